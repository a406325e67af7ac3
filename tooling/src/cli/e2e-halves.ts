/**
 * `npm test` runs the Playwright specs as two halves side by side, each against a portal of its own (its
 * own API, database and static servers, its ports moved by HALF_PORT_STEP): one Chromium renderer keeps one
 * core busy and left the other a third idle, while two workers on one portal would see each other's writes
 * (specs change the admin's theme and language, count notifications, turn single sign-on on).
 * Each half keeps the specs' order, so whatever a spec assumes of the ones before it still holds.
 */

/** How far the second half's ports are moved (3000 → 3050, 4000 → 4050; a spec's own ports go with them). */
export const HALF_PORT_STEP = 50;

/**
 * Seconds each spec took in its half (7 December 2026, `npm test` on a clean clone of a 2-core machine, read from
 * the halves' JSON reports), the builds of its hooks included (aged-builds' and composition's, estimated from each
 * half's time outside its tests; the accessibility spec's as timed alone after its theme changes stopped waiting
 * on the top bar's transition): only the halves' balance depends on them. A spec not listed counts as the median.
 */
const SPEC_SECONDS: Record<string, number> = {
  'accessibility.spec.ts': 205,
  'aged-builds.spec.ts': 90,
  'api-failures.spec.ts': 14,
  'api-tokens.spec.ts': 6,
  'apps-calendar.spec.ts': 6,
  'apps-chat.spec.ts': 5,
  'apps-email.spec.ts': 16,
  'apps-todo.spec.ts': 10,
  'apps-users.spec.ts': 7,
  'backlog-keyboard.spec.ts': 15,
  // the screenshot specs run only with PORTAL_SCREENSHOTS=1
  'defects-screenshots.spec.ts': 0,
  'people-screenshots.spec.ts': 0,
  'readme-screenshots.spec.ts': 0,
  'same-screens.spec.ts': 0,
  'shell-screenshots.spec.ts': 0,
  'sprints-screenshots.spec.ts': 0,
  'bundle-secrets.spec.ts': 4,
  'company.spec.ts': 39,
  'composition.spec.ts': 71,
  'consensus.spec.ts': 5,
  'downloads.spec.ts': 8,
  'federation.spec.ts': 21,
  'feeds.spec.ts': 29,
  'first-screen-styles.spec.ts': 7,
  'keyboard.spec.ts': 38,
  'kpi.spec.ts': 33,
  'languages.spec.ts': 46,
  'layout-shift.spec.ts': 32,
  'leave.spec.ts': 24,
  'live.spec.ts': 12,
  'overview.spec.ts': 26,
  'peers.spec.ts': 26,
  'planning.spec.ts': 17,
  'print.spec.ts': 26,
  'privacy.spec.ts': 12,
  'projects.spec.ts': 16,
  'remote-down.spec.ts': 28,
  'shell.spec.ts': 47,
  'sprint-flow.spec.ts': 49,
  'sso.spec.ts': 9,
  'standalone.spec.ts': 5,
  'tasks.spec.ts': 14,
  'upgraded-api-old-remote.spec.ts': 14,
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/**
 * Splits spec files (names under e2e/tests) into `parts` groups of about equal time: the longest first, each
 * to the group with least so far. Each group is returned in the specs' own order; empty groups are left out.
 */
export function splitSpecs(specs: string[], parts = 2): string[][] {
  const fallback = median(Object.values(SPEC_SECONDS));
  const cost = (spec: string) => SPEC_SECONDS[spec] ?? fallback;
  const groups = Array.from({ length: parts }, () => ({ seconds: 0, specs: new Set<string>() }));
  for (const spec of [...specs].sort((a, b) => cost(b) - cost(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((least, group) => (group.seconds < least.seconds ? group : least));
    lightest.seconds += cost(spec);
    lightest.specs.add(spec);
  }
  return groups.map((group) => specs.filter((spec) => group.specs.has(spec))).filter((group) => group.length > 0);
}
