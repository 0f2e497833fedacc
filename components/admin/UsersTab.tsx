import {getTranslations} from 'next-intl/server';
import {adminQueries} from '@/lib/admin/queries';
import {type CountryCode} from '@/lib/countries';
import {countryDates, formatDate} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {fullName} from '@/lib/auth/display-name';
import {RoleButton} from './AdminButtons';
import {ScrollTable} from './AdminTables';

export async function UsersTab({country, lang, admin}: {country: CountryCode; lang: Language; admin: {id: string}}) {
  const t = await getTranslations('Admin');
  const dates = countryDates(country, lang);
  const members = await adminQueries.members();
  if (!members.length) return <p className="text-muted">{t('noMembers')}</p>;
  return (
    <ScrollTable label={t('tabs.users')} headers={['ID', t('username'), t('email'), t('name'), t('phone'), t('joined'), t('role'), t('orderCount'), t('actions')]} wide>
      {members.map((m) => (
        <tr key={m.id} className="border-b border-line last:border-0">
          <td className="px-4 py-3 font-mono text-xs" title={m.id}>
            {m.id.slice(0, 8)}
          </td>
          <td className="px-4 py-3 font-medium">{m.username}</td>
          <td className="px-4 py-3">{m.email}</td>
          <td className="px-4 py-3">{fullName(m, lang)}</td>
          <td className="px-4 py-3">{m.phone}</td>
          <td className="px-4 py-3 whitespace-nowrap">{formatDate(m.createdAt, dates, 'medium')}</td>
          <td className="px-4 py-3">{m.role === 'ADMIN' ? t('roleAdmin') : t('roleUser')}</td>
          <td className="px-4 py-3">{m._count.orders}</td>
          <td className="px-4 py-3">{m.id === admin.id ? <span className="text-xs text-muted">{t('you')}</span> : <RoleButton userId={m.id} role={m.role} country={country} lang={lang} />}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
