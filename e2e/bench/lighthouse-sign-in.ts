import { chromium } from '@playwright/test';
import { HOST_PORT } from '@timely/tooling/remotes';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS } from '../fixtures/chromium-args';
import { startPortal } from './start-portal';

// Lighthouse's accessibility audit of the sign-in page (issue #32): prints the score and what it missed.
// Run over the production builds: `node_modules/.bin/tsx e2e/bench/lighthouse-sign-in.ts` (PORTAL_URL to
// audit a portal that is already running). A score, not a test: the machine's speed does not enter it.

const portalUrl = process.env.PORTAL_URL ?? `http://localhost:${HOST_PORT}`;
const debuggingPort = HOST_PORT + 90;

const portal = process.env.PORTAL_URL ? undefined : await startPortal();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
});
try {
  const result = await lighthouse(`${portalUrl}/pages/login/`, {
    port: debuggingPort,
    onlyCategories: ['accessibility'],
    output: 'json',
    logLevel: 'error',
  });
  if (!result) throw new Error('lighthouse gave no result');
  const { categories, audits } = result.lhr;
  console.log(
    `Lighthouse ${result.lhr.lighthouseVersion} accessibility of the sign-in page: ${Math.round((categories.accessibility?.score ?? 0) * 100)}`,
  );
  for (const audit of Object.values(audits)) {
    if (audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      console.log(`  missed: ${audit.id} — ${audit.title}`);
  }
} finally {
  await browser.close();
  await portal?.stop();
}
