import {defineConfig, devices} from '@playwright/test';
import {env} from './lib/env';

const PORT = 3917;
const baseURL = `http://127.0.0.1:${PORT}`;
// With TEST_DATABASE_URL, the account tests run a second time against a server on PostgreSQL.
const PG_PORT = 3918;
const pgURL = `http://127.0.0.1:${PG_PORT}`;

// The payments tests run against a third server with Toss and Stripe keys, talking to the fake
// providers (tests/fakes/serve.mts) instead of the internet.
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

function server(port: number, dataDir: string, databaseUrl: string, extraEnv: Record<string, string> = {}) {
  const url = `http://127.0.0.1:${port}`;
  return {
    // The same entry point as `npm start`: migrations, seed, then `next start` on the built app.
    command: `node node_modules/tsx/dist/cli.mjs scripts/start.mts`,
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      APP_URL: url,
      NEXT_TELEMETRY_DISABLED: '1',
      ADMIN_EMAIL: 'admin@e2e.test',
      ADMIN_PASSWORD: 'E2eAdminPassw0rd',
      // Listed but without an account: whoever signs up with it first must not become admin.
      ADMIN_EMAILS: 'ops@e2e.test',
      // The tests stand in for one proxy in front of the app: the X-Forwarded-For entry they send
      // is the client's address, as nginx's would be (the tests use one address per caller).
      TRUST_PROXY: '1',
      GOOGLE_CLIENT_ID: 'e2e-google-client',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      ...extraEnv,
    },
  };
}

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
const paymentsServer = server(PAY_PORT, '.data/e2e-pay', '', {
  ...PAYMENT_KEYS,
  TOSS_API_BASE_URL: `http://127.0.0.1:${FAKE_TOSS_PORT}`,
  STRIPE_API_HOST: '127.0.0.1',
  STRIPE_API_PORT: String(FAKE_STRIPE_PORT),
  STRIPE_API_PROTOCOL: 'http',
  OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${FAKE_OTLP_PORT}`,
});

// Debian's Chromium (apt-get install chromium); Playwright's own browser download is not reachable here.
const CHROMIUM = '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: {timeout: 10_000},
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
    {name: 'chromium', testIgnore: /(payments|observability)\.spec\.ts/, use: {...devices['Desktop Chrome'], channel: undefined}, metadata: {dataDir: '.data/e2e'}},
    {name: 'payments', testMatch: /(payments|observability)\.spec\.ts/, use: {...devices['Desktop Chrome'], channel: undefined, baseURL: payURL}, metadata: {dataDir: '.data/e2e-pay', fakeToss: `http://127.0.0.1:${FAKE_TOSS_PORT}`, fakeOtlp: `http://127.0.0.1:${FAKE_OTLP_PORT}`}},
    ...(env.TEST_DATABASE_URL
      ? [{name: 'on-postgresql', testMatch: /(accounts|admin|briefs|catalog|checkout|security|lifecycle|journeys|owner)\.spec\.ts/, use: {...devices['Desktop Chrome'], channel: undefined, baseURL: pgURL}, metadata: {dataDir: '.data/e2e-pg'}}]
      : []),
  ],
  webServer: [server(PORT, '.data/e2e', ''), fakeProviders, paymentsServer, ...(env.TEST_DATABASE_URL ? [server(PG_PORT, '.data/e2e-pg', env.TEST_DATABASE_URL)] : [])],
});
