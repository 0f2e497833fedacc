'use client';

import Link from 'next/link';
import {useParams} from 'next/navigation';
import type {ReactNode} from 'react';
import {isCountryCode} from '@/lib/countries';
import {isLanguage} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';

/**
 * A link to a page of the current country and language, for boundaries (not-found, error) that
 * get no params. Without a country in the URL it goes to '/', where the proxy picks one.
 */
export function HomeLink({children, className, path = ''}: {children: ReactNode; className?: string; path?: string}) {
  const params = useParams<{country?: string; lang?: string}>();
  const href = isCountryCode(params.country) && isLanguage(params.lang) ? localizedPath(params.country, params.lang, path) : '/';
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
