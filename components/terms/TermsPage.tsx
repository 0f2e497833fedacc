import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {getBusiness} from '@/lib/business/read';
import {consumerTax} from '@/lib/tax-wording';
import {USAGE_PERIOD_MONTHS} from '@/lib/terms';
import {BackButton} from './BackButton';
import {buttonClass} from '@/components/ui/buttonClass';

const LIST_SECTIONS = [
  {title: 'refundTitle', items: 'refund'},
  {title: 'exchangeTitle', items: 'exchange'},
  {title: 'productionTitle', items: 'production'},
] as const;

export async function TermsPage({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Terms');
  const tt = await getTranslations('Tax');
  const tax = consumerTax(country);
  const business = await getBusiness();
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <BackButton label={t('back')} fallbackHref={localizedPath(country, lang)} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-muted">
        {t('intro')}
        {tax !== 'none' ? `${lang === 'ja' || lang === 'zh' ? '' : ' '}${tt('pricesInclude', {tax})}` : null}
      </p>
      {LIST_SECTIONS.map((s) => (
        <section key={s.title} className="mt-10" aria-labelledby={`terms-${s.items}`}>
          <h2 id={`terms-${s.items}`} className="text-xl font-semibold">
            {t(s.title)}
          </h2>
          <ul className="mt-4 list-disc space-y-2 pl-5">
            {(t.raw(s.items) as string[]).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </section>
      ))}
      <section className="mt-10" aria-labelledby="terms-usage">
        <h2 id="terms-usage" className="text-xl font-semibold">
          {t('usageTitle')}
        </h2>
        <p className="mt-4">{t('usage', {months: USAGE_PERIOD_MONTHS})}</p>
      </section>
      {business.email ? <p className="mt-10 text-sm text-muted">{t('contactNote', {email: business.email})}</p> : null}
      <p className="mt-2 text-sm text-muted">{[business.companyName, business.address].filter(Boolean).join(', ')}</p>
      <Link href={localizedPath(country, lang)} className={buttonClass({className: 'mt-12 inline-block'})}>
        {t('backHome')}
      </Link>
    </article>
  );
}
