/**
 * The studio's mail budget (docs/security.md#limits-and-rules, "Studio mails"): contact messages and quote requests each mail
 * every studio address, so a burst of them would flood the studio's inbox and spend the sending
 * quota. The first few of each kind an hour (STUDIO_MAILS_PER_HOUR, 5 by default; counted in Redis
 * when there is one, so across instances) are mailed one by one; the rest of that hour wait in this process and
 * go out together as one digest when the hour ends. Nothing is lost if the process stops first:
 * every message and request is kept (the Inbox, the orders), the digest only tells.
 * Free of `server-only` so the integration tests run it as the app does (lib/orders/notify).
 */
import {LIMITS, type Limit, type Limiter} from '@/lib/rate-limit';
import type {StudioNews} from './templates';

/** The news that can come in bursts from anyone (the rest is bounded by payments or order lines). */
export const DIGESTED_KINDS = ['contact', 'quote'] as const;
export type DigestedKind = (typeof DIGESTED_KINDS)[number];

const digested = (news: StudioNews): news is Extract<StudioNews, {kind: DigestedKind}> => (DIGESTED_KINDS as readonly string[]).includes(news.kind);

export interface StudioMailer {
  /** The mail of one piece of news to every studio address. */
  send: (news: StudioNews) => Promise<void>;
  /** One mail to every studio address listing what waited. */
  sendDigest: (kind: DigestedKind, news: StudioNews[]) => Promise<void>;
  /** Runs `flush` after `ms` (a timer that does not keep the process alive). */
  later?: (flush: () => void, ms: number) => void;
}

/** `budget`: how many of each kind are mailed one by one per window (LIMITS.studioMails; STUDIO_MAILS_PER_HOUR in the app). */
export function studioMailGate(limits: Limiter, mailer: StudioMailer, budget: Limit = LIMITS.studioMails) {
  const waiting = new Map<DigestedKind, StudioNews[]>();
  const later = mailer.later ?? ((flush, ms) => setTimeout(flush, ms).unref());
  const flush = async (kind: DigestedKind) => {
    const batch = waiting.get(kind) ?? [];
    waiting.delete(kind);
    if (batch.length) await mailer.sendDigest(kind, batch);
  };
  return {
    /** Mails the news now, or keeps it for the hour's digest once its kind has used up the hour's budget. */
    async notify(news: StudioNews): Promise<'sent' | 'digest'> {
      if (!digested(news)) {
        await mailer.send(news);
        return 'sent';
      }
      const attempt = await limits.attempt(budget, news.kind);
      if (attempt.allowed) {
        await mailer.send(news);
        return 'sent';
      }
      const batch = waiting.get(news.kind);
      if (batch) batch.push(news);
      else {
        waiting.set(news.kind, [news]);
        // When the budget's hour ends (a new hour mails one by one again).
        later(() => void flush(news.kind).catch((error: unknown) => console.error(`studio digest (${news.kind}) failed`, error)), Math.max(1, attempt.retryAfterS) * 1000);
      }
      return 'digest';
    },
    /** What waits for the digest (tests, shutdown). */
    waiting: (kind: DigestedKind) => waiting.get(kind)?.length ?? 0,
    flush,
  };
}
