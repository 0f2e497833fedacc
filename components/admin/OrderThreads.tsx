import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import {COUNTRIES, type CountryCode} from '@/lib/countries';
import {adminQueries} from '@/lib/admin/queries';
import {itemText} from '@/lib/catalog/prices';
import {getCatalog} from '@/lib/catalog/read';
import {countryDates, formatDateTime} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';

/** How much of the last message the inbox shows. */
const EXCERPT = 140;

/** The admin inbox's conversations (docs/orders.md#order-conversations): orders' and questions' before buying, threads with unread buyer messages first, then the latest; each opens its order, or the question's page where the studio answers. */
export async function OrderThreads({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Conversation');
  const catalog = await getCatalog();
  const dates = countryDates(country, lang);
  const threads = await adminQueries.threads();
  const unread = threads.reduce((sum, th) => sum + th.unread, 0);
  return (
    <section aria-labelledby="threads-title" className="mb-10">
      <h2 id="threads-title" className="text-lg font-semibold">
        {t('inboxTitle')} {unread ? <span className="text-sm font-normal text-muted">{t('unread', {count: unread})}</span> : null}
      </h2>
      {threads.length ? (
        <ul className="mt-4 space-y-3">
          {threads.map((th) => {
            const last = th.last ? (th.last.text.length > EXCERPT ? `${th.last.text.slice(0, EXCERPT)}…` : th.last.text) : '';
            return (
              <li
                key={th.kind === 'order' ? th.orderId : th.questionId}
                data-kind={th.kind}
                data-unread={th.unread}
                className={`rounded-2xl border p-4 ${th.unread ? 'border-ink bg-amber-50' : 'border-line bg-white'}`}
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  {th.kind === 'order' ? (
                    <Link href={localizedPath(country, lang, `/admin/orders/${th.number}`)} className="font-semibold underline">
                      {th.number}
                    </Link>
                  ) : (
                    <Link href={localizedPath(country, lang, `/question/${th.questionId}`)} className="font-semibold underline">
                      {t('questionAbout', {service: itemText(catalog, 'service', Number(th.serviceId), lang).name})}
                    </Link>
                  )}
                  <span className="text-sm text-muted">{formatDateTime(th.lastMessageAt, dates, {length: 'medium', zone: false})}</span>
                </div>
                <p className="mt-1 text-sm text-muted">
                  {th.kind === 'order' ? th.customerName : th.email} · {COUNTRIES[th.country].name}
                  {th.unread ? <span className="ml-2 rounded-full bg-ink px-2 py-0.5 text-xs font-semibold text-paper">{t('unread', {count: th.unread})}</span> : null}
                </p>
                {th.last ? (
                  <p className="mt-2 whitespace-pre-line break-words text-sm">
                    <span className="font-medium">{th.last.fromStudio ? t('studio') : t('buyer')}: </span>
                    {last}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-muted">{t('inboxEmpty')}</p>
      )}
    </section>
  );
}
