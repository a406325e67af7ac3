import { existsSync } from 'node:fs';
import { runCommand } from './processes.ts';
import { log } from './workspace.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Playwright drives Debian's Chromium (its own browser download is impossible here). Installs it with
 * apt-get when missing and allowed; otherwise explains what to do.
 */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM}. Install it with "sudo apt-get install -y chromium" (or set CHROMIUM_PATH), then run npm test again.`,
    );
  }
  log('installing Debian chromium for the browser tests (apt-get)…');
  await runCommand('apt-get', ['update', '-qq']);
  const code = await runCommand('apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (code !== 0 || !existsSync(CHROMIUM)) {
    throw new Error(
      'apt-get could not install chromium; install it by hand (apt-get install -y chromium) and run npm test again.',
    );
  }
}
