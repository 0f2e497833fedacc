/**
 * What kind of deploy this is, and which configurations must not start at all. Pure (no
 * 'server-only', no env import) so the scripts and the servers share it: `npm start`
 * (scripts/start.mts) prints the refusal and exits, and instrumentation.ts throws it so that no
 * other server entry serves a refused configuration either.
 *
 * A preview deploy (APP_ENV=preview, or Vercel's VERCEL_ENV=preview) is the shop built from a
 * branch for review: every page says noindex and wears a "Preview" ribbon, robots.txt disallows
 * everything, no mail reaches a customer (lib/mail), and it takes no real payments.
 */
import type {Env} from '@/lib/env';

type DeployEnv = Pick<Env, 'APP_ENV' | 'VERCEL_ENV' | 'VERCEL' | 'DATABASE_URL' | 'S3_BUCKET' | 'TOSS_CLIENT_KEY' | 'TOSS_SECRET_KEY' | 'STRIPE_SECRET_KEY'>;

/** True for a preview deploy: APP_ENV=preview, or VERCEL_ENV=preview on Vercel. */
export function isPreview(env: Partial<Pick<Env, 'APP_ENV' | 'VERCEL_ENV'>>): boolean {
  return env.APP_ENV === 'preview' || env.VERCEL_ENV === 'preview';
}

/** Toss's live keys are `live_gck_…`/`live_gsk_…` (test ones `test_…`); Stripe's live secret and restricted keys `sk_live_…`/`rk_live_…`. */
function liveKeys(env: DeployEnv): string[] {
  const live: string[] = [];
  if (env.TOSS_CLIENT_KEY?.startsWith('live_')) live.push('TOSS_CLIENT_KEY');
  if (env.TOSS_SECRET_KEY?.startsWith('live_')) live.push('TOSS_SECRET_KEY');
  if (env.STRIPE_SECRET_KEY && /^(sk|rk)_live_/.test(env.STRIPE_SECRET_KEY)) live.push('STRIPE_SECRET_KEY');
  return live;
}

/**
 * Why this deploy must not start, or undefined. The message is for the operator's console:
 * - a preview needs a database of its own (DATABASE_URL), never production's data nor a throwaway embedded one;
 * - a preview takes no real money: demo mode (no keys) or the providers' test keys only;
 * - on a serverless host (VERCEL) the local disk does not last: the embedded database (PGlite) and
 *   local uploads would be lost, so DATABASE_URL and S3_BUCKET are required.
 */
export function deploymentRefusal(env: DeployEnv): string | undefined {
  const reasons: string[] = [];
  const preview = isPreview(env);
  if (preview && !env.DATABASE_URL) {
    reasons.push(
      "A preview deploy needs its own DATABASE_URL: a PostgreSQL database for this preview alone (never the live shop's), so reviews neither touch real orders nor lose their data. Set DATABASE_URL, or unset APP_ENV=preview/VERCEL_ENV=preview for a non-preview deploy.",
    );
  }
  const live = preview ? liveKeys(env) : [];
  if (live.length) {
    reasons.push(
      `A preview deploy must not take real payments, but ${live.join(', ')} ${live.length === 1 ? 'is a live key' : 'are live keys'}. Use the providers' test keys (Toss test_…, Stripe sk_test_…) or leave the keys unset for demo payments (nothing is charged).`,
    );
  }
  if (env.VERCEL && !env.DATABASE_URL) {
    reasons.push('On a serverless host (VERCEL=1) the embedded PGlite database in DATA_DIR would lose its data between instances: set DATABASE_URL to a PostgreSQL database.');
  }
  if (env.VERCEL && !env.S3_BUCKET) {
    reasons.push('On a serverless host (VERCEL=1) local file storage (DATA_DIR/uploads) would lose uploaded files: set S3_BUCKET (and its S3_* settings) to keep them in an S3-compatible bucket.');
  }
  return reasons.length ? reasons.join('\n') : undefined;
}
