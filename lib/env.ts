/**
 * The one reader of process.env. Every setting the product has is declared here, parsed once,
 * and typed; anything invalid stops the process with a message naming the variable.
 * Documented in docs/configuration.md.
 */
import {z} from 'zod';
import {isTimeZone, parseHours} from '@/lib/business/details';

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** A tax rate in percent (0-50, up to two decimals), with its default. */
const percent = (fallback: number) => z.coerce.number().min(0).max(50).multipleOf(0.01).default(fallback);

/** A period in whole minutes that divides the hour (so it is one cron step), or the hour itself. */
const everyMinutes = (fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1)
    .max(60)
    .refine((n) => 60 % n === 0, 'must divide 60 (1, 2, 3, 4, 5, 6, 10, 12, 15, 20, 30 or 60)')
    .default(fallback);

const emailList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** `preview` makes this deploy a preview (lib/deploy/environment.ts): noindex, a ribbon, no live payments, no real mail. */
    APP_ENV: optionalString.pipe(z.enum(['production', 'preview', 'development']).optional()),
    /** Set by Vercel: which of its environments this deploy is (`preview` counts as APP_ENV=preview). */
    VERCEL_ENV: optionalString.pipe(z.enum(['production', 'preview', 'development']).optional()),
    /** Set by Vercel (`1`): a serverless host, whose local disk does not last (lib/deploy/environment.ts). */
    VERCEL: bool,
    /**
     * The shop's public address (https://shop.example.com): payment returns, links in mails,
     * canonical and language links, the sitemap. Unset: Vercel's own address of the deploy, else
     * http://localhost:$PORT (a shop on this machine); the standalone server refuses to start without it.
     */
    APP_URL: optionalString.pipe(z.url({protocol: /^https?$/, error: 'must be an http:// or https:// URL'}).optional()),
    /** Set by Vercel: the deploy's own host name (no scheme), and the project's production domain. */
    VERCEL_URL: optionalString,
    VERCEL_PROJECT_PRODUCTION_URL: optionalString,
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    /** The address the production server listens on (127.0.0.1 behind a proxy on the same machine); unset: every interface. */
    BIND_ADDRESS: optionalString,
    /** How long the production server lets requests in flight finish after SIGTERM before it cuts them off. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(10_000),
    /** Background jobs (docs/operations.md#background-jobs): a failed job's first retry delay in seconds, doubled each attempt up to JOB_RETRY_MAX_DELAY_S. */
    JOB_RETRY_DELAY_S: z.coerce.number().int().min(1).max(3600).default(30),
    JOB_RETRY_MAX_DELAY_S: z.coerce.number().int().min(1).max(86_400).default(3600),
    /** How many retries before a mail is kept as failed (40 at the defaults: more than a day). */
    JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(1000).default(40),
    /** How often an idle worker looks for due jobs, in seconds. */
    JOB_POLL_S: z.coerce.number().min(0.5).max(60).default(2),
    /** How often payment reconciliation and the clean-up of unused uploads are due, in minutes (a divisor of 60, or 60). */
    RECONCILE_EVERY_MIN: everyMinutes(5),
    CLEANUP_EVERY_MIN: everyMinutes(60),
    /** The bearer token POST /api/cron/{job} requires (a host's cron, e.g. Vercel Cron); unset: the endpoint is off. */
    CRON_SECRET: optionalString.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    /** The standalone server (`npm run start:prod`) applies migrations and the seed before it serves. */
    MIGRATE_ON_START: bool,
    /**
     * How many proxies in front of the app append to X-Forwarded-For (nginx: 1; Cloudflare in
     * front of nginx: 2). 0 = clients reach the app directly: their address is the socket's.
     */
    TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
    /** Folder for the embedded database and local files. */
    DATA_DIR: z.string().min(1).default('.data'),
    /** postgres://… switches from the embedded database to PostgreSQL. */
    DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** `npm run bench` creates its PostgreSQL database on this server (else TEST_DATABASE_URL's). */
    BENCH_DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    /** Integration tests also run against this PostgreSQL database when set. */
    TEST_DATABASE_URL: optionalString.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
    ADMIN_EMAILS: emailList,
    /** The language of the studio's own mails (new orders, briefs, quote and revision requests, contact messages). */
    ADMIN_LANGUAGE: z.enum(['en', 'ko', 'ja', 'zh', 'vi']).default('en'),
    /** Contact messages and quote requests mailed to the studio one by one each hour (per kind); the rest go as one digest (lib/mail/studio-digest). */
    STUDIO_MAILS_PER_HOUR: z.coerce.number().int().min(0).max(10_000).default(5),
    /** New orders an hour per client address, per customer e-mail and per account (lib/orders/limits); past it 429. */
    ORDERS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(10),
    ADMIN_PASSWORD: optionalString,
    /** Signs session cookies. Without it, one is generated once into DATA_DIR/auth-secret. */
    AUTH_SECRET: optionalString.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Kakao Login (developers.kakao.com): the app's REST API key and its client secret; both set shows the Kakao button. */
    KAKAO_CLIENT_ID: optionalString,
    KAKAO_CLIENT_SECRET: optionalString,
    /** Naver Login (developers.naver.com): the application's client id and secret; both set shows the Naver button. */
    NAVER_CLIENT_ID: optionalString,
    NAVER_CLIENT_SECRET: optionalString,
    /** Where Kakao's and Naver's OAuth endpoints are (tests point them at local fakes); unset: the real ones. https in production, except on this machine. */
    KAKAO_OAUTH_BASE: optionalString.pipe(z.url({protocol: /^https?$/, error: 'must be an http:// or https:// URL'}).optional()),
    NAVER_OAUTH_BASE: optionalString.pipe(z.url({protocol: /^https?$/, error: 'must be an http:// or https:// URL'}).optional()),
    /** smtp(s)://user:pass@host:port sends mail; without it mail is written to DATA_DIR/outbox. */
    SMTP_URL: optionalString.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: optionalString,
    /** In a preview deploy with SMTP_URL, every mail goes to this one address instead of its recipients. */
    MAIL_CATCHALL: optionalString.pipe(z.email().optional()),
    /**
     * redis://[user:password@]host:port/db, or rediss://… for TLS, keeps rate-limit counters and the
     * page cache's tag times in Redis (shared by every app instance). Give Redis a password (ACL user)
     * and TLS or a private network: readiness warns without them (lib/health/probes).
     */
    REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .refine((url) => URL.canParse(url), 'is not a valid URL (percent-encode special characters in the password)')
        .optional(),
    ),
    /**
     * Set by `npm test` for its integration tests: a migrated embedded database folder to copy, and a
     * migrated PostgreSQL database (on TEST_DATABASE_URL's server) to create databases from, instead of
     * applying the migrations to every test's fresh database (tests/integration/templates.ts).
     */
    TEST_PGLITE_TEMPLATE: optionalString,
    TEST_PG_TEMPLATE: optionalString,
    /** Integration tests also run the Redis rate limiter against this server when set. */
    TEST_REDIS_URL: optionalString.pipe(
      z
        .string()
        .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
        .optional(),
    ),
    /** A folder holding Debian's fonts-noto-cjk, unpacked by .ci/run, for the end-to-end test of a device with Noto Sans CJK. */
    TEST_CJK_FONTS_DIR: optionalString,
    /** Malformed inputs per API route and caller in the fuzz tests (`npm test` uses the default; `npm run bench:fuzz` 1,000). */
    FUZZ_RUNS: z.coerce.number().int().min(1).max(100_000).default(40),
    /** Uploaded files go to this S3-compatible bucket when set (else DATA_DIR/uploads). */
    S3_BUCKET: optionalString,
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** For S3-compatible services (MinIO, R2…): their endpoint URL. */
    S3_ENDPOINT: optionalString.pipe(z.url().optional()),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: bool,
    /** How long a bucket request waits to connect, and then for each answer's next bytes, before it gives up (tried twice at most): uploads and downloads then answer 503. */
    S3_TIMEOUT_MS: z.coerce.number().int().min(200).max(120_000).default(5_000),
    /** Toss Payments (Korea): the payment widget's client key (test_gck_… / live_gck_…) and its secret key. */
    TOSS_CLIENT_KEY: optionalString,
    TOSS_SECRET_KEY: optionalString,
    /** Where Toss's API is (tests point it at a local fake). */
    TOSS_API_BASE_URL: z.url().default('https://api.tosspayments.com'),
    /** Stripe (every country but Korea): secret key and the webhook endpoint's signing secret. */
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Tests point Stripe's client at a local fake. */
    STRIPE_API_HOST: optionalString,
    STRIPE_API_PORT: z.coerce.number().int().min(1).max(65535).default(443),
    STRIPE_API_PROTOCOL: z.enum(['http', 'https']).default('https'),
    /** How long a confirm may take before its outcome counts as unknown (Toss: at least 30 s). */
    PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
    /** Production runs with demo payments (nothing charged) only when this is true. */
    ALLOW_DEMO_PAYMENTS: bool,
    UPLOAD_MAX_IMAGE_MB: z.coerce.number().positive().max(1024).default(10),
    UPLOAD_MAX_VIDEO_MB: z.coerce.number().positive().max(10240).default(200),
    /** What one account may upload in any 24 hours (the studio's deliverables are exempt). */
    UPLOAD_DAILY_MB: z.coerce.number().positive().max(1_048_576).default(1024),
    UPLOAD_DAILY_FILES: z.coerce.number().int().min(1).max(100_000).default(200),
    /** The instant preview (docs/preview.md): model runs at once (default: one per core), jobs that may wait, and how long one may take in all. */
    PREVIEW_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
    PREVIEW_QUEUE: z.coerce.number().int().min(0).max(1000).default(16),
    PREVIEW_TIMEOUT_MS: z.coerce.number().int().min(1000).max(300_000).default(20_000),
    SITE_NAME: z.string().min(1).default('AI Creative Studio'),
    COMPANY_NAME: z.string().min(1).default('AI Creative Studio Co., Ltd.'),
    COMPANY_REPRESENTATIVE: optionalString,
    COMPANY_REGISTRATION: optionalString,
    COMPANY_ADDRESS: optionalString,
    CONTACT_EMAIL: optionalString.pipe(z.email().optional()),
    /** Tax numbers printed on receipts, where the country has one (Korea's is COMPANY_REGISTRATION). */
    TAX_ID_AU: optionalString,
    TAX_ID_VN: optionalString,
    TAX_ID_CN: optionalString,
    TAX_ID_MY: optionalString,
    /** Tax included in consumer prices, in percent: Korea VAT, Australia GST, Vietnam VAT, China VAT, Malaysia SST (the US shows none). */
    TAX_RATE_KR: percent(10),
    TAX_RATE_AU: percent(10),
    TAX_RATE_VN: percent(10),
    TAX_RATE_CN: percent(6),
    TAX_RATE_MY: percent(8),
    PHONE_KR: optionalString,
    PHONE_US: optionalString,
    PHONE_VN: optionalString,
    SOCIAL_URL: optionalString.pipe(z.url().optional()),
    /** Opening hours a first start shows ("Mon-Fri 09:00-18:00, Sat 10:00-14:00"), in BUSINESS_TIME_ZONE; the admin settings take over once saved. */
    BUSINESS_HOURS: z
      .string()
      .default('Mon-Fri 09:00-18:00')
      .refine((v) => parseHours(v) !== null, 'like "Mon-Fri 09:00-18:00, Sat 10:00-14:00"'),
    BUSINESS_TIME_ZONE: z.string().default('Asia/Seoul').refine(isTimeZone, 'an IANA time zone such as Asia/Seoul'),
    /** `json`: one JSON object per log line, with the request's id (lib/log); `pretty`: plain console output. Unset: json in production, else pretty. */
    LOG_FORMAT: optionalString.pipe(z.enum(['json', 'pretty']).optional()),
    /** An OTLP/HTTP collector's base URL (without /v1/traces): the servers send their traces there (instrumentation.ts). Unset: no tracing. */
    OTEL_EXPORTER_OTLP_ENDPOINT: optionalString.pipe(z.url({protocol: /^https?$/, error: 'must be an http:// or https:// URL'}).optional()),
    /** `http/protobuf` (the default) or `http/json`; read by the OpenTelemetry exporter itself, checked here. */
    OTEL_EXPORTER_OTLP_PROTOCOL: optionalString.pipe(z.enum(['http/protobuf', 'http/json']).optional()),
    /** The service name the traces carry. */
    OTEL_SERVICE_NAME: z.string().trim().min(1).default('storefront'),
    /** Set by CI systems; makes test tooling stricter. */
    CI: bool,
    /** Set by Next.js itself, not configuration: `phase-production-build` while `next build` runs. */
    NEXT_PHASE: optionalString,
  })
  .superRefine((env, ctx) => {
    for (const key of ['KAKAO_OAUTH_BASE', 'NAVER_OAUTH_BASE'] as const) {
      // A sign-in's code and secret go there: a production shop talks to the providers over https only.
      const url = env[key] ? new URL(env[key]) : null;
      if (env.NODE_ENV === 'production' && url?.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
        ctx.addIssue({code: 'custom', path: [key], message: 'must be an https:// URL in production (http only for this machine)'});
    }
    if (env.NODE_ENV === 'production' && env.ADMIN_EMAIL && !env.ADMIN_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_PASSWORD'],
        message: 'is required in production when ADMIN_EMAIL is set',
      });
    }
  })
  .transform((env) => ({
    ...env,
    APP_URL: appUrl(env),
    /** Whether APP_URL was set (or Vercel said the address): else it is this machine's http://localhost:$PORT. */
    APP_URL_SET: env.APP_URL !== undefined || vercelHost(env) !== undefined,
    LOG_FORMAT: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? ('json' as const) : ('pretty' as const)),
  }));

/** On Vercel without APP_URL: the production domain in production, the deploy's own address otherwise. */
function vercelHost(env: {VERCEL_ENV?: string; VERCEL_URL?: string; VERCEL_PROJECT_PRODUCTION_URL?: string}): string | undefined {
  return (env.VERCEL_ENV === 'production' ? env.VERCEL_PROJECT_PRODUCTION_URL : undefined) ?? env.VERCEL_URL;
}

/** The shop's origin without a trailing slash: APP_URL, Vercel's address, or http://localhost:$PORT. */
function appUrl(env: {APP_URL?: string; PORT: number; VERCEL_ENV?: string; VERCEL_URL?: string; VERCEL_PROJECT_PRODUCTION_URL?: string}): string {
  const host = vercelHost(env);
  const url = env.APP_URL ?? (host ? `https://${host.replace(/^https?:\/\//, '')}` : `http://localhost:${env.PORT}`);
  return url.replace(/\/+$/, '');
}

export type Env = z.infer<typeof schema>;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  - ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new Error(`Invalid configuration (see docs/configuration.md):\n${lines.join('\n')}`);
  }
  return result.data;
}

export const env: Env = parseEnv(process.env);

/** Every e-mail address that is made admin at seed or sign-up. */
export const adminEmails: readonly string[] = [...new Set([...(env.ADMIN_EMAIL ? [env.ADMIN_EMAIL.toLowerCase()] : []), ...env.ADMIN_EMAILS])];

/** The environment for child processes the scripts start (next build / next start). */
export function childProcessEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {...process.env, NEXT_TELEMETRY_DISABLED: '1', ...extra};
}
