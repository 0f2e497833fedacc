import {defineConfig, devices} from '@playwright/test';
import {env} from './lib/env';

const PORT = 3917;
const baseURL = `http://127.0.0.1:${PORT}`;
// With TEST_DATABASE_URL, the account tests run a second time against a server on PostgreSQL.
const PG_PORT = 3918;
const pgURL = `http://127.0.0.1:${PG_PORT}`;

function server(port: number, dataDir: string, databaseUrl: string) {
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
      GOOGLE_CLIENT_ID: 'e2e-google-client',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
    },
  };
}

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
    {name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}, metadata: {dataDir: '.data/e2e'}},
    ...(env.TEST_DATABASE_URL
      ? [{name: 'on-postgresql', testMatch: /(accounts|briefs|checkout)\.spec\.ts/, use: {...devices['Desktop Chrome'], channel: undefined, baseURL: pgURL}, metadata: {dataDir: '.data/e2e-pg'}}]
      : []),
  ],
  webServer: [server(PORT, '.data/e2e', ''), ...(env.TEST_DATABASE_URL ? [server(PG_PORT, '.data/e2e-pg', env.TEST_DATABASE_URL)] : [])],
});
