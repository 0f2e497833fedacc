/**
 * Which provider takes a country's payments. The country table lists each country's real
 * provider (Toss Payments for Korea, Stripe elsewhere); until its keys are configured the
 * country runs in demo mode. `npm start` refuses demo mode in production unless allowed.
 */
import {COUNTRY_CODES, type CountryCode} from '@/lib/countries';
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

/**
 * Why `npm start` must not run, or null: in production, demo payments (nothing is charged) are
 * refused unless ALLOW_DEMO_PAYMENTS=true says the operator means it.
 */
export function demoPaymentsRefusal(settings: {NODE_ENV: string; ALLOW_DEMO_PAYMENTS: boolean}): string | null {
  if (settings.NODE_ENV !== 'production' || settings.ALLOW_DEMO_PAYMENTS) return null;
  const demo = COUNTRY_CODES.filter((country) => paymentProviderFor(country).demo);
  if (!demo.length) return null;
  return `Payments are in demo mode (nothing is charged) for ${demo.join(', ')}: configure the payment providers, or set ALLOW_DEMO_PAYMENTS=true to run a demo shop in production.`;
}
