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
 * half's time outside its tests): only the halves' balance depends on them. A spec not listed counts as the median.
 */
const SPEC_SECONDS: Record<string, number> = {
  'accessibility.spec.ts': 268,
  'aged-builds.spec.ts': 85,
  'api-failures.spec.ts': 15,
  'api-tokens.spec.ts': 4,
  'apps-calendar.spec.ts': 6,
  'apps-chat.spec.ts': 6,
  'apps-email.spec.ts': 15,
  'apps-todo.spec.ts': 8,
  'apps-users.spec.ts': 9,
  'backlog-keyboard.spec.ts': 13,
  // the screenshot specs run only with PORTAL_SCREENSHOTS=1
  'defects-screenshots.spec.ts': 0,
  'people-screenshots.spec.ts': 0,
  'readme-screenshots.spec.ts': 0,
  'same-screens.spec.ts': 0,
  'shell-screenshots.spec.ts': 0,
  'sprints-screenshots.spec.ts': 0,
  'bundle-secrets.spec.ts': 2,
  'company.spec.ts': 54,
  'composition.spec.ts': 59,
  'consensus.spec.ts': 7,
  'downloads.spec.ts': 7,
  'federation.spec.ts': 21,
  'feeds.spec.ts': 29,
  'first-screen-styles.spec.ts': 8,
  'keyboard.spec.ts': 45,
  'kpi.spec.ts': 35,
  'languages.spec.ts': 40,
  'layout-shift.spec.ts': 29,
  'leave.spec.ts': 27,
  'live.spec.ts': 14,
  'overview.spec.ts': 27,
  'peers.spec.ts': 32,
  'planning.spec.ts': 16,
  'print.spec.ts': 18,
  'privacy.spec.ts': 14,
  'projects.spec.ts': 19,
  'remote-down.spec.ts': 33,
  'shell.spec.ts': 24,
  'sprint-flow.spec.ts': 55,
  'sso.spec.ts': 7,
  'standalone.spec.ts': 4,
  'tasks.spec.ts': 9,
  'upgraded-api-old-remote.spec.ts': 10,
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
