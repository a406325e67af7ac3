import { chromium } from '@playwright/test';
import { HOST_PORT } from '@timely/tooling/remotes';
import { CHROMIUM_ARGS } from '../fixtures/chromium-args';
import { auditSignIn, LIGHTHOUSE_LAUNCH } from './lighthouse-audit';
import { startPortal } from './start-portal';

// Lighthouse's desktop audit of the sign-in page (performance and accessibility): prints the scores and what
// it missed. Run over the production builds: `node_modules/.bin/tsx e2e/bench/lighthouse-sign-in.ts`
// (PORTAL_URL to audit a portal that is already running); bench:web prints the same scores with its table.

const portalUrl = process.env.PORTAL_URL ?? `http://localhost:${HOST_PORT}`;
const debuggingPort = HOST_PORT + 90;

const portal = process.env.PORTAL_URL ? undefined : await startPortal();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debuggingPort}`],
  ...LIGHTHOUSE_LAUNCH,
});
try {
  const audit = await auditSignIn(portalUrl, debuggingPort);
  console.log(
    `Lighthouse ${audit.version} (desktop) of the sign-in page: performance ${audit.performance}, accessibility ${audit.accessibility} (${audit.metrics})`,
  );
  for (const missed of audit.missed) console.log(`  missed: ${missed}`);
} finally {
  await browser.close();
  await portal?.stop();
}
