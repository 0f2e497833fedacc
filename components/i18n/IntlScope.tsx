'use client';

import type {ReactNode} from 'react';
import {NextIntlClientProvider} from 'next-intl';
import type {Messages} from '@/lib/i18n/messages';
import type {Language} from '@/lib/i18n/languages';

/**
 * Client features write dates with lib/i18n/dates in the shop's time zone, never with next-intl's
 * formatter; its zone is fixed so that the server and the browser would still agree.
 */
const NO_DATES_HERE = 'UTC';

/** The subset of messages a client feature needs, passed from the server as a prop. */
/** Whole namespaces, or only the keys a feature uses (the account menu needs one admin text, not the admin area's). */
export type ScopedMessages = {[N in keyof Messages]?: Partial<Messages[N]>};

/** next-intl for one lazily loaded feature: its messages come with it, not with every page. */
export function IntlScope({lang, messages, children}: {lang: Language; messages: ScopedMessages; children: ReactNode}) {
  return (
    <NextIntlClientProvider locale={lang} messages={messages} timeZone={NO_DATES_HERE}>
      {children}
    </NextIntlClientProvider>
  );
}
