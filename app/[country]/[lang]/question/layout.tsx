import type {ReactNode} from 'react';
import {PersonalShell} from '@/components/layout/PersonalShell';
import {resolvePageParams, type PageParams} from '@/lib/i18n/params';

/** Personal pages: a prerendered shell per country and language; the page itself renders per request inside it. */
export default async function QuestionLayout({children, params}: {children: ReactNode; params: Promise<PageParams>}) {
  const {lang} = await resolvePageParams(params);
  return <PersonalShell lang={lang}>{children}</PersonalShell>;
}
