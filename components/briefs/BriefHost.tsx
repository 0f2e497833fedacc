'use client';

import {lazy, Suspense, useEffect, useState} from 'react';
import {subscribeBriefs, type BriefTarget} from '@/lib/briefs/events';
import type {ScopedMessages} from '@/components/i18n/IntlScope';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {loadBriefModal} from './load';

const BriefModal = lazy(loadBriefModal);

interface Props {
  country: CountryCode;
  lang: Language;
  messages: ScopedMessages;
  limits: {image: number; video: number};
  /** Opens at once (the brief-test page). */
  initial?: BriefTarget;
}

/** The page's one brief form: opened by any BriefButton; its code and texts load with it. */
export function BriefHost({country, lang, messages, limits, initial}: Props) {
  const [target, setTarget] = useState<BriefTarget | null>(initial ?? null);
  const [opened, setOpened] = useState(0);
  useEffect(
    () =>
      subscribeBriefs((next) => {
        setTarget(next);
        setOpened((n) => n + 1);
      }),
    [],
  );
  if (!target) return null;
  return (
    <Suspense fallback={null}>
      <BriefModal key={opened} country={country} lang={lang} messages={messages} limits={limits} target={target} onClose={() => setTarget(null)} />
    </Suspense>
  );
}
