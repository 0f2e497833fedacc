import Link from 'next/link';
import type {ReactNode} from 'react';
import {getTranslations} from 'next-intl/server';
import {countryName, pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {countryDates, formatDate, formatDuration} from '@/lib/i18n/dates';
import {getBusiness} from '@/lib/business/read';
import {socialSignIn} from '@/lib/auth/google';
import {POLICY_UPDATED, RETENTION, privacyCookies} from '@/lib/privacy/facts';
import {site} from '@/lib/site';
import {BackButton} from '@/components/terms/BackButton';
import {buttonClass} from '@/components/ui/buttonClass';

const COLLECTED = ['account', 'orders', 'payments', 'briefs', 'messages', 'security'] as const;
/** Recipients that exist only when their sign-in is configured. */
const SIGN_IN_SERVICES = ['google', 'kakao', 'naver'] as const;
const RECIPIENTS = ['payments', 'google', 'kakao', 'naver', 'mail', 'hosting', 'staff', 'authorities', 'abroad'] as const;
const KOREA = ['officer', 'law', 'rights', 'records', 'remedies'] as const;

/**
 * The privacy policy (docs/storefront.md): who controls the data (the owner's business details), what is
 * collected and why, the cookies and how long things are kept (read from the code that sets and
 * deletes them: lib/privacy/facts), who receives it, the visitor's rights (My page: download,
 * correction, deletion) and what the page's country's law adds. Static like the terms page: the
 * business details are cached and revalidated when the owner saves them.
 */
export async function PrivacyPage({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Privacy');
  const tt = await getTranslations('Terms');
  const business = await getBusiness();
  const locale = pageLocale(country, lang);
  const duration = (seconds: number) => formatDuration(seconds, locale);
  const cookies = privacyCookies(new URL(site.url).protocol === 'https:', socialSignIn.length > 0, socialSignIn.includes('kakao') || socialSignIn.includes('naver'));
  const myPage = (chunks: ReactNode) => (
    <Link href={localizedPath(country, lang, '/profile')} className="font-medium underline">
      {chunks}
    </Link>
  );
  const mail = (chunks: ReactNode) => (
    <a href={`mailto:${business.email}`} className="font-medium underline">
      {chunks}
    </a>
  );
  const controller: [string, ReactNode][] = [
    [t('company'), business.companyName],
    ...(business.representative ? [[t('representative'), business.representative] as [string, ReactNode]] : []),
    ...(business.address ? [[t('address'), business.address] as [string, ReactNode]] : []),
    ...(business.email
      ? [
          [
            t('email'),
            <a key="e" href={`mailto:${business.email}`} className="underline">
              {business.email}
            </a>,
          ] as [string, ReactNode],
        ]
      : []),
    ...business.phones.map((p) => [`${t('phone')} (${countryName(p.country, lang)})`, p.number] as [string, ReactNode]),
  ];
  // Korea's PIPA names a person in charge: the one the owner named in the business details, else the
  // representative (else the company) and how to reach them.
  const officer = business.privacyOfficer?.trim() || [business.representative || business.companyName, business.email].filter(Boolean).join(', ');

  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <BackButton label={tt('back')} fallbackHref={localizedPath(country, lang)} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight sm:text-4xl">{t('title')}</h1>
      <p className="mt-4 text-muted">{t('intro', {company: business.companyName})}</p>
      <p className="mt-2 text-sm text-muted">{t('updated', {date: formatDate(`${POLICY_UPDATED}T12:00:00Z`, countryDates(country, lang))})}</p>

      <PrivacySection id="controller" title={t('controllerTitle')}>
        <p className="mt-4">{t('controllerText')}</p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          {controller.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </PrivacySection>

      <PrivacySection id="collect" title={t('collectTitle')}>
        <CollectedList t={t} />
        <p className="mt-5">{t('noSale')}</p>
      </PrivacySection>

      <PrivacySection id="cookies" title={t('cookiesTitle')}>
        <p className="mt-4">{t('cookiesIntro')}</p>
        <CookieTable cookies={cookies} t={t} duration={duration} />
        <p className="mt-4 text-sm text-muted">{t('checkoutStorage')}</p>
      </PrivacySection>

      <PrivacySection id="retention" title={t('retentionTitle')}>
        <RetentionList t={t} duration={duration} />
      </PrivacySection>

      <PrivacySection id="recipients" title={t('recipientsTitle')}>
        <ul className="mt-4 list-disc space-y-2 pl-5">
          {RECIPIENTS.filter((key) => !(SIGN_IN_SERVICES as readonly string[]).includes(key) || (socialSignIn as string[]).includes(key)).map((key) => (
            <li key={key}>{t(`recipients.${key}`)}</li>
          ))}
        </ul>
      </PrivacySection>

      <PrivacySection id="rights" title={t('rightsTitle')}>
        <ul className="mt-4 list-disc space-y-2 pl-5">
          <li>{t.rich('rights.access', {link: myPage})}</li>
          <li>{t.rich('rights.correct', {link: myPage})}</li>
          <li>{t.rich('rights.delete', {link: myPage})}</li>
          <li>{t('rights.object')}</li>
          <li>{t('rights.guest')}</li>
          <li>{t('rights.complain')}</li>
        </ul>
      </PrivacySection>

      <PrivacySection id="country" title={t('countryTitle', {country: countryName(country, lang)})}>
        {country === 'kr' ? (
          <ul className="mt-4 list-disc space-y-2 pl-5">
            {KOREA.map((key) => (
              <li key={key}>{key === 'officer' ? t('kr.officer', {officer}) : t(`kr.${key}`)}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-4">{t(`country.${country}`)}</p>
        )}
      </PrivacySection>

      <PrivacySection id="changes" title={t('changesTitle')}>
        <p className="mt-4">{t('changes')}</p>
      </PrivacySection>

      <PrivacySection id="contact" title={t('contactTitle')}>
        <p className="mt-4">
          {business.email
            ? t.rich('contact', {email: business.email, mail})
            : t.rich('contactForm', {
                link: (chunks) => (
                  <Link href={`${localizedPath(country, lang)}#contact`} className="font-medium underline">
                    {chunks}
                  </Link>
                ),
              })}
        </p>
        <p className="mt-2 text-sm text-muted">{[business.companyName, business.address].filter(Boolean).join(', ')}</p>
      </PrivacySection>

      <Link href={localizedPath(country, lang)} className={buttonClass({className: 'mt-12 inline-block'})}>
        {tt('backHome')}
      </Link>
    </article>
  );
}

type PrivacyTexts = Awaited<ReturnType<typeof getTranslations<'Privacy'>>>;

/** One part of the policy: its heading, which names the section (aria-labelledby), and what it says. */
function PrivacySection({id, title, children}: {id: string; title: string; children: ReactNode}) {
  return (
    <section className="mt-10" aria-labelledby={`privacy-${id}`}>
      <h2 id={`privacy-${id}`} className="text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What is collected and why, one entry per kind of data. */
function CollectedList({t}: {t: PrivacyTexts}) {
  return (
    <dl className="mt-4 space-y-5">
      {COLLECTED.map((key) => (
        <div key={key}>
          <dt className="font-semibold">{t(`collect.${key}.title`)}</dt>
          <dd className="mt-1">
            <p>{t(`collect.${key}.what`)}</p>
            <p className="mt-1 text-muted">
              <span className="font-medium">{t('whyLabel')}</span> {t(`collect.${key}.why`)}
            </p>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The cookies the shop sets, with what each is for and how long it lasts (lib/privacy/facts). */
function CookieTable({cookies, t, duration}: {cookies: ReturnType<typeof privacyCookies>; t: PrivacyTexts; duration: (seconds: number) => string}) {
  return (
    <div className="mt-4 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b border-line">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('cookieName')}
            </th>
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('cookiePurpose')}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {t('cookieLifetime')}
            </th>
          </tr>
        </thead>
        <tbody>
          {cookies.map((c) => (
            <tr key={c.name} className="border-b border-line align-top last:border-0">
              <th scope="row" className="py-2 pr-4 font-mono text-xs font-normal whitespace-nowrap">
                {c.name}
              </th>
              <td className="py-2 pr-4">{t(`cookies.${c.purpose}`)}</td>
              <td className="py-2 whitespace-nowrap">{c.purpose === 'session' ? t('sessionLifetime', {duration: duration(c.seconds)}) : duration(c.seconds)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How long each kind of data is kept (lib/privacy/facts RETENTION). */
function RetentionList({t, duration}: {t: PrivacyTexts; duration: (seconds: number) => string}) {
  return (
    <ul className="mt-4 list-disc space-y-2 pl-5">
      <li>{t('retention.account')}</li>
      <li>{t('retention.orders')}</li>
      <li>{t('retention.unpaid', {duration: duration(RETENTION.unpaidOrder)})}</li>
      <li>{t('retention.uploads', {duration: duration(RETENTION.unusedUpload)})}</li>
      <li>{t('retention.sessions', {duration: duration(RETENTION.session)})}</li>
      <li>{t('retention.links', {reset: duration(RETENTION.resetLink), verify: duration(RETENTION.verifyLink)})}</li>
      <li>{t('retention.limits', {duration: duration(RETENTION.rateLimit)})}</li>
      <li>{t('retention.messages')}</li>
      <li>{t('retention.questions', {duration: duration(RETENTION.guestQuestion)})}</li>
    </ul>
  );
}
