/**
 * The studio's mail budget (docs/security.md#limits-and-rules, "Studio mails"): contact messages and quote requests each mail
 * every studio address, so a burst of them would flood the studio's inbox and spend the sending
 * quota. The first few of each kind an hour (STUDIO_MAILS_PER_HOUR, 5 by default; counted in Redis
 * when there is one, so across instances) are mailed one by one; the rest of that hour wait and go
 * out together as one digest when the hour ends. What waits is kept in the job queue
 * (`wait`: lib/orders/notify, lib/jobs/queue), never in the process, so a restart loses none of it.
 * Free of `server-only` so the integration tests run it as the app does (lib/orders/notify).
 */
import {LIMITS, type Limit, type Limiter} from '@/lib/rate-limit';
import type {StudioNews} from './templates';

/** The news that can come in bursts from anyone (the rest is bounded by payments or order lines). */
export const DIGESTED_KINDS = ['contact', 'quote'] as const;
export type DigestedKind = (typeof DIGESTED_KINDS)[number];

const digested = (news: StudioNews): news is Extract<StudioNews, {kind: DigestedKind}> => (DIGESTED_KINDS as readonly string[]).includes(news.kind);

/**
 * How the gate mails, in the caller's transaction `tx` when it passes one (the news and its mail
 * commit together): one piece of news now, or kept outside this process for its kind's digest.
 */
export interface StudioMailer<Tx> {
  /** The mail of one piece of news to every studio address. */
  send: (news: StudioNews, tx?: Tx) => Promise<void>;
  /** Keeps the news for its kind's digest, due in `dueInS` seconds (when the hour's budget ends). */
  wait: (kind: DigestedKind, news: StudioNews, dueInS: number, tx?: Tx) => Promise<void>;
}

/** `budget`: how many of each kind are mailed one by one per window (LIMITS.studioMails; STUDIO_MAILS_PER_HOUR in the app). */
export function studioMailGate<Tx = never>(limits: Limiter, mailer: StudioMailer<Tx>, budget: Limit = LIMITS.studioMails) {
  return {
    /** Mails the news now, or keeps it for the hour's digest once its kind has used up the hour's budget. */
    async notify(news: StudioNews, tx?: Tx): Promise<'sent' | 'digest'> {
      if (!digested(news)) {
        await mailer.send(news, tx);
        return 'sent';
      }
      const attempt = await limits.attempt(budget, news.kind);
      if (attempt.allowed) {
        await mailer.send(news, tx);
        return 'sent';
      }
      await mailer.wait(news.kind, news, Math.max(1, attempt.retryAfterS), tx);
      return 'digest';
    },
  };
}
