import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { API_NODE_FLAGS, API_PORT, HOST_PORT, REMOTES } from '@timely/tooling/remotes';
import { ADMIN_STATE } from './fixtures/admin-state';
import { SUITE_LAUNCH } from './fixtures/chromium-args';
import { E2E_JWT_SECRET } from './fixtures/secrets';

const root = path.resolve(import.meta.dirname, '..');
const tsx = path.join(root, 'node_modules/.bin/tsx');
// A fresh data folder per run: the suite starts from the seed and never touches the developer's data.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'timely-e2e-'));
const reuse = process.env.PORTAL_E2E_REUSE === '1';
// When the seed is written (the API seeds its fresh data folder as it starts): fixtures/days.ts `month()`.
// Set on the runner's environment, so the test workers it forks read the same moment.
if (!process.env.PORTAL_URL && !reuse) process.env.E2E_SEEDED_AT ??= new Date().toISOString();
// Released remotes (npm run release/promote/rollback) in a folder of the run's own: set on the runner's
// environment, so the servers it starts and the test workers it forks read the same folder.
process.env.PORTAL_RELEASES_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'timely-releases-'));
const origins = [HOST_PORT, ...Object.values(REMOTES).map((remote) => remote.port)].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

export const baseURL = process.env.PORTAL_URL ?? `http://localhost:${HOST_PORT}`;

export default defineConfig({
  testDir: './tests',
  // one folder per portal (its host's port): `npm test` runs two halves of the suite side by side
  outputDir: path.join(root, `node_modules/.cache/timely-test/playwright-output-${HOST_PORT}`),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // generous on purpose: CI shares two cores with six static servers, the API and Chromium
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : 'list',
  use: {
    baseURL,
    // A trace records every action's page and arguments (axe's 550 KB source on each of its runs): about a
    // third of a test's time here. Under `npm test` (CI, one retry) it is taken on the retry of a test that failed.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The portal honours the system's reduced-motion setting (antd's motion off). Without it a click could
    // land while a dialog was still zooming in: the button had moved on under the pointer (a flake seen on
    // the feed's delete confirmation on a slow machine).
    reducedMotion: 'reduce',
    launchOptions: SUITE_LAUNCH,
  },
  projects: [
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    {
      name: 'portal',
      use: {
        ...devices['Desktop Chrome'],
        channel: undefined,
        storageState: ADMIN_STATE,
      },
      dependencies: ['setup'],
    },
  ],
  // PORTAL_URL points the suite at an already composed portal; otherwise it starts every app itself.
  webServer: process.env.PORTAL_URL
    ? undefined
    : [
        {
          name: 'api',
          command: `node ${API_NODE_FLAGS.join(' ')} ${path.join(root, 'mock-server/dist/main.js')}`,
          url: `http://localhost:${API_PORT}/health`,
          // a known JWT secret: tests/bundle-secrets.spec.ts checks that no built file carries it
          env: {
            PORT: String(API_PORT),
            TIMELY_DATA_DIR: dataDir,
            CORS_ORIGINS: origins.join(','),
            LOG_LEVEL: 'warn',
            JWT_SECRET: E2E_JWT_SECRET,
            // every spec starts from the admin's one stored sign-in (tests/auth.setup.ts): its access token must
            // outlive a slow run, or each spec would refresh with the same stored refresh token, and a spent one
            // presented again past its grace ends the session
            ACCESS_TOKEN_TTL_SECONDS: '7200',
            // the seeded accounts' hash and every sign-in's check at bcrypt's lowest cost, as in the API tests: at
            // the default (12) each of the suite's sign-ins spent about 0.3 s of a core, one at a time
            BCRYPT_COST: '4',
            // tests/sso.spec.ts starts an OpenID provider on this machine, over http; the callback sends the
            // browser back to this run's portal
            SSO_ALLOW_HTTP_ISSUER: '1',
            PORTAL_URL: baseURL,
          },
          reuseExistingServer: reuse,
          timeout: 120_000,
        },
        ...(['host', ...Object.keys(REMOTES)] as const).map((app) => ({
          name: app,
          command: `${tsx} ${path.join(root, 'tooling/src/serve/serve-app.ts')} ${app}`,
          url: `http://localhost:${app === 'host' ? HOST_PORT : REMOTES[app as keyof typeof REMOTES].port}/config.json`,
          reuseExistingServer: reuse,
          timeout: 60_000,
        })),
      ],
});
