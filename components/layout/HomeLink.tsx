'use client';

import Link from 'next/link';
import {useParams} from 'next/navigation';
import type {ReactNode} from 'react';
import {isCountryCode} from '@/lib/countries';
import {isLanguage} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';

/** A link to the current country's home page in the current language, for boundaries that get no params. */
export function HomeLink({children, className}: {children: ReactNode; className?: string}) {
  const params = useParams<{country?: string; lang?: string}>();
  const href = isCountryCode(params.country) && isLanguage(params.lang) ? localizedPath(params.country, params.lang) : '/';
  return (
    <Link href={href} className={className}>
      {children}
    </Link>
  );
}
