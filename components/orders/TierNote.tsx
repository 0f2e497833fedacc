import type {getTranslations} from 'next-intl/server';
import {TIER_KEYS, type TierKey} from '@/lib/catalog/tiers/tiers';
import {boughtTier, includedText} from '@/lib/catalog/tiers/facts';

/**
 * An order line's tier as it was bought (docs/admin.md#prices-and-the-catalogue): its name and what it
 * includes; nothing for a line without one. `t` is the page's `Tiers` translator (the page already
 * reads its texts on the server, so this stays a plain component).
 */
export function TierNote({
  line,
  t,
}: {
  line: {tier?: string | null; tierImages?: number | null; tierRevisions?: number | null; tierDeliveryDays?: number | null};
  t: Awaited<ReturnType<typeof getTranslations<'Tiers'>>>;
}) {
  if (!line.tier || !(TIER_KEYS as readonly string[]).includes(line.tier)) return null;
  const tier = boughtTier(line);
  return (
    <span className="block text-xs text-muted" data-testid="order-line-tier">
      {t(`names.${line.tier as TierKey}`)} · {tier ? includedText(tier, (key, values) => t(key, values)) : null}
    </span>
  );
}
