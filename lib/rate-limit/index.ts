/**
 * Fixed-window counters for rate limits: in memory by default, in Redis when REDIS_URL is set
 * (then every app instance shares them).
 */
import {createHash} from 'node:crypto';
import {Redis} from 'ioredis';

export interface Limit {
  /** Counter name prefix, e.g. 'login-ip'. */
  name: string;
  max: number;
  windowMs: number;
}

export interface Counter {
  /** Adds one and returns the count in the current window and the ms until it ends. */
  hit(key: string, windowMs: number): Promise<{count: number; resetMs: number}>;
  /** The count in the current window without adding. */
  peek(key: string): Promise<{count: number; resetMs: number}>;
  clear(key: string): Promise<void>;
}

export function memoryCounter(now: () => number = Date.now): Counter {
  const windows = new Map<string, {count: number; endsAt: number}>();
  const current = (key: string) => {
    const w = windows.get(key);
    if (!w || w.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return w;
  };
  return {
    async hit(key, windowMs) {
      const w = current(key) ?? {count: 0, endsAt: now() + windowMs};
      w.count += 1;
      windows.set(key, w);
      if (windows.size > 50_000) for (const [k] of windows) if (!current(k)) windows.delete(k);
      return {count: w.count, resetMs: w.endsAt - now()};
    },
    async peek(key) {
      const w = current(key);
      return {count: w?.count ?? 0, resetMs: w ? w.endsAt - now() : 0};
    },
    async clear(key) {
      windows.delete(key);
    },
  };
}

/**
 * A counter's key as Redis stores it: the limit's name, then a hash of what it counts (an e-mail
 * address, a client address), so whoever can read Redis learns no addresses from it.
 */
export function storedKey(key: string, prefix = 'rl:'): string {
  const at = key.indexOf(':');
  const [name, value] = at < 0 ? ['', key] : [key.slice(0, at + 1), key.slice(at + 1)];
  return `${prefix}${name}${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`;
}

/** How long a rate-limit counter waits for Redis (connecting, and each command) before it gives up. */
export const REDIS_TIMEOUT_MS = 2_000;

/**
 * The counters cannot be reached (Redis down or too slow). Every limit guards money or abuse (sign-in,
 * sign-up, orders, mails, files), so the limited request is refused rather than let through
 * uncounted: lib/http/api.ts answers it 503 with Retry-After (fail closed).
 */
export class LimitsUnavailableError extends Error {
  readonly code = 'LIMITS_UNAVAILABLE';
  constructor(cause: unknown) {
    super('rate limits: Redis cannot be reached', {cause});
    this.name = 'LimitsUnavailableError';
  }
}

/**
 * Counters in Redis. `url` as ioredis reads it: redis://[user:password@]host:port/db, or rediss://
 * for TLS (docs/deploy.md#many-instances: the shared Redis needs a password and TLS or a private network).
 */
export function redisCounter(url: string, prefix = 'rl:', {timeoutMs = REDIS_TIMEOUT_MS}: {timeoutMs?: number} = {}): Counter & {quit: () => Promise<void>} {
  const redis = new Redis(url, {lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true, connectTimeout: timeoutMs, commandTimeout: timeoutMs});
  // A Redis that went away is reported by the calls that need it (LimitsUnavailableError); ioredis reconnects by itself.
  redis.on('error', () => {});
  const unavailable = (error: unknown): never => {
    throw new LimitsUnavailableError(error);
  };
  return {
    async hit(key, windowMs) {
      const k = storedKey(key, prefix);
      const [[, count], [, ttl]] = (await redis.multi().incr(k).pttl(k).exec().catch(unavailable)) as [[null, number], [null, number]];
      if (ttl < 0) {
        await redis.pexpire(k, windowMs).catch(unavailable);
        return {count, resetMs: windowMs};
      }
      return {count, resetMs: ttl};
    },
    async peek(key) {
      const k = storedKey(key, prefix);
      const [[, count], [, ttl]] = (await redis.multi().get(k).pttl(k).exec().catch(unavailable)) as [[null, string | null], [null, number]];
      return {count: Number(count ?? 0), resetMs: Math.max(0, ttl)};
    },
    async clear(key) {
      await redis.del(storedKey(key, prefix)).catch(unavailable);
    },
    async quit() {
      // Not connected (Redis down): stop reconnecting instead of waiting to say goodbye.
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}

/** A limiter over a counter: `attempt` counts and answers whether the caller is still allowed. */
export function limiter(counter: Counter) {
  return {
    async attempt(limit: Limit, key: string) {
      const {count, resetMs} = await counter.hit(`${limit.name}:${key}`, limit.windowMs);
      return {allowed: count <= limit.max, retryAfterS: Math.ceil(resetMs / 1000)};
    },
    /** Whether failures so far already reached the limit (checked before trying). */
    async blocked(limit: Limit, key: string) {
      const {count, resetMs} = await counter.peek(`${limit.name}:${key}`);
      return {blocked: count >= limit.max, retryAfterS: Math.ceil(resetMs / 1000)};
    },
    async fail(limit: Limit, key: string) {
      await counter.hit(`${limit.name}:${key}`, limit.windowMs);
    },
    async reset(limit: Limit, key: string) {
      await counter.clear(`${limit.name}:${key}`);
    },
  };
}

export type Limiter = ReturnType<typeof limiter>;

/**
 * The limits (docs/security.md#limits-and-rules). Logins: 20 attempts per address a minute; 5 failures of
 * one account from one address per 15 min stop that address for that account; 5 failures of an
 * account from anywhere put it "under attack": unknown devices are slowed down, known ones not.
 */
export const LIMITS = {
  loginAccountFailures: {name: 'login-fail', max: 5, windowMs: 15 * 60_000},
  loginAddressFailures: {name: 'login-pair-fail', max: 5, windowMs: 15 * 60_000},
  /** A known device may still fail this often per address before it waits too. */
  loginKnownDeviceFailures: {name: 'login-device-fail', max: 10, windowMs: 15 * 60_000},
  verifyResendAccount: {name: 'verify-resend', max: 3, windowMs: 60 * 60_000},
  /** My page's e-mail change mails a link to the new address: as many as confirmation links, per account and per address. */
  emailChangeAccount: {name: 'email-change', max: 3, windowMs: 60 * 60_000},
  emailChangeAddress: {name: 'email-change-to', max: 3, windowMs: 60 * 60_000},
  /** Wrong current passwords on My page (change password or e-mail, delete the account): 5 per account in 15 min. */
  accountPasswordFailures: {name: 'account-password-fail', max: 5, windowMs: 15 * 60_000},
  loginIp: {name: 'login-ip', max: 20, windowMs: 60_000},
  checkEmailIp: {name: 'check-email-ip', max: 30, windowMs: 60_000},
  forgotPasswordIp: {name: 'forgot-ip', max: 5, windowMs: 15 * 60_000},
  forgotPasswordAccount: {name: 'forgot-account', max: 3, windowMs: 60 * 60_000},
  registerIp: {name: 'register-ip', max: 10, windowMs: 60 * 60_000},
  /** Kakao or Naver gave no address: the confirmation mail to the one the person typed, per caller and per address (lib/auth/oauth). */
  oauthEmailIp: {name: 'oauth-email-ip', max: 5, windowMs: 15 * 60_000},
  oauthEmailAddress: {name: 'oauth-email-to', max: 3, windowMs: 60 * 60_000},
  /** A guest's quote request mails the address it names: few per caller and per address. */
  quoteRequestIp: {name: 'quote-ip', max: 5, windowMs: 60 * 60_000},
  quoteRequestEmail: {name: 'quote-email', max: 3, windowMs: 60 * 60_000},
  /** An account's quote requests and briefs without an order (each mails the studio and the customer): per account. */
  quoteRequestAccount: {name: 'quote-account', max: 10, windowMs: 60 * 60_000},
  /** Contact messages (each mails the studio), per address. */
  contactIp: {name: 'contact-ip', max: 5, windowMs: 60 * 60_000},
  /** Studio mails of one kind (contact, quote) mailed one by one an hour, across the shop; the rest go as one digest (lib/mail/studio-digest). */
  studioMails: {name: 'studio-mails', max: 5, windowMs: 60 * 60_000},
  /** Instant previews (a model run each): per visitor (account or preview cookie) and per address. */
  previewVisitor: {name: 'preview-visitor', max: 20, windowMs: 60 * 60_000},
  previewIp: {name: 'preview-ip', max: 60, windowMs: 60 * 60_000},
  /** Tickets to put a file straight into the bucket (lib/uploads/direct), per address: each one is a file someone may store. */
  directTicketIp: {name: 'direct-ticket-ip', max: 120, windowMs: 60 * 60_000},
  /** Messages in order conversations (lib/orders/conversation): per writer (an admin, the buyer's account or the guest link) and order. */
  orderMessages: {name: 'order-message', max: 30, windowMs: 60 * 60_000},
  /**
   * New orders (lib/orders/limits): each is stored and may be written about; 10 an hour per
   * caller's address, per customer e-mail and per account. A buyer places one or two.
   */
  orderIp: {name: 'order-ip', max: 10, windowMs: 60 * 60_000},
  orderEmail: {name: 'order-email', max: 10, windowMs: 60 * 60_000},
  orderAccount: {name: 'order-account', max: 10, windowMs: 60 * 60_000},
  /** New questions before buying (lib/orders/questions): each is stored and mails the address it names; per caller's address and per e-mail. */
  questionIp: {name: 'question-ip', max: 5, windowMs: 60 * 60_000},
  questionEmail: {name: 'question-email', max: 3, windowMs: 60 * 60_000},
  /** Buyers' conversation messages from one address across all orders: 60 an hour. */
  orderMessageIp: {name: 'order-message-ip', max: 60, windowMs: 60 * 60_000},
} as const satisfies Record<string, Limit>;
