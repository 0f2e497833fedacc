import Link from 'next/link';
import {getTranslations} from 'next-intl/server';
import type {CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {consumerTax} from '@/lib/tax-wording';
import {buttonClass} from '@/components/ui/buttonClass';

export async function GuidePage({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Pages');
  const steps = t.raw('steps') as {title: string; description: string}[];
  const faq = t.raw('faq') as {question: string; answer: string}[];
  const tt = await getTranslations('Tax');
  const tax = consumerTax(country);
  // The first step (choosing) says which tax the prices include, where the country has one in them.
  const taxNote = tax !== 'none' ? tt('pricesInclude', {tax}) : null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('guideTitle')}</h1>
      <p className="mt-3 text-muted">{t('guideIntro')}</p>
      <ol className="mt-10 space-y-6">
        {steps.map((step, i) => (
          <li key={step.title} className="flex gap-4">
            <span aria-hidden="true" className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-ink text-sm font-bold text-paper">
              {i + 1}
            </span>
            <div>
              <h2 className="font-semibold">{step.title}</h2>
              <p className="mt-1 text-muted">
                {step.description}
                {i === 0 && taxNote ? `${lang === 'ja' || lang === 'zh' ? '' : ' '}${taxNote}` : null}
              </p>
            </div>
          </li>
        ))}
      </ol>
      <section aria-labelledby="faq-title" className="mt-14">
        <h2 id="faq-title" className="text-2xl font-bold tracking-tight">
          {t('faqTitle')}
        </h2>
        <div className="mt-4 divide-y divide-line rounded-2xl border border-line bg-white">
          {faq.map((item) => (
            <details key={item.question} className="group p-5">
              <summary className="cursor-pointer font-medium">{item.question}</summary>
              <p className="mt-2 text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </section>
      <p className="mt-10 flex flex-wrap gap-3 text-sm">
        <Link href={`${localizedPath(country, lang)}#contact`} className={buttonClass({size: 'none', className: 'px-6 py-3'})}>
          {t('contactUs')}
        </Link>
        <Link href={localizedPath(country, lang, '/terms')} className={buttonClass({variant: 'secondaryOnPaper', size: 'none', className: 'px-6 py-3'})}>
          {t('seeTerms')}
        </Link>
      </p>
    </div>
  );
}
