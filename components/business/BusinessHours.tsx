import {dayClock} from '@/lib/cache/today';
import {getTranslations} from 'next-intl/server';
import {hoursBlocks, type BusinessDetails} from '@/lib/business/details';
import {COUNTRIES, pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';

/**
 * The studio's opening hours as this country's visitors read them (lib/business/details'
 * hoursBlocks): the studio's own with its zone named, then, where the country's clock differs,
 * the same hours in the country's time zone, named too; days that share hours on one line.
 */
export async function BusinessHours({hours, country, lang, className}: {hours: BusinessDetails['hours']; country: CountryCode; lang: Language; className?: string}) {
  const t = await getTranslations('Business');
  const locale = pageLocale(country, lang);
  // As of today (summer time moves the hours): read once a day, so the pages stay prerendered.
  const today = await dayClock();
  const [studio, converted] = hoursBlocks(hours, COUNTRIES[country].timeZone, locale, today);
  if (!studio?.lines.length) {
    return (
      <div className={className}>
        <p>{t('hoursTitle', {zone: studio?.zone ?? hours.timeZone})}</p>
        <p>{t('byAppointment')}</p>
      </div>
    );
  }
  const list = (lines: typeof studio.lines) => (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3">
      {lines.map((line) => (
        <div key={line.days} className="contents">
          <dt>{line.days}</dt>
          <dd>{t(line.nextDay ? 'rangeNextDay' : 'range', {open: line.open, close: line.close})}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <div className={className}>
      <p>{t('hoursTitle', {zone: studio.zone})}</p>
      {list(studio.lines)}
      {converted ? (
        <>
          <p className="mt-2">{t('hoursConverted', {zone: converted.zone})}</p>
          {list(converted.lines)}
        </>
      ) : null}
    </div>
  );
}
