import {getTranslations} from 'next-intl/server';
import {replyTimeUnit} from '@/lib/orders/reply-time/reply-time';

/**
 * What a buyer asks before ordering (docs/storefront.md#item-pages): delivery and revisions where the item has them,
 * and the studio's median first reply in conversations over the last 30 days, once there are
 * enough replies to say it (lib/orders/reply-time; `replyMs` null hides it).
 */
export async function ItemFacts({delivery, revisions, replyMs}: {delivery?: string; revisions?: string; replyMs: number | null}) {
  const t = await getTranslations('ItemPage');
  const facts = [
    delivery ? {key: 'delivery', term: t('delivery'), value: delivery} : null,
    revisions ? {key: 'revisions', term: t('revisions'), value: revisions} : null,
    await replyFact(replyMs),
  ].filter((f) => f !== null);
  if (!facts.length) return null;
  return <FactList facts={facts} className="mt-6 grid gap-3 rounded-2xl border border-line bg-white p-5 text-sm sm:grid-cols-3" />;
}

export interface Fact {
  key: string;
  term: string;
  value: string;
}

/** The studio's median first reply as a fact ("Usually replies within 2 hours"), or null while there is none. */
export async function replyFact(replyMs: number | null): Promise<Fact | null> {
  if (replyMs === null) return null;
  const t = await getTranslations('ItemPage');
  const reply = replyTimeUnit(replyMs);
  const value = reply.unit === 'minutes' ? t('replyIn.minutes', {count: reply.count}) : reply.unit === 'hours' ? t('replyIn.hours', {count: reply.count}) : t('replyIn.days', {count: reply.count});
  return {key: 'reply', term: t('replyTime'), value};
}

/** Facts as a description list, each marked with its key. */
export function FactList({facts, className}: {facts: Fact[]; className: string}) {
  return (
    <dl className={className}>
      {facts.map((f) => (
        <div key={f.key} data-fact={f.key}>
          <dt className="text-muted">{f.term}</dt>
          <dd className="font-semibold">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
