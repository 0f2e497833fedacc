'use client';

import type {useTranslations} from 'next-intl';
import type {BriefTarget} from '@/lib/briefs/events';
import {SERVICES} from '@/lib/catalog/catalog';
import {pageLocale, type CountryCode, type CurrencyCode} from '@/lib/countries';
import type {Language} from '@/lib/i18n/languages';
import {localizedPath} from '@/lib/i18n/paths';
import {formatMoney} from '@/lib/money';

export interface BriefableOrder {
  orderUuid: string;
  serviceId: number | null;
  amount: number;
  currency: string;
  productName: string;
  /** The order's page (path after the country and language). */
  orderUrl: string;
}

/** The brief for a paid service order: its service, the price paid, and back to the order once sent; null for other orders. */
export function orderBriefTarget(order: BriefableOrder, country: CountryCode, lang: Language, tb: ReturnType<typeof useTranslations<'Brief'>>): BriefTarget | null {
  const service = SERVICES.find((s) => s.id === order.serviceId);
  if (!service) return null;
  return {
    serviceId: service.id,
    name: order.productName,
    price: formatMoney({amount: order.amount, currency: order.currency as CurrencyCode}, pageLocale(country, lang)),
    delivery: service.deliveryDays ? tb('deliveryDays', {from: service.deliveryDays[0], to: service.deliveryDays[1]}) : tb('deliveryQuote'),
    orderId: order.orderUuid,
    returnTo: localizedPath(country, lang, order.orderUrl),
  };
}
