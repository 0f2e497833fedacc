import {dayClock} from '@/lib/cache/today';
import {getTranslations} from 'next-intl/server';
import {hoursIn, zoneName, type BusinessDetails} from '@/lib/business/details';
import {COUNTRIES, pageLocale, type CountryCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';

/**
 * The studio's opening hours as this country's visitors read them: moved into the country's time
 * zone (its largest market's, named in their language), days that share hours on one line.
 */
export async function BusinessHours({hours, country, lang, className}: {hours: BusinessDetails['hours']; country: CountryCode; lang: Language; className?: string}) {
  const t = await getTranslations('Business');
  const locale = pageLocale(country, lang);
  const zone = COUNTRIES[country].timeZone;
  // As of today (summer time moves the hours): read once a day, so the pages stay prerendered.
  const today = await dayClock();
  const lines = hoursIn(hours, zone, locale, today);
  return (
    <div className={className}>
      <p>{t('hoursTitle', {zone: zoneName(zone, locale, today)})}</p>
      {lines.length ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3">
          {lines.map((line) => (
            <div key={line.days} className="contents">
              <dt>{line.days}</dt>
              <dd>{t(line.nextDay ? 'rangeNextDay' : 'range', {open: line.open, close: line.close})}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{t('byAppointment')}</p>
      )}
    </div>
  );
}
