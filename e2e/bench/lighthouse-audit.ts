import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type SignInAudit = {
  version: string;
  performance: number;
  accessibility: number;
  /** The metrics the performance score weighs, as Lighthouse prints them ("0.6 s", "120 ms", "0.001"). */
  metrics: string;
  missed: string[];
};

// Playwright starts Chromium with the back/forward cache turned off, and Lighthouse's bf-cache audit then fails
// for the browser's flag, not for the page: the browser it audits through keeps the cache as users' browsers do.
export const LIGHTHOUSE_LAUNCH = { ignoreDefaultArgs: ['--disable-back-forward-cache'] };

const METRICS = {
  FCP: 'first-contentful-paint',
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
  SI: 'speed-index',
} as const;

/**
 * Lighthouse's desktop audit (the preset of its `--preset=desktop`: simulated fast network, no CPU slowdown) of
 * the sign-in page at `portalUrl`, through a Chromium already listening on `port` for DevTools: the performance
 * and accessibility scores (0–100), the metrics the first is made of, and the binary audits it missed. Launch that
 * Chromium with `LIGHTHOUSE_LAUNCH`.
 */
export async function auditSignIn(portalUrl: string, port: number): Promise<SignInAudit> {
  const result = await lighthouse(
    `${portalUrl}/pages/login/`,
    { port, onlyCategories: ['performance', 'accessibility'], output: 'json', logLevel: 'error' },
    desktopConfig,
  );
  if (!result) throw new Error('lighthouse gave no result');
  const { categories, audits, lighthouseVersion } = result.lhr;
  const score = (name: string) => Math.round((categories[name]?.score ?? 0) * 100);
  const missed = Object.values(audits)
    .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
    .map((audit) => `${audit.id} — ${audit.title}`);
  const metrics = Object.entries(METRICS)
    .map(([name, id]) => `${name} ${audits[id]?.displayValue ?? '?'}`)
    .join(', ');
  return {
    version: lighthouseVersion,
    metrics,
    performance: score('performance'),
    accessibility: score('accessibility'),
    missed,
  };
}
