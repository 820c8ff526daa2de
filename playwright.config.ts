// End-to-end tests: Debian's Chromium (never downloaded) against the real server serving the built web app.
// `apps/web/dist` must be built first (the root test script builds before running these).
import { defineConfig } from '@playwright/test';
import { SERVER_NODE_FLAGS } from './apps/server/src/server-node-flags.ts';

const PORT = 5099;

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.e2e.ts',
  testIgnore: ['**/node_modules/**'],
  outputDir: 'test-results',
  // The tests share one server. On a 2-core CI machine two browsers plus the server starve each other and the
  // start-up budgets (3 s for translations) measure the machine, not the app; locally two workers save time.
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
    // Playwright's page.route does not see what a service worker answers, and many tests mock /locales or
    // /version.json: the worker is off except in service-worker.e2e.ts, which turns it on.
    serviceWorkers: 'block',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
          ],
        },
      },
    },
  ],
  webServer: {
    // A clean data dir on every run. PUBLIC_URL must be the browser's origin: the OAuth state cookie and the
    // CSRF origin check both depend on it.
    command: `rm -rf data/e2e && node ${SERVER_NODE_FLAGS.join(' ')} apps/server/src/main.ts`,
    url: `http://127.0.0.1:${PORT}/api/health`,
    env: {
      PORT: String(PORT),
      DATA_DIR: 'data/e2e',
      LOG_LEVEL: 'warn',
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      // Inés, a sandbox account with no channel, runs this deployment (plans.e2e.ts).
      ADMIN_EMAILS: 'ines.duarte@example.com',
      // An operator analytics script, loaded only after consent (consent-analytics.e2e.ts answers it; elsewhere 404).
      ANALYTICS_SCRIPT_URL: `http://127.0.0.1:${PORT}/e2e/operator-analytics.js`,
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
