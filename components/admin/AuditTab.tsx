import {getTranslations} from 'next-intl/server';
import {adminQueries} from '@/lib/admin/queries';
import {type CountryCode} from '@/lib/countries';
import {countryDates, formatDateTime} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {ScrollTable} from './AdminTables';

export async function AuditTab({country, lang}: {country: CountryCode; lang: Language}) {
  const t = await getTranslations('Admin.audit');
  const ta = await getTranslations('Admin');
  const dates = countryDates(country, lang);
  const entries = await adminQueries.audit();
  if (!entries.length) return <p className="text-muted">{t('empty')}</p>;
  const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));
  return (
    <ScrollTable label={ta('tabs.audit')} headers={[t('when'), t('who'), t('action'), t('target'), t('change')]}>
      {entries.map((e) => (
        <tr key={e.id} className="border-b border-line align-top last:border-0">
          <td className="px-4 py-3 whitespace-nowrap">{formatDateTime(e.createdAt, dates, {length: 'medium', seconds: true, zone: false})}</td>
          <td className="px-4 py-3">{e.actorEmail}</td>
          <td className="px-4 py-3 font-mono text-xs">{e.action}</td>
          <td className="px-4 py-3 font-mono text-xs">
            {e.targetType} {e.targetId.slice(0, 8)}
          </td>
          <td className="px-4 py-3 font-mono text-xs break-all">
            {show(e.before)} → {show(e.after)}
          </td>
        </tr>
      ))}
    </ScrollTable>
  );
}
