import {deploymentRefusal, isPreview} from '@/lib/deploy/environment';
import {addressRefusal} from '@/lib/deploy/address';
import {parseEnv} from '@/lib/env';
import {demoPaymentsRefusal} from '@/lib/payments';

const DB = 'postgres://preview:secret@db.example:5432/preview_123';

describe('preview deploys', () => {
  test('APP_ENV=preview or VERCEL_ENV=preview make a preview; nothing else does', () => {
    expect(isPreview(parseEnv({APP_ENV: 'preview'}))).toBe(true);
    expect(isPreview(parseEnv({VERCEL_ENV: 'preview'}))).toBe(true);
    expect(isPreview(parseEnv({APP_ENV: 'production', VERCEL_ENV: 'preview'}))).toBe(true);
    expect(isPreview(parseEnv({}))).toBe(false);
    expect(isPreview(parseEnv({APP_ENV: 'production', VERCEL_ENV: 'production'}))).toBe(false);
    expect(isPreview(parseEnv({APP_ENV: 'development'}))).toBe(false);
  });

  test('the new settings are parsed like the others: enums, VERCEL=1, an e-mail catch-all', () => {
    const env = parseEnv({APP_ENV: 'preview', VERCEL_ENV: 'preview', VERCEL: '1', MAIL_CATCHALL: ' qa@studio.example '});
    expect(env).toMatchObject({APP_ENV: 'preview', VERCEL_ENV: 'preview', VERCEL: true, MAIL_CATCHALL: 'qa@studio.example'});
    expect(parseEnv({}).VERCEL).toBe(false);
    expect(parseEnv({APP_ENV: '', VERCEL_ENV: ''})).toMatchObject({APP_ENV: undefined, VERCEL_ENV: undefined});
    expect(() => parseEnv({APP_ENV: 'staging'})).toThrow(/APP_ENV/);
    expect(() => parseEnv({VERCEL_ENV: 'prod'})).toThrow(/VERCEL_ENV/);
    expect(() => parseEnv({MAIL_CATCHALL: 'not-an-address'})).toThrow(/MAIL_CATCHALL/);
    expect(() => parseEnv({VERCEL: 'yes'})).toThrow(/VERCEL/);
  });

  // Each row: the environment, and what the refusal must say (undefined: the deploy may start).
  const table: [string, Record<string, string>, RegExp | undefined][] = [
    [
      'a preview with its own database and test keys',
      {APP_ENV: 'preview', DATABASE_URL: DB, TOSS_CLIENT_KEY: 'test_gck_abc', TOSS_SECRET_KEY: 'test_gsk_abc', STRIPE_SECRET_KEY: 'sk_test_abc'},
      undefined,
    ],
    ['a preview with its own database in demo mode (no keys)', {APP_ENV: 'preview', DATABASE_URL: DB}, undefined],
    ['a Vercel preview with a database, a bucket and test keys', {VERCEL: '1', VERCEL_ENV: 'preview', DATABASE_URL: DB, S3_BUCKET: 'previews', STRIPE_SECRET_KEY: 'rk_test_abc'}, undefined],
    ['a preview without a database', {APP_ENV: 'preview'}, /A preview deploy needs its own DATABASE_URL/],
    ['a Vercel preview without a database', {VERCEL_ENV: 'preview', S3_BUCKET: 'previews'}, /A preview deploy needs its own DATABASE_URL/],
    [
      'a preview with a live Toss secret key',
      {APP_ENV: 'preview', DATABASE_URL: DB, TOSS_CLIENT_KEY: 'test_gck_abc', TOSS_SECRET_KEY: 'live_gsk_abc'},
      /must not take real payments.*TOSS_SECRET_KEY is a live key/,
    ],
    ['a preview with a live Toss client key', {APP_ENV: 'preview', DATABASE_URL: DB, TOSS_CLIENT_KEY: 'live_gck_abc', TOSS_SECRET_KEY: 'test_gsk_abc'}, /TOSS_CLIENT_KEY is a live key/],
    ['a preview with a live Stripe secret key', {APP_ENV: 'preview', DATABASE_URL: DB, STRIPE_SECRET_KEY: 'sk_live_abc'}, /must not take real payments.*STRIPE_SECRET_KEY/],
    ['a preview with a live Stripe restricted key', {VERCEL_ENV: 'preview', DATABASE_URL: DB, STRIPE_SECRET_KEY: 'rk_live_abc'}, /STRIPE_SECRET_KEY is a live key/],
    [
      'a preview with live keys of both providers',
      {APP_ENV: 'preview', DATABASE_URL: DB, TOSS_CLIENT_KEY: 'live_gck_a', TOSS_SECRET_KEY: 'live_gsk_a', STRIPE_SECRET_KEY: 'sk_live_a'},
      /TOSS_CLIENT_KEY, TOSS_SECRET_KEY, STRIPE_SECRET_KEY are live keys/,
    ],
    ['VERCEL=1 without a database', {VERCEL: '1', S3_BUCKET: 'shop'}, /serverless host.*PGlite.*set DATABASE_URL/],
    ['VERCEL=1 without a bucket', {VERCEL: '1', DATABASE_URL: DB}, /serverless host.*would lose uploaded files.*set S3_BUCKET/],
    [
      'VERCEL=1 in production with a database and a bucket and live keys',
      {VERCEL: '1', VERCEL_ENV: 'production', DATABASE_URL: DB, S3_BUCKET: 'shop', STRIPE_SECRET_KEY: 'sk_live_abc', TOSS_SECRET_KEY: 'live_gsk_a', TOSS_CLIENT_KEY: 'live_gck_a'},
      undefined,
    ],
    [
      'an ordinary production server with live keys and the embedded database',
      {NODE_ENV: 'production', APP_ENV: 'production', STRIPE_SECRET_KEY: 'sk_live_abc', TOSS_SECRET_KEY: 'live_gsk_a', TOSS_CLIENT_KEY: 'live_gck_a'},
      undefined,
    ],
    ['an ordinary production server without APP_ENV', {NODE_ENV: 'production'}, undefined],
    ['development', {}, undefined],
    ['development with APP_ENV=development', {APP_ENV: 'development'}, undefined],
  ];

  test.each(table)('%s', (_name, source, expected) => {
    const refusal = deploymentRefusal(parseEnv(source));
    if (expected) expect(refusal).toMatch(expected);
    else expect(refusal).toBeUndefined();
  });

  test('a Vercel preview with neither a database nor a bucket nor test keys hears every reason at once', () => {
    const refusal = deploymentRefusal(parseEnv({VERCEL: '1', VERCEL_ENV: 'preview', STRIPE_SECRET_KEY: 'sk_live_abc'}))!;
    expect(refusal.split('\n')).toHaveLength(4);
    for (const reason of [/own DATABASE_URL/, /real payments/, /PGlite/, /S3_BUCKET/]) expect(refusal).toMatch(reason);
  });

  test('a preview in production runs in demo mode without ALLOW_DEMO_PAYMENTS; an ordinary production server still needs it', () => {
    expect(demoPaymentsRefusal(parseEnv({NODE_ENV: 'production', APP_ENV: 'preview', DATABASE_URL: DB}))).toBeNull();
    expect(demoPaymentsRefusal(parseEnv({NODE_ENV: 'production', VERCEL_ENV: 'preview', DATABASE_URL: DB}))).toBeNull();
    expect(demoPaymentsRefusal(parseEnv({NODE_ENV: 'production', APP_ENV: 'production'}))).toMatch(/ALLOW_DEMO_PAYMENTS=true/);
  });
});

describe("the server's start (instrumentation.ts)", () => {
  /** Runs register() as Next.js does on a Node.js server, with this configuration; the job queue it starts is stubbed. */
  async function register(source: Record<string, string>) {
    const started: string[] = [];
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@/lib/env', () => {
        const actual = jest.requireActual<typeof import('@/lib/env')>('@/lib/env');
        return {...actual, env: actual.parseEnv(source)};
      });
      jest.doMock('@/lib/jobs/app', () => ({appJobs: async () => void started.push('job queue')}));
      await (await import('@/instrumentation')).register();
    });
    return started;
  }

  // Next.js sets NEXT_RUNTIME for the server it starts; here the test plays Next.js.
  /* eslint-disable no-restricted-properties */
  const runtime = process.env.NEXT_RUNTIME;
  beforeAll(() => {
    process.env.NEXT_RUNTIME = 'nodejs';
  });
  afterAll(() => {
    if (runtime === undefined) delete process.env.NEXT_RUNTIME;
    else process.env.NEXT_RUNTIME = runtime;
  });
  /* eslint-enable no-restricted-properties */

  test('a refused configuration stops the server with the refusal, before anything is scheduled', async () => {
    await expect(register({APP_ENV: 'preview'})).rejects.toThrow(/A preview deploy needs its own DATABASE_URL/);
    await expect(register({VERCEL: '1', DATABASE_URL: DB})).rejects.toThrow(/S3_BUCKET/);
    await expect(register({APP_ENV: 'preview', DATABASE_URL: DB, STRIPE_SECRET_KEY: 'sk_live_abc'})).rejects.toThrow(/real payments/);
  });

  test('an accepted configuration starts as before', async () => {
    expect(await register({APP_ENV: 'preview', DATABASE_URL: DB, STRIPE_SECRET_KEY: 'sk_test_abc'})).toEqual(['job queue']);
    expect(await register({})).toEqual(['job queue']);
  });

  test('`next build` is never refused (NEXT_PHASE=phase-production-build)', async () => {
    expect(await register({APP_ENV: 'preview', NEXT_PHASE: 'phase-production-build'})).toEqual(['job queue']);
  });
});

describe('the deployable server and its address', () => {
  test('refuses to start without APP_URL, naming it and what it is for', () => {
    const refusal = addressRefusal(parseEnv({PORT: '8080'}));
    expect(refusal).toMatch(/APP_URL is not set/);
    expect(refusal).toMatch(/http:\/\/localhost:8080/);
    expect(addressRefusal(parseEnv({APP_URL: 'https://shop.example.com'}))).toBeUndefined();
  });
});
