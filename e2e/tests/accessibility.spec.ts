import { expect, test, type Browser, type Page } from '@playwright/test';
import { projectPageSchema, sprintBoardSchema, sprintListSchema, type Preferences } from '@timely/contract';
import { portalHref, portalRoutes, type PortalRouteName } from '@timely/shared-ui/portal-paths';
import { REMOTES } from '@timely/tooling/remotes';
import { accounts } from '../fixtures/accounts';
import { seriousFindings } from '../fixtures/axe';
import { API_URL, savePreferences, tokenOf } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';

// axe on every route of the portal (issue #32): 0 serious and 0 critical findings, light and dark, wide and
// narrow, for the admin and a member, and on each remote's standalone page. One page per run of routes,
// the signed-in state reused; each test lists every finding of its run at once.

// Not yet part of every run: the last findings (see the notes) are still being fixed, and on a
// loaded machine one role × look × width takes minutes. PORTAL_A11Y=1 runs it.
test.skip(!process.env.PORTAL_A11Y, 'set PORTAL_A11Y=1 to run the accessibility audit of every route');

const LOOKS = [
  { look: 'light', theme: 'light' },
  { look: 'dark', theme: 'dark' },
] as const satisfies ReadonlyArray<{ look: string; theme: Preferences['theme'] }>;
const WIDTHS = [1440, 390];
const SIGNED_OUT = { cookies: [], origins: [] };

type RouteParams = Record<string, string>;
type Visit = { name: PortalRouteName; href: string };

/** Ids for the routes with parameters, read from the API (the seed's Atlas project and its sprints). */
async function routeParams(page: Page): Promise<RouteParams> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const request = page.request;
  const projects = projectPageSchema.parse(
    await (await request.get(`${API_URL}/v2/projects?search=Atlas`, { headers })).json(),
  );
  const atlas = projects.items.find((project) => project.name === 'Atlas Web Revamp') ?? projects.items[0]!;
  const sprints = sprintListSchema.parse(
    await (await request.get(`${API_URL}/v2/projects/${atlas._id}/sprints`, { headers })).json(),
  );
  const current = sprints.items.find((sprint) => sprint.status === 'current') ?? sprints.items[0]!;
  const closed = sprints.items.filter((sprint) => sprint.status === 'completed').at(-1) ?? current;
  const board = sprintBoardSchema.parse(
    await (await request.get(`${API_URL}/v2/sprints/${current._id}/board`, { headers })).json(),
  );
  return { projectId: atlas._id, sprintId: current._id, closedSprintId: closed._id, taskId: board.items[0]!._id };
}

/** Every route a signed-in user may open (from the portal's route table), its parameters filled. */
function signedInVisits(params: RouteParams, role: 'admin' | 'member'): Visit[] {
  return (Object.keys(portalRoutes) as PortalRouteName[])
    .filter((name) => !('isPublic' in portalRoutes[name]))
    .filter(
      (name) =>
        role === 'admin' ||
        !('permissions' in portalRoutes[name]) ||
        (portalRoutes[name].permissions as readonly string[]).includes('editor'),
    )
    .map((name) => ({
      name,
      href: portalHref(name, name === 'sprintReport' ? { sprintId: params.closedSprintId! } : params),
    }));
}

/** The public routes (sign-in, password pages, errors, the consensus and TV pages without a link). */
function publicVisits(): Visit[] {
  return (Object.keys(portalRoutes) as PortalRouteName[])
    .filter((name) => 'isPublic' in portalRoutes[name])
    .map((name) => ({ name, href: portalHref(name) }));
}

/**
 * Opens a route and lets its first requests settle. Screens that poll never go quiet, so the wait is
 * bounded: axe then audits what is on screen, loaded or still loading (both must pass).
 */
async function open(page: Page, href: string): Promise<void> {
  await page.goto(href);
  await expect(page.locator('main, form, h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

async function auditRoutes(page: Page, visits: Visit[]): Promise<string[]> {
  const findings: string[] = [];
  for (const visit of visits) {
    const started = Date.now();
    await open(page, visit.href);
    const found = (await seriousFindings(page)).map((finding) => `${visit.name} ${visit.href}: ${finding}`);
    findings.push(...found);
    // kept as the run goes, so a run that times out still tells what it found and how long each screen took
    test
      .info()
      .annotations.push(
        { type: 'visit', description: `${visit.href} ${Date.now() - started} ms, ${found.length} findings` },
        ...found.map((description) => ({ type: 'finding', description })),
      );
  }
  return findings;
}

async function signedInPage(browser: Browser, email: string, width: number): Promise<Page> {
  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width, height: width > 500 ? 900 : 844 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

for (const { look, theme } of LOOKS) {
  for (const width of WIDTHS) {
    for (const role of ['admin', 'member'] as const) {
      test(`every route a ${role} opens, ${look}, ${width} px: no serious or critical finding`, async ({ browser }) => {
        test.setTimeout(900_000);
        const page = await signedInPage(browser, accounts[role].email, width);
        await savePreferences(page, page.request, { theme });
        try {
          const params = await routeParams(page);
          await open(page, portalHref('overview'));
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          expect(await auditRoutes(page, signedInVisits(params, role))).toEqual([]);
        } finally {
          await savePreferences(page, page.request, {});
          await page.context().close();
        }
      });
    }
  }
}

for (const width of WIDTHS) {
  test(`the public pages and each remote's standalone page, ${width} px: no serious or critical finding`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({
      storageState: SIGNED_OUT,
      viewport: { width, height: width > 500 ? 900 : 844 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    try {
      const standalone = Object.entries(REMOTES).map(([name, remote]) => ({
        name: name as PortalRouteName,
        href: `http://localhost:${remote.port}/`,
      }));
      expect(await auditRoutes(page, [...publicVisits(), ...standalone])).toEqual([]);
    } finally {
      await context.close();
    }
  });
}
