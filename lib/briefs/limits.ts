/**
 * How often quote requests may be made (each mails the studio and the customer): a guest's per
 * caller's address and per address named (LIMITS.quoteRequestIp, quoteRequestEmail), an account's
 * per account (LIMITS.quoteRequestAccount; docs/security.md#limits-and-rules, "Studio mails"). The account's limit also covers
 * briefs sent without an order, which start a quote request. Free of `server-only` for the tests.
 */
import {LIMITS, type Limiter} from '@/lib/rate-limit';

export type QuoteRequester = {userId: string} | {address: string; email: string};

export async function quoteRequestAllowed(limits: Limiter, who: QuoteRequester): Promise<{allowed: true} | {allowed: false; retryAfterS: number}> {
  const checks =
    'userId' in who
      ? ([[LIMITS.quoteRequestAccount, who.userId]] as const)
      : ([
          [LIMITS.quoteRequestIp, who.address],
          [LIMITS.quoteRequestEmail, who.email.toLowerCase()],
        ] as const);
  for (const [limit, key] of checks) {
    const attempt = await limits.attempt(limit, key);
    if (!attempt.allowed) return {allowed: false, retryAfterS: Math.max(1, attempt.retryAfterS)};
  }
  return {allowed: true};
}
