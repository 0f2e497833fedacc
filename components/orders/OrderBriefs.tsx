import {getTranslations} from 'next-intl/server';
import {BriefArea} from '@/components/briefs/BriefArea';
import {BriefButton} from '@/components/briefs/BriefButton';
import type {OrderBrief} from '@/lib/briefs/store';
import {pendingBriefs, takesBriefs, type BriefTexts} from '@/lib/briefs/targets';
import type {CountryCode} from '@/lib/countries';
import {countryDates, formatDate} from '@/lib/i18n/dates';
import type {Language} from '@/lib/i18n/languages';
import {formatFileSize} from '@/lib/uploads/types';

interface Props {
  country: CountryCode;
  lang: Language;
  order: {id: string; number: string; status: string; currency: string; items: {id: string; itemType: string; itemId: string; title: string; lineAmount: number}[]};
  briefs: OrderBrief[];
  token: string | null;
  fileUrl: (id: string) => string;
  texts: BriefTexts;
}

/**
 * The order's briefs, one per line: what was sent (with its files and the studio's review), or
 * "Send your brief" while the order takes one. Guests send it through the order link's token.
 */
export async function OrderBriefs({country, lang, order, briefs, token, fileUrl, texts}: Props) {
  if (!takesBriefs(order.status) && !briefs.length) return null;
  const t = await getTranslations('Order');
  const tb = await getTranslations('Brief');
  const dates = countryDates(country, lang);
  const byLine = new Map(briefs.map((b) => [b.orderItemId, b]));
  const lines = order.items.map((line) => ({...line, briefId: byLine.get(line.id)?.id ?? null}));
  const pending = new Map(pendingBriefs({...order, items: lines}, {country, lang}, texts, {token, orderPath: `/order/${token ?? order.number}`}).map((target) => [target.orderItemId, target]));
  return (
    <section aria-labelledby="order-briefs" className="mt-10">
      <h2 id="order-briefs" className="text-xl font-semibold">
        {t('briefsTitle')}
      </h2>
      {pending.size ? <p className="mt-1 text-sm text-muted">{t('briefsIntro')}</p> : null}
      <ul className="mt-4 space-y-3">
        {lines.map((line) => {
          const brief = byLine.get(line.id);
          const target = pending.get(line.id);
          if (!brief && !target) return null;
          return (
            <li key={line.id} className="rounded-2xl border border-line bg-white p-5">
              <p className="font-semibold">{line.title}</p>
              {brief ? (
                <>
                  <p className="mt-1 text-sm">
                    <span className="font-medium text-green-800">{tb('briefSent')}</span> · {t('briefSentOn', {date: formatDate(brief.createdAt, dates)})} · {t(`briefStatus.${brief.status}`)}
                  </p>
                  {brief.files.length ? (
                    <ul aria-label={t('briefFiles')} className="mt-2 space-y-1 text-sm">
                      {brief.files.map((file) => (
                        <li key={file.id}>
                          <a href={fileUrl(file.id)} download className="underline" aria-label={t('download', {name: file.originalName})}>
                            {file.originalName}
                          </a>{' '}
                          <span className="text-muted">({formatFileSize(file.size, lang)})</span>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </>
              ) : target ? (
                <BriefButton target={target} text={tb('sendBrief')} label={tb('sendBriefFor', {name: line.title})} />
              ) : null}
            </li>
          );
        })}
      </ul>
      {pending.size ? <BriefArea country={country} lang={lang} /> : null}
    </section>
  );
}
