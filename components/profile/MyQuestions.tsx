'use client';

import {useEffect, useState} from 'react';
import Link from 'next/link';
import {useTranslations} from 'next-intl';
import type {CountryCode} from '@/lib/countries';
import {countryDates, formatDate} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import type {Answer} from '@/lib/http/answers';
import {callApi} from '@/lib/http/client';

type MyQuestion = Answer<'GET /api/questions/me'>['questions'][number];

/**
 * My page's questions before buying (docs/storefront.md#questions-before-buying): each service asked
 * about, when, whether the studio has answered and what is unread, linking to its conversation.
 * Shown only to an account that has asked something.
 */
export function MyQuestions({country, lang}: {country: CountryCode; lang: Language}) {
  const t = useTranslations('Profile');
  const tc = useTranslations('Conversation');
  // Rendered in the browser only (the list loads after mount): the visitor's own clock.
  const dates = countryDates(country, lang);
  const [questions, setQuestions] = useState<MyQuestion[] | 'failed' | null>(null);

  useEffect(() => {
    let current = true;
    callApi('GET /api/questions/me', {headers: {'x-language': lang}})
      .then((answer) => current && setQuestions(answer.ok ? answer.body.questions : 'failed'))
      .catch(() => current && setQuestions('failed'));
    return () => {
      current = false;
    };
  }, [lang]);

  if (questions === null || (Array.isArray(questions) && questions.length === 0)) return null;
  return (
    <section aria-labelledby="my-questions" className="mt-12">
      <h2 id="my-questions" className="text-2xl font-bold tracking-tight">
        {t('questionsTitle')}
      </h2>
      {questions === 'failed' ? (
        <p className="mt-4 text-red-700">{t('questionsFailed')}</p>
      ) : (
        <ul className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
          {questions.map((question) => (
            <li key={question.id} className="flex flex-wrap items-center justify-between gap-2 px-5 py-3 text-sm">
              <Link href={localizedPath(country, lang, `/question/${question.id}`)} className="font-medium underline" aria-label={t('openQuestion', {service: question.service})}>
                {question.service}
              </Link>
              <span className="text-muted">
                {t('questionAsked', {date: formatDate(question.createdAt, dates, 'medium')})} · {question.answered ? t('questionAnswered') : t('questionWaiting')}
              </span>
              {question.unreadMessages ? (
                <span className="w-full">
                  <span className="inline-block rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900">{tc('unread', {count: question.unreadMessages})}</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
