/**
 * Which provider takes a country's payments. The country table lists each country's real
 * provider (Toss Payments for Korea, Stripe elsewhere); until its keys are configured the
 * country runs in demo mode. `npm start` refuses demo mode in production unless allowed.
 */
import type {CountryCode} from '@/lib/countries';
import {demoProvider} from './demo';
import type {PaymentProvider, ProviderId} from './types';

const PROVIDERS: Partial<Record<ProviderId, PaymentProvider>> = {demo: demoProvider};

export function paymentProviderFor(country: CountryCode): PaymentProvider {
  void country; // every country is in demo mode until a real provider is configured
  return demoProvider;
}

export function paymentProviderById(id: ProviderId): PaymentProvider | undefined {
  return PROVIDERS[id];
}

/** True when some country would take demo payments (no real provider configured for it). */
export function demoPaymentsInUse(countries: readonly CountryCode[]): boolean {
  return countries.some((country) => paymentProviderFor(country).demo);
}
