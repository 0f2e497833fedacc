import {defineConfig, devices} from '@playwright/test';

const PORT = 3917;
const baseURL = `http://127.0.0.1:${PORT}`;

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
  projects: [{name: 'chromium', use: {...devices['Desktop Chrome'], channel: undefined}}],
  webServer: {
    // The same entry point as `npm start`: migrations, seed, then `next start` on the built app.
    command: `node node_modules/tsx/dist/cli.mjs scripts/start.mts`,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {PORT: String(PORT), DATA_DIR: '.data/e2e', DATABASE_URL: '', APP_URL: baseURL, NEXT_TELEMETRY_DISABLED: '1', ADMIN_EMAIL: 'admin@e2e.test', ADMIN_PASSWORD: 'E2eAdminPassw0rd', GOOGLE_CLIENT_ID: 'e2e-google-client', GOOGLE_CLIENT_SECRET: 'e2e-google-secret'},
  },
});
