/**
 * Which provider takes a country's payments: the country table names each country's real
 * provider (Toss Payments for Korea, Stripe elsewhere); a country whose provider has no keys
 * configured runs in demo mode. `npm start` refuses demo mode in production unless allowed.
 */
import {COUNTRIES, COUNTRY_CODES, type CountryCode} from '@/lib/countries';
import {isPreview} from '@/lib/deploy/environment';
import {env, type Env} from '@/lib/env';
import {demoProvider} from './demo';
import {stripeProvider, type StripeSettings} from './stripe/provider';
import {tossProvider, type TossSettings} from './toss/provider';
import type {PaymentProvider, ProviderId} from './types';

export interface PaymentProviders {
  forCountry(country: CountryCode): PaymentProvider;
  byId(id: ProviderId): PaymentProvider | undefined;
}

export function paymentProviders(settings: {toss?: TossSettings; stripe?: StripeSettings}): PaymentProviders {
  const toss = settings.toss ? tossProvider(settings.toss) : undefined;
  const stripe = settings.stripe ? stripeProvider(settings.stripe) : undefined;
  const real: Partial<Record<ProviderId, PaymentProvider>> = {demo: demoProvider, toss, stripe};
  return {
    forCountry(country) {
      const wanted = COUNTRIES[country].paymentProviders[0];
      return (wanted && real[wanted]) ?? demoProvider;
    },
    byId: (id) => real[id],
  };
}

let configured: PaymentProviders | undefined;

/** The providers this server is configured with (env). */
export function appPaymentProviders(): PaymentProviders {
  configured ??= paymentProviders({
    toss: env.TOSS_SECRET_KEY && env.TOSS_CLIENT_KEY ? {secretKey: env.TOSS_SECRET_KEY, clientKey: env.TOSS_CLIENT_KEY, baseUrl: env.TOSS_API_BASE_URL, timeoutMs: env.PAYMENT_TIMEOUT_MS} : undefined,
    stripe: env.STRIPE_SECRET_KEY
      ? {
          secretKey: env.STRIPE_SECRET_KEY,
          webhookSecret: env.STRIPE_WEBHOOK_SECRET,
          timeoutMs: env.PAYMENT_TIMEOUT_MS,
          api: env.STRIPE_API_HOST ? {host: env.STRIPE_API_HOST, port: env.STRIPE_API_PORT, protocol: env.STRIPE_API_PROTOCOL} : undefined,
        }
      : undefined,
  });
  return configured;
}

export function paymentProviderFor(country: CountryCode): PaymentProvider {
  return appPaymentProviders().forCountry(country);
}

/**
 * Why `npm start` must not run, or null: in production, demo payments (nothing is charged) are
 * refused unless ALLOW_DEMO_PAYMENTS=true says the operator means it. A preview deploy takes no
 * real money anyway (lib/deploy/environment.ts): demo mode is what it is meant to run.
 */
export function demoPaymentsRefusal(
  settings: {NODE_ENV: string; ALLOW_DEMO_PAYMENTS: boolean} & Partial<Pick<Env, 'APP_ENV' | 'VERCEL_ENV'>>,
  providers: PaymentProviders = appPaymentProviders(),
): string | null {
  if (settings.NODE_ENV !== 'production' || settings.ALLOW_DEMO_PAYMENTS || isPreview(settings)) return null;
  const demo = COUNTRY_CODES.filter((country) => providers.forCountry(country).demo);
  if (!demo.length) return null;
  return `Payments are in demo mode (nothing is charged) for ${demo.join(', ')}: configure the payment providers, or set ALLOW_DEMO_PAYMENTS=true to run a demo shop in production.`;
}
