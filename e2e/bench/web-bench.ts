/**
 * `npm run bench:web`: production builds served as in `npm start`, driven in Chromium. Each walk signs in (the
 * Overview's first load) and visits every screen its role may open, as the portal's screens declare them (the
 * sidebar's, the board, backlog, task page, sprint report, the screens links lead to, the host's own pages),
 * for the admin and for a member; the admin's walk adds the large project of seed:scale (5,000 items: its
 * 500-task sprint's board, its backlog, the backlog filtered, All tasks and a filtered view of it). Prints, per
 * screen, the JavaScript transferred (compressed bytes on the wire), how many copies of react-dom, antd, jotai
 * and the router the page holds, the time until the route's content shows on the first and on a second visit
 * (the median of the walks, each from a new browser context), the layout shift of its visits (the worst), and
 * any API read asked twice within one visit; then the sign-in page's LCP and Lighthouse's desktop scores.
 * "First load after login" is the JavaScript requested until the Overview's content shows; what its
 * screen defers until after that (charts, filters, the search box: <Deferred> in shared-ui) is printed apart.
 */
import http from 'node:http';
import { chromium, type Browser } from '@playwright/test';
import { HOST_PORT } from '@timely/tooling/remotes';
import { CHROMIUM_ARGS } from '../fixtures/chromium-args';
import { auditSignIn, LIGHTHOUSE_LAUNCH } from './lighthouse-audit';
import { lcp, observeLcp } from './page-probes';
import { walkThrough, type Role, type Row, type Shift, type Step, type Walk } from './screen-walk';
import { startPortal } from './start-portal';
import { browserYardstick } from './yardstick';

const BASE = `http://localhost:${HOST_PORT}`;
const DEBUGGING_PORT = HOST_PORT + 90;
const LANGUAGE = (process.env.PORTAL_BENCH_LANGUAGE ?? 'en') as 'en' | 'de' | 'ar';
// the size of seed:scale's project (mock-server/src/testing/large-sprint.ts): 5,000 items in 50 epics
const LARGE_SPRINT_TASKS = 500;
const LARGE_BACKLOG_TASKS = 4_500;

/** The screens of the large project, each opened as from a link (no menu link leads there). */
function scaleSteps({ largeSprintId, largeProjectId }: { largeSprintId: string; largeProjectId: string }): Step[] {
  return [
    { name: `Board of the ${LARGE_SPRINT_TASKS}-task sprint`, path: `/data-list/sprint-board/${largeSprintId}` },
    { name: `Backlog of ${LARGE_BACKLOG_TASKS} (a page of 100)`, path: `/data-list/backlog/${largeProjectId}` },
    {
      name: 'Backlog filtered: bugs of high priority',
      path: `/data-list/backlog/${largeProjectId}?type=bug&priority=high`,
    },
    {
      name: `All ${LARGE_SPRINT_TASKS + LARGE_BACKLOG_TASKS} tasks (a page of 50)`,
      path: `/data-list/project-tasks/${largeProjectId}`,
    },
    {
      name: 'All tasks filtered: open bugs of high priority, by due date',
      path: `/data-list/project-tasks/${largeProjectId}?type=bug&priority=high&status=not_started&status=in_progress&sort=dueDate`,
    },
  ];
}

// first visits swing by a third from one walk to the next here: three walks per role, each in a new browser
// context (empty cache, nothing compiled), and the median of each step's visits (BENCH_WALKS to change it)
const WALKS = Number(process.env.BENCH_WALKS ?? 3);
// issue #51: every screen's first visit within 300 ms and its second within 150 on a quiet machine, and no
// visit shifting the layout by more than 0.02
const FIRST_VISIT_BUDGET_MS = 300;
const SECOND_VISIT_BUDGET_MS = 150;
const LAYOUT_SHIFT_BUDGET = 0.02;
const LIGHTHOUSE_GOAL = 95;
// issue #32: at most 450 KB of gzipped JavaScript after sign-in, in every language
const FIRST_LOAD_BUDGET_KB = 450;

// PORTAL_BENCH_LANGUAGE=de (or ar): the same walk in a browser that speaks that language, so the
// portal follows it (the first-load budget holds in every language); the sign-in form's words in each
const SIGN_IN_LABELS = {
  en: { email: 'Email', password: 'Password', submit: 'Sign in' },
  de: { email: 'E-Mail', password: 'Passwort', submit: 'Anmelden' },
  ar: { email: 'البريد الإلكتروني', password: 'كلمة المرور', submit: 'تسجيل الدخول' },
}[LANGUAGE];
const BROWSER_LOCALE = { en: undefined, de: 'de-DE', ar: 'ar-EG' }[LANGUAGE];

async function main(): Promise<void> {
  const portal = await startPortal();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${DEBUGGING_PORT}`],
    ...LIGHTHOUSE_LAUNCH,
  });
  try {
    const signInLcp = await signInLcpSamples(browser);
    const yardstick = await browserYardstick(browser);
    const audit = await auditSignIn(BASE, DEBUGGING_PORT);
    const walks: Record<Role, Walk[]> = { admin: [], member: [] };
    for (const role of ['admin', 'member'] as const) {
      const options = { role, labels: SIGN_IN_LABELS, locale: BROWSER_LOCALE, signInLcp: signInLcp.median };
      const extraSteps = role === 'admin' ? scaleSteps(portal) : [];
      for (let walk = 0; walk < WALKS; walk++) walks[role].push(await walkThrough(browser, { ...options, extraSteps }));
    }

    console.log(
      `\nWeb benchmark (${new Date().toISOString().slice(0, 10)}, production builds on loopback, Chromium ${browser.version()}, ${WALKS} walks per role)`,
    );
    const misses: string[] = [];
    for (const role of ['admin', 'member'] as const) misses.push(...printWalks(role, walks[role]));
    await printFirstLoad(walks.admin[0]!);
    console.log(
      `sign-in LCP (budget 1000 ms): ${signInLcp.median} ms, the median of three first visits (${signInLcp.visits.join(', ')} ms); the first page the browser showed after it started: ${signInLcp.afterLaunch} ms`,
    );
    console.log(
      `Lighthouse ${audit.version} (desktop preset) of the sign-in page: performance ${audit.performance} (goal ${LIGHTHOUSE_GOAL}) — ${audit.performance >= LIGHTHOUSE_GOAL ? 'met' : 'NOT MET'}, accessibility ${audit.accessibility} (${audit.metrics})${audit.missed.length ? `; missed: ${audit.missed.join('; ')}` : ''}`,
    );
    console.log(
      `machine yardstick (a 2,000-row table built, laid out and its data round-tripped through JSON, in this browser): ${yardstick} ms, the median of three`,
    );
    console.log(
      misses.length
        ? `budgets NOT MET (${misses.length}):\n  ${misses.join('\n  ')}`
        : `every screen met its budgets (first visit ${FIRST_VISIT_BUDGET_MS} ms, second ${SECOND_VISIT_BUDGET_MS} ms, layout shift ${LAYOUT_SHIFT_BUDGET}, no URL asked twice in a visit)`,
    );
  } catch (error) {
    // what the page showed when a step did not finish: the first thing anyone needs to see
    for (const context of browser.contexts())
      await context
        .pages()[0]
        ?.screenshot({ path: 'bench-failure.png' })
        .catch(() => undefined);
    throw error;
  } finally {
    await browser.close();
    await portal.stop();
  }
}

/** One role's table (each screen's medians over the walks, its worst layout shift) and the budgets it missed. */
function printWalks(role: Role, walks: Walk[]): string[] {
  const rows = walks[0]!.rows.map((row, index) => ({
    ...row,
    firstMs: medianOf(walks.map((walk) => walk.rows[index]!.firstMs)),
    secondMs: medianOf(walks.map((walk) => walk.rows[index]!.secondMs)),
    shift: worstShift(walks.map((walk) => walk.rows[index]!)),
    repeated: [...new Set(walks.flatMap((walk) => walk.rows[index]!.repeated))],
  }));
  console.log(`\n${role === 'admin' ? 'Admin (level3)' : 'Member (level1)'}: ${rows.length - 3} screens`);
  console.table(
    rows.map((row) => ({
      step: row.step,
      'JS KB (compressed)': row.jsKb.toFixed(1),
      copies: row.copies,
      'LCP ms': row.lcpMs?.toFixed(0) ?? '',
      'first visit ms': row.firstMs ?? '',
      'second visit ms': row.secondMs ?? '',
      'layout shift': row.shift?.unexpected.toFixed(3) ?? '',
      "with the click's": row.shift?.all.toFixed(3) ?? '',
    })),
  );
  const misses: string[] = [];
  for (const [index, row] of rows.entries()) {
    const label = `${role}, ${row.step}`;
    // the Overview's first load and what it loads after its content are the sign-in's own times, not visits
    if (index > 2 && row.firstMs !== null && row.firstMs > FIRST_VISIT_BUDGET_MS)
      misses.push(
        `${label}: first visit ${row.firstMs} ms (walks: ${walks.map((walk) => walk.rows[index]!.firstMs).join(' / ')})`,
      );
    if (row.secondMs !== null && row.secondMs > SECOND_VISIT_BUDGET_MS)
      misses.push(`${label}: second visit ${row.secondMs} ms`);
    if (row.shift && row.shift.unexpected > LAYOUT_SHIFT_BUDGET)
      misses.push(`${label}: layout shift ${row.shift.unexpected.toFixed(3)}`);
    for (const repeated of row.repeated) misses.push(`${role}: asked twice in one visit: ${repeated}`);
  }
  return misses;
}

/** The largest layout shift of any visit of a screen across the walks, both sums (null: a row without visits). */
function worstShift(rows: Row[]): Shift | null {
  const shifts = rows.flatMap((row) => row.shifts ?? []);
  if (!shifts.length) return null;
  return {
    unexpected: Math.max(...shifts.map((shift) => shift.unexpected)),
    all: Math.max(...shifts.map((shift) => shift.all)),
  };
}

/** The JavaScript of the first load after sign-in (the admin's first walk), brotli as served and gzip only. */
async function printFirstLoad(walk: Walk): Promise<void> {
  const gzipped = await gzipOnlyKb(walk.firstLoadScripts);
  console.log(
    `first load after login (login page + Overview until its content shows): ${walk.firstLoadKb.toFixed(1)} KB of JavaScript as served (brotli, headers included), budget ${FIRST_LOAD_BUDGET_KB} KB`,
  );
  console.log(
    `the same scripts gzipped (a client or proxy that takes gzip only): ${gzipped.bodies.toFixed(1)} KB of gzipped JavaScript, budget ${FIRST_LOAD_BUDGET_KB} KB — ${gzipped.bodies <= FIRST_LOAD_BUDGET_KB ? 'met' : 'NOT MET'} (${gzipped.onWire.toFixed(1)} KB with their headers)`,
  );
  console.log(
    `with what the Overview loads after its content (charts, filters, search, floating buttons): ${(walk.firstLoadKb + walk.rows[2]!.jsKb).toFixed(1)} KB`,
  );
  console.log(`react-dom copies in the page: ${walk.reactDom}`);
}

/**
 * The sign-in page's LCP as a first-time visitor sees it: each visit in a new browser context (empty
 * cache, no cookies, nothing compiled), read once the page has been still for half a second. The first
 * visit after the browser starts also pays for starting Chromium's own processes (as Lighthouse avoids
 * by opening a blank page first): it is printed apart, and the budget is read on the median of the next three.
 */
async function signInLcpSamples(browser: Browser): Promise<{ afterLaunch: number; visits: number[]; median: number }> {
  const samples: number[] = [];
  for (let visit = 0; visit < 4; visit++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: BROWSER_LOCALE });
    const page = await context.newPage();
    await page.addInitScript(observeLcp);
    await page.goto(`${BASE}/pages/login/`);
    await page.getByLabel(SIGN_IN_LABELS.email).waitFor();
    await page.waitForTimeout(500);
    samples.push(Math.round((await lcp(page)) ?? Number.NaN));
    await context.close();
  }
  const [afterLaunch, ...visits] = samples as [number, ...number[]];
  const median = [...visits].sort((a, b) => a - b)[1]!;
  return { afterLaunch, visits, median };
}

/**
 * What `urls` weigh when the client accepts gzip and not brotli (a proxy or server without brotli): each asked
 * again that way; on the wire (status line, headers and compressed body, as the browser's figure is counted),
 * and the gzipped bodies alone.
 */
async function gzipOnlyKb(urls: readonly string[]): Promise<{ onWire: number; bodies: number }> {
  let headers = 0;
  let bodies = 0;
  for (const url of urls) {
    const response = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get(url, { headers: { 'accept-encoding': 'gzip' } }, resolve).on('error', reject),
    );
    const head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`;
    headers += Buffer.byteLength(head);
    for (let index = 0; index < response.rawHeaders.length; index += 2)
      headers += Buffer.byteLength(`${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`);
    for await (const chunk of response) bodies += (chunk as Buffer).length;
  }
  return { onWire: (headers + bodies) / 1024, bodies: bodies / 1024 };
}

/** The middle value of the samples that have one (null: a step without that measure). */
function medianOf(samples: Array<number | null>): number | null {
  const values = samples.filter((sample): sample is number => sample !== null).sort((a, b) => a - b);
  return values.length ? values[Math.floor(values.length / 2)]! : null;
}

main().catch((error: unknown) => {
  console.error('[bench:web] failed:', error);
  process.exit(1);
});
