import { defineConfig, devices } from '@playwright/test';
import { HEADLESS_CHROMIUM_PATH, UNTIMED_CHROMIUM_FLAGS } from './scripts/chromium.cjs';

/*
 * Browser tests run against `next start` (a production build) on Debian's
 * Chromium; Playwright never downloads a browser here. Build first: `npm run build`.
 * PORT lets several builds (NEXT_DIST_DIR) be tested side by side.
 */
const port = Number(process.env.PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;
/** The SMTP server e2e/support/smtp.ts starts for the newsletter's e-mail (E2E_SMTP_PORT moves it). */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 2525);
/*
 * Debian's headless-only build of Chromium when it is installed (.ci/run installs it; scripts/chromium.cjs): the same
 * engine without the browser built around it (profiles, windows, extensions); the benchmarks keep the full browser a
 * visitor runs. The per-route specs took 0.64x the time (2 interleaved pairs, 2026-11-26; docs/performance-log.md).
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // One more worker than the two cores: a test waits (network idle, polls, a second server) often enough that a third
  // fills the gaps. The whole suite took 0.93-0.97x the time of two workers (2 interleaved pairs, 2026-11-26).
  workers: 3,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // In CI the JSON report feeds scripts/e2e-slowest.mjs, which prints the slowest tests after the run.
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['json', { outputFile: 'test-results/report.json' }]]
    : 'list',
  use: {
    baseURL,
    // Recording a trace slows every action; in CI (one retry) only a retried test records one, the failure's rerun.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker would answer requests that page.route() mocks; only e2e/service-worker.spec.ts allows it.
    serviceWorkers: 'block',
    // One browser context per worker, reset between tests (cookies, cache, storage, routes, init scripts, pages): a
    // fresh context and its renderer cost more CPU than most tests here (every-route.spec.ts: 377 CPU-s against 220,
    // 2026-11-26). Not reset: context-wide extra headers, offline mode and permissions, so tests set headers on the
    // page; a failed test's worker is replaced. A test that changes other context options gets a fresh context.
    reuseContext: true,
    launchOptions: {
      executablePath: HEADLESS_CHROMIUM_PATH,
      // Without V8's optimizing compilers: these tests time nothing (scripts/chromium.cjs).
      args: UNTIMED_CHROMIUM_FLAGS,
    },
  },
  projects: [
    { name: 'desktop', testIgnore: /.*\.mobile\.spec\.ts/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'mobile',
      // Only specs written for the small-screen layout run at 390 px.
      testMatch: /.*\.mobile\.spec\.ts/,
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    // A new database folder starts as a copy of the migrated template, when the unit tests have made one
    // (scripts/lib/pglite-template.cjs): 0.9 CPU-seconds to open against 9 to create.
    command: `node scripts/lib/pglite-template.cjs && npx next start -H 127.0.0.1 -p ${port}`,
    url: baseURL,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    // `next start` is production: the embedded store must be chosen by name (docs/newsletter.md).
    // Its e-mail goes to the test's SMTP server, with links back to this server.
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      NEWSLETTER_STORE: 'pglite',
      NEWSLETTER_PGLITE_DIR: process.env.NEWSLETTER_PGLITE_DIR ?? '.data/pglite-e2e',
      NEWSLETTER_SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NEWSLETTER_LINK_ORIGIN: baseURL,
    },
  },
});
