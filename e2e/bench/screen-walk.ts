import type { Browser, Page } from '@playwright/test';
import { accounts, PASSWORD } from '../fixtures/accounts';
import { mainThreadIdle } from '../fixtures/main-thread-idle';
import { countReactDomCopies, reactDomCopies } from '../fixtures/react-copies';
import { routeParams, signedInVisits } from '../fixtures/routes';
import { HOST_PORT } from '@timely/tooling/remotes';
import {
  contentShown,
  layoutShiftSince,
  navigateInPage,
  observeClicks,
  observeLayoutShifts,
  observeLcp,
  requestWatch,
} from './page-probes';
import { copies, jsMeter } from './page-weight';

export type Role = 'admin' | 'member';
export type Shift = Awaited<ReturnType<typeof layoutShiftSince>>;
export type Step = { name: string; path: string };
export type Row = {
  step: string;
  jsKb: number;
  copies: string;
  lcpMs: number | null;
  firstMs: number | null;
  secondMs: number | null;
  /** The layout shift of the first visit and of the second, from the navigation until settled. */
  shifts: [Shift, Shift] | null;
  /** API reads asked more than once within one visit. */
  repeated: string[];
};
export type Walk = { rows: Row[]; firstLoadKb: number; firstLoadScripts: string[]; reactDom: number };

const OVERVIEW: Step = { name: 'Overview', path: '/preview' };
// pages that only send their visitor on (to the Overview, the inbox, all to-dos): visited as where they lead
const REDIRECTS = new Set(['home', 'overview', 'emailHome', 'todoHome']);

/** Sign-in form labels in the browser's language. */
export type SignInLabels = { email: string; password: string; submit: string };

/**
 * Every screen `role` may open, as the portal's screens declare them (the sidebar's, the board, backlog, task
 * page, sprint report and the other screens a link leads to, the host's own pages), ids read from the seed.
 */
async function screensOf(page: Page, role: Role): Promise<Step[]> {
  const params = await routeParams(page);
  return signedInVisits(params, role)
    .filter((visit) => !REDIRECTS.has(visit.name))
    .map((visit) => ({ name: visit.name, path: visit.href }));
}

/**
 * A walk in a new browser context: `role` signs in (the Overview's first load), then every step gets a first
 * visit, a visit back to the Overview and a second visit; `extraSteps` come after the role's own screens.
 */
export async function walkThrough(
  browser: Browser,
  options: { role: Role; labels: SignInLabels; locale?: string; signInLcp: number; extraSteps: Step[] },
): Promise<Walk> {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: options.locale });
  await countReactDomCopies(page);
  for (const probe of [observeLcp, observeClicks, observeLayoutShifts]) await page.addInitScript(probe);
  const meter = await jsMeter(page);
  const watch = requestWatch(page);
  const rows: Row[] = [];

  await page.goto(`http://localhost:${HOST_PORT}/pages/login/`);
  await page.getByLabel(options.labels.email).waitFor();
  const loginPage = { jsKb: await meter.take(), copies: await copies(page) };
  rows.push({
    step: 'Login page',
    ...loginPage,
    lcpMs: options.signInLcp,
    firstMs: null,
    secondMs: null,
    shifts: null,
    repeated: [],
  });
  watch.repeatedSince();

  const started = Date.now();
  await page.getByLabel(options.labels.email).fill(accounts[options.role].email);
  await page.getByLabel(options.labels.password).fill(PASSWORD);
  await page.getByRole('button', { name: options.labels.submit }).click();
  await page.waitForURL(`**${OVERVIEW.path}`);
  await contentShown(page);
  const loginMs = Date.now() - started;
  const { contentAt, clickAt: submittedAt } = await moments(page);
  await settle(page, watch);
  const overview = await meter.takeSplit(contentAt);
  const overviewShift = await layoutShiftSince(page, submittedAt);
  // no LCP here: the browser reports it for a page load, and the Overview comes by client-side navigation
  rows.push({
    step: 'Overview (first load after login)',
    jsKb: overview.before,
    copies: await copies(page),
    lcpMs: null,
    firstMs: loginMs,
    secondMs: null,
    shifts: [overviewShift, overviewShift],
    repeated: watch.repeatedSince(),
  });
  rows.push({
    step: 'Overview, after its content (charts, filters, search)',
    jsKb: overview.after,
    copies: await copies(page),
    lcpMs: null,
    firstMs: Date.now() - started,
    secondMs: null,
    shifts: null,
    repeated: [],
  });
  const firstLoadKb = rows[0]!.jsKb + rows[1]!.jsKb;
  const firstLoadScripts = meter.counted();

  for (const step of [...(await screensOf(page, options.role)), ...options.extraSteps]) {
    // a filtered screen is the same route as the one before it: from the Overview, or its first visit would
    // be timed on the previous screen's content
    if (new URL(page.url()).pathname === step.path.split('?')[0]) await visit(page, OVERVIEW, watch);
    const first = await visit(page, step, watch);
    const jsKb = await meter.take();
    await visit(page, OVERVIEW, watch);
    await meter.take();
    const second = await visit(page, step, watch);
    rows.push({
      step: step.name,
      jsKb: jsKb + (await meter.take()),
      copies: await copies(page),
      lcpMs: null,
      firstMs: first.ms,
      secondMs: second.ms,
      shifts: [first.shift, second.shift],
      repeated: [...first.repeated, ...second.repeated],
    });
  }

  const reactDom = await reactDomCopies(page);
  // closed, so that its timers (the notifications' polling) do not run under the next walk
  await page.context().close();
  return { rows, firstLoadKb, firstLoadScripts, reactDom };
}

/**
 * Navigates in the page as a link does and waits until the route's content (not a spinner) is in the main
 * area: the time from the navigation to that frame, the page's layout shift from the navigation until it has
 * settled, and the API reads it asked twice.
 */
async function visit(
  page: Page,
  step: Step,
  watch: ReturnType<typeof requestWatch>,
): Promise<{ ms: number; shift: Shift; repeated: string[] }> {
  watch.repeatedSince();
  await navigateInPage(page, step.path);
  await contentShown(page).catch((error: unknown) => {
    throw new Error(`${step.name} (${step.path}) did not show its content`, { cause: error });
  });
  const { contentAt, clickAt } = await moments(page);
  // BENCH_FILES=1 also shows what was taken for the route's content
  if (process.env.BENCH_FILES)
    console.log(
      `  ${step.path} after ${Math.round(contentAt - clickAt)} ms: ${JSON.stringify(await page.evaluate(() => (window as unknown as { __contentText: string }).__contentText))}`,
    );
  await settle(page, watch);
  const shift = await layoutShiftSince(page, clickAt);
  return {
    ms: Math.round(contentAt - clickAt),
    shift,
    repeated: watch.repeatedSince().map((url) => `${step.name}: ${url}`),
  };
}

/** When the last click (or in-page navigation) happened and when the content showed, ms since the epoch. */
async function moments(page: Page): Promise<{ contentAt: number; clickAt: number }> {
  return page.evaluate(() => {
    const win = window as unknown as { __contentAt: number; __clickAt: number };
    return { contentAt: win.__contentAt, clickAt: win.__clickAt };
  });
}

/** The next step starts from a settled screen: a chart arriving late must not read as its content. */
async function settle(page: Page, watch: ReturnType<typeof requestWatch>): Promise<void> {
  await contentShown(page, { deferredToo: true });
  await watch.quiet();
  await mainThreadIdle(page);
}
