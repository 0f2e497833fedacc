import {getTranslations} from 'next-intl/server';
import {countryDates, formatDateTime} from '@/lib/i18n/dates';
import type {CountryCode} from '@/lib/countries';
import {COUNTRIES} from '@/lib/countries';
import {adminQueries} from '@/lib/admin/queries';
import type {Language} from '@/lib/i18n/languages';
import {ReadToggle} from './AdminButtons';
import {buttonClass} from '@/components/ui/buttonClass';

/** The contact form's messages: unread first marked, each with a reply link and read/unread. */
export async function InboxTab({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Admin.inbox');
  const tc = await getTranslations('Contact');
  const dates = countryDates(country, lang);
  const {messages, total, unread} = await adminQueries.inbox();
  if (!messages.length) return <p className="text-muted">{t('empty')}</p>;
  return (
    <section aria-labelledby="inbox-title">
      <h2 id="inbox-title" className="text-lg font-semibold">
        {t('title')} <span className="text-sm font-normal text-muted">{t('counts', {total, unread})}</span>
      </h2>
      <ul className="mt-4 space-y-3">
        {messages.map((m) => {
          const subject = t('replySubject', {service: tc(`services.${m.service}` as 'services.basic')});
          return (
            <li key={m.id} data-read={m.readAt ? 'true' : 'false'} className={`rounded-2xl border p-5 ${m.readAt ? 'border-line bg-white' : 'border-ink bg-amber-50'}`}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold">
                  {m.readAt ? null : <span className="mr-2 rounded-full bg-ink px-2 py-0.5 text-xs text-paper">{t('unread')}</span>}
                  {m.name} <span className="text-sm font-normal text-muted">&lt;{m.email}&gt;</span>
                </p>
                <p className="text-sm text-muted">{formatDateTime(m.createdAt, dates, {length: 'medium', zone: false})}</p>
              </div>
              <p className="mt-1 text-sm text-muted">
                {t('about', {service: tc(`services.${m.service}` as 'services.basic'), country: COUNTRIES[m.country].name})}
                {m.company ? ` · ${m.company}` : ''}
              </p>
              <p className="mt-3 whitespace-pre-line text-sm">{m.message}</p>
              <div className="mt-4 flex flex-wrap gap-3">
                <a href={`mailto:${m.email}?subject=${encodeURIComponent(subject)}`} className={buttonClass({size: 'sm'})}>
                  {t('reply')}
                </a>
                <ReadToggle messageId={m.id} read={Boolean(m.readAt)} country={country} lang={lang} />
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
