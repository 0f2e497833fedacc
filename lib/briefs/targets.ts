/**
 * Which briefs an order still waits for: one per line (a service, a template, a package), while
 * the order takes briefs (a quote request, or paid). Shared by the success page, the order page
 * and My page, on the server and in the browser.
 */
import {SERVICES} from '@/lib/catalog/catalog';
import {lineFacts, type LineTier} from '@/lib/catalog/tiers/facts';
import {pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';
import {BRIEFABLE_STATUSES} from './schema';
import type {BriefTarget} from './events';

export interface BriefLine extends LineTier {
  id: string;
  itemType: string;
  itemId: string;
  title: string;
  lineAmount: number;
  briefId: string | null;
}

export interface BriefableOrder {
  id: string;
  status: string;
  currency: string;
  items: BriefLine[];
}

/** The brief form's texts for delivery times and quotes (Brief namespace). */
export interface BriefTexts {
  deliveryDays: (range: {from: number; to: number}) => string;
  /** One figure: a tier's working days ("3 working days"). */
  deliveryDay: (count: number) => string;
  deliveryQuote: string;
  quote: string;
}

export function takesBriefs(status: string): boolean {
  return (BRIEFABLE_STATUSES as readonly string[]).includes(status);
}

/** A line's working days as the brief says them: its tier's as bought, else its service's (lib/catalog/tiers/facts). */
function deliveryOf(days: readonly [number, number] | null, texts: BriefTexts): string {
  if (!days) return texts.deliveryQuote;
  return days[0] === days[1] ? texts.deliveryDay(days[0]) : texts.deliveryDays({from: days[0], to: days[1]});
}

/** The brief forms of an order's lines that have none yet: empty when every line has its brief, or the order takes none. */
export function pendingBriefs(order: BriefableOrder, where: {country: CountryCode; lang: Language}, texts: BriefTexts, options: {token?: string | null; orderPath: string}): BriefTarget[] {
  if (!takesBriefs(order.status)) return [];
  return order.items
    .filter((line) => !line.briefId)
    .map((line) => {
      const service = line.itemType === 'service' ? SERVICES.find((s) => String(s.id) === line.itemId) : undefined;
      const kind = line.itemType === 'template' || line.itemType === 'package' ? line.itemType : 'service';
      return {
        kind,
        serviceId: service?.id,
        name: line.title,
        price: order.status === 'quote_review' ? texts.quote : formatMoney({amount: line.lineAmount, currency: order.currency as CurrencyCode}, pageLocale(where.country, where.lang)),
        delivery: deliveryOf(lineFacts(line, service)?.days ?? null, texts),
        orderId: order.id,
        orderItemId: line.id,
        orderToken: options.token ?? undefined,
        returnTo: localizedPath(where.country, where.lang, options.orderPath),
      };
    });
}
