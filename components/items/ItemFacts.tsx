import {getTranslations} from 'next-intl/server';
import {replyTimeUnit} from '@/lib/orders/reply-time';

/**
 * What a buyer asks before ordering (docs/storefront.md#item-pages): delivery and revisions where the item has them,
 * and the studio's median first reply in conversations over the last 30 days, once there are
 * enough replies to say it (lib/orders/reply-time; `replyMs` null hides it).
 */
export async function ItemFacts({delivery, revisions, replyMs}: {delivery?: string; revisions?: string; replyMs: number | null}) {
  const t = await getTranslations('ItemPage');
  const reply = replyMs === null ? null : replyTimeUnit(replyMs);
  const facts = [
    delivery ? {key: 'delivery', term: t('delivery'), value: delivery} : null,
    revisions ? {key: 'revisions', term: t('revisions'), value: revisions} : null,
    reply
      ? {
          key: 'reply',
          term: t('replyTime'),
          value: reply.unit === 'minutes' ? t('replyIn.minutes', {count: reply.count}) : reply.unit === 'hours' ? t('replyIn.hours', {count: reply.count}) : t('replyIn.days', {count: reply.count}),
        }
      : null,
  ].filter((f) => f !== null);
  if (!facts.length) return null;
  return (
    <dl className="mt-6 grid gap-3 rounded-2xl border border-line bg-white p-5 text-sm sm:grid-cols-3">
      {facts.map((f) => (
        <div key={f.key} data-fact={f.key}>
          <dt className="text-muted">{f.term}</dt>
          <dd className="font-semibold">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
