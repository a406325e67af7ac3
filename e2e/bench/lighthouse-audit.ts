import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

export type SignInAudit = { version: string; performance: number; accessibility: number; missed: string[] };

/**
 * Lighthouse's desktop audit (the preset of its `--preset=desktop`: simulated fast network, no CPU slowdown) of
 * the sign-in page at `portalUrl`, through a Chromium already listening on `port` for DevTools: the performance
 * and accessibility scores (0–100) and the binary audits it missed.
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
  return {
    version: lighthouseVersion,
    performance: score('performance'),
    accessibility: score('accessibility'),
    missed,
  };
}
