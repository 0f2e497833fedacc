import {defineConfig, devices} from '@playwright/test';
import {env} from './lib/env';

// The suite runs the deployable build as deploy/ runs it (tests/fakes/deployed.mts: `node
// .next/standalone/serve.mjs` on PostgreSQL, Redis, S3 and SMTP). A short smoke run keeps the
// embedded default (`npm start` on PGlite with local files and the outbox folder) honest.
// Three of them, each with its own database, Redis database, folder and outbox: one for the
// parallel-safe specs, two for the serial ones (see the projects below).
const PORT = 3917;
const baseURL = `http://127.0.0.1:${PORT}`;
const SERIAL_PORTS = [3920, 3921] as const;
// The embedded default runs without APP_URL, as `npm start` on a fresh machine does: its address is
// then http://localhost:3918 (its own port, not 3000), which its links, mails and sitemap must carry.
const EMBEDDED_PORT = 3918;
const embeddedURL = `http://localhost:${EMBEDDED_PORT}`;
/** The specs the embedded default runs: accounts and mails, a brief with its files, checkout, the admin's view of it, its own address. */
const EMBEDDED_SMOKE = /(accounts|briefs|checkout|admin|address)\.spec\.ts/;

// The payments tests run against a deployed server of their own with Toss and Stripe keys,
// talking to the fake providers (tests/fakes/serve.mts) instead of the internet.
const PAY_PORT = 3919;
const payURL = `http://127.0.0.1:${PAY_PORT}`;
export const FAKE_TOSS_PORT = 3931;
export const FAKE_STRIPE_PORT = 3932;
// A fake OpenTelemetry collector (tests/fakes/otlp.ts) the payments server sends its traces to.
export const FAKE_OTLP_PORT = 3933;
const PAYMENT_KEYS = {
  TOSS_CLIENT_KEY: 'test_gck_e2e',
  TOSS_SECRET_KEY: 'test_gsk_e2e',
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
};

/** Redis for a deployed server: TEST_REDIS_URL's server, one database each (emptied at start). */
function redisDatabase(db: number): Record<string, string> {
  if (!env.TEST_REDIS_URL) return {};
  const url = new URL(env.TEST_REDIS_URL);
  url.pathname = `/${db}`;
  return {REDIS_URL: url.toString()};
}

/** What every test server is told: its port, address (unless `APP_URL: ''`), folder and the seeded e2e admin. */
function settings(port: number, dataDir: string, extraEnv: Record<string, string>): Record<string, string> {
  return {
    PORT: String(port),
    DATA_DIR: dataDir,
    APP_URL: `http://127.0.0.1:${port}`,
    NEXT_TELEMETRY_DISABLED: '1',
    ADMIN_EMAIL: 'admin@e2e.test',
    ADMIN_PASSWORD: 'E2eAdminPassw0rd',
    // Listed but without an account: whoever signs up with it first must not become admin.
    ADMIN_EMAILS: 'ops@e2e.test',
    // The tests stand in for one proxy in front of the app: the X-Forwarded-For entry they send
    // is the client's address, as nginx's would be (the tests use one address per caller).
    TRUST_PROXY: '1',
    // Every spec's quote requests and contact messages go to one server within the hour: each is
    // mailed to the studio on its own (the digest past the budget is tested in tests/integration/guest-abuse.test.ts).
    STUDIO_MAILS_PER_HOUR: '10000',
    // Every spec's orders come from few addresses within the hour (the limit itself: tests/unit/order-limits.test.ts).
    ORDERS_PER_HOUR: '100000',
    GOOGLE_CLIENT_ID: 'e2e-google-client',
    GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
    KAKAO_CLIENT_ID: 'e2e-kakao-client',
    KAKAO_CLIENT_SECRET: 'e2e-kakao-secret',
    NAVER_CLIENT_ID: 'e2e-naver-client',
    NAVER_CLIENT_SECRET: 'e2e-naver-secret',
    ...extraEnv,
  };
}

/** The standalone folder on PostgreSQL, Redis, S3 and SMTP (tests/fakes/deployed.mts). */
function deployedServer(name: string, port: number, dataDir: string, extraEnv: Record<string, string>) {
  return {
    command: `node node_modules/tsx/dist/cli.mjs tests/fakes/deployed.mts --name ${name}`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // The stack drops its database and stops its fakes on SIGTERM.
    gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 30_000},
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    // A production deploy without payment keys runs demo payments only when told to.
    env: settings(port, dataDir, {ALLOW_DEMO_PAYMENTS: 'true', ...extraEnv}),
  };
}

/** `npm start` on the embedded database with local files: migrations, seed, then the built app. */
const embeddedServer = {
  command: `node node_modules/tsx/dist/cli.mjs scripts/start.mts`,
  url: `${embeddedURL}/api/health`,
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: settings(EMBEDDED_PORT, '.data/e2e-embedded', {DATABASE_URL: '', APP_URL: ''}),
};

const fakeProviders = {
  command: [
    'node node_modules/tsx/dist/cli.mjs tests/fakes/serve.mts',
    `--toss-port ${FAKE_TOSS_PORT} --toss-secret ${PAYMENT_KEYS.TOSS_SECRET_KEY}`,
    `--stripe-port ${FAKE_STRIPE_PORT} --stripe-secret ${PAYMENT_KEYS.STRIPE_SECRET_KEY} --webhook-secret ${PAYMENT_KEYS.STRIPE_WEBHOOK_SECRET}`,
    `--app ${payURL}`,
    `--otlp-port ${FAKE_OTLP_PORT}`,
  ].join(' '),
  url: `http://127.0.0.1:${FAKE_TOSS_PORT}/__control/requests`,
  reuseExistingServer: false,
  timeout: 30_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
};
const paymentsServer = deployedServer('e2e_pay', PAY_PORT, '.data/e2e-pay', {
  ...PAYMENT_KEYS,
  ...redisDatabase(11),
  ALLOW_DEMO_PAYMENTS: '',
  TOSS_API_BASE_URL: `http://127.0.0.1:${FAKE_TOSS_PORT}`,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(FAKE_STRIPE_PORT),
  STRIPE_API_PROTOCOL: 'http',
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${FAKE_OTLP_PORT}`,
});

/**
 * Two workers share five servers, so that specs sharing a server's state never overlap:
 *   - the specs listed in PARALLEL_SAFE (the `deployed-parallel` project), two at a time, on a
 *     deployed server of their own;
 *   - the other deployed specs one at a time per server, split between two deployed servers: the
 *     `deployed` project's, and the `deployed-2` project's (SECOND_SERIAL);
 *   - the payments and embedded projects one at a time, each on its server.
 * No project waits for another: a worker takes the next spec of any project that has room.
 * A spec not listed is serial: a new spec file is safe by default. List one in PARALLEL_SAFE only
 * when it changes nothing another spec can see (no catalogue, settings, accounts of others, studio
 * mails or outbox counts, no limits shared across specs, no fixed ports of its own) and asserts no
 * time. SECOND_SERIAL shares the serial work between the two workers; a spec there runs beside the
 * `deployed` project's, so its own servers' ports must differ from theirs (each spec's are its own).
 */
const PARALLEL_SAFE = ['a11y', 'early-clicks', 'header', 'headers', 'home', 'jumps', 'privacy', 'routing', 'social-sign-in', 'template-shop-phone', 'templates'];
const SECOND_SERIAL = [
  'account-self-service',
  'address',
  'ask',
  'briefs',
  'catalog',
  'conformance',
  'contact',
  'direct-uploads',
  'hydration',
  'instances',
  'jobs',
  'lifecycle',
  'owner',
  'quotes',
  'shells',
  'tiers',
];
const specs = (names: string[]) => new RegExp(`/(${names.join('|')})\\.spec\\.ts$`);
const parallelSafe = specs(PARALLEL_SAFE);
const secondSerial = specs(SECOND_SERIAL);
const payOnly = /(payments|observability)\.spec\.ts/;
const deployedMetadata = (dataDir: string) => ({dataDir, database: env.TEST_DATABASE_URL ? 'postgres' : 'embedded', storage: 's3'});

// Debian's Chromium (apt-get install chromium); Playwright's own browser download is not reachable here.
const CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Stall detectors, not speed limits: with two workers and the servers on two cores, a loaded
  // machine slows a test down; it should not fail it.
  timeout: 60_000,
  expect: {timeout: 15_000},
  reporter: [['list'], ['json', {outputFile: '.test-results/playwright.json'}]],
  use: {
    baseURL,
    trace: 'off',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [
    {
      name: 'deployed-parallel',
      testMatch: parallelSafe,
      use: {...devices['Desktop Chrome'], channel: undefined},
      metadata: deployedMetadata('.data/e2e'),
    },
    {
      name: 'deployed',
      testIgnore: [payOnly, parallelSafe, secondSerial],
      workers: 1,
      use: {...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${SERIAL_PORTS[0]}`},
      metadata: deployedMetadata('.data/e2e-serial-1'),
    },
    {
      name: 'deployed-2',
      testMatch: secondSerial,
      workers: 1,
      use: {...devices['Desktop Chrome'], channel: undefined, baseURL: `http://127.0.0.1:${SERIAL_PORTS[1]}`},
      metadata: deployedMetadata('.data/e2e-serial-2'),
    },
    {
      name: 'payments',
      testMatch: payOnly,
      workers: 1,
      use: {...devices['Desktop Chrome'], channel: undefined, baseURL: payURL},
      metadata: {
        ...deployedMetadata('.data/e2e-pay'),
        fakeToss: `http://127.0.0.1:${FAKE_TOSS_PORT}`,
        fakeOtlp: `http://127.0.0.1:${FAKE_OTLP_PORT}`,
      },
    },
    {
      name: 'embedded',
      testMatch: EMBEDDED_SMOKE,
      workers: 1,
      use: {...devices['Desktop Chrome'], channel: undefined, baseURL: embeddedURL},
      metadata: {dataDir: '.data/e2e-embedded', database: 'embedded', storage: 'local'},
    },
  ],
  webServer: [
    deployedServer('e2e', PORT, '.data/e2e', redisDatabase(12)),
    deployedServer('e2e_serial_1', SERIAL_PORTS[0], '.data/e2e-serial-1', redisDatabase(9)),
    deployedServer('e2e_serial_2', SERIAL_PORTS[1], '.data/e2e-serial-2', redisDatabase(8)),
    fakeProviders,
    paymentsServer,
    embeddedServer,
  ],
});
