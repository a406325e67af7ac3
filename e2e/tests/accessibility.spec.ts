import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEFAULT_PREFERENCES, projectPageSchema, sprintBoardSchema, sprintListSchema } from '@timely/contract';
import { portalHref, portalRoutes, type PortalRouteName } from '@timely/shared-ui/portal-paths';
import { HOST_PORT, REMOTES } from '@timely/tooling/remotes';
import { accounts } from '../fixtures/accounts';
import { seriousFindings, type AxeExclusion } from '../fixtures/axe';
import { API_URL, savePreferences, tokenOf } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';

// axe on every route of the portal (issue #32): 0 serious and 0 critical findings, light and dark, wide and
// narrow, for the admin and a member, and on each remote's standalone page. Each screen is loaded once:
// the theme is 'system', so the page turns dark or light when the emulated colour scheme changes, and the
// viewport is resized in place; axe runs after each change. A test lists every finding of its run at once.

const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [1440, 390];
const HEIGHT = { 1440: 900, 390: 844 } as Record<number, number>;
const SIGNED_OUT = { cookies: [], origins: [] };
const HOST_PORT_TEXT = String(HOST_PORT);
const SYSTEM_THEME = { ...DEFAULT_PREFERENCES, theme: 'system' as const };

/**
 * Findings left alone, each on one kind of element and why. antd's tabs (rc-tabs 1.13) put the button
 * that lists the tabs a narrow screen cannot show inside the tablist; it is a named button that opens a
 * listbox of those tabs, and every tab stays a tab, but a tablist may own tabs only. Nothing else on a
 * tablist is left alone.
 */
const EXCLUSIONS: AxeExclusion[] = [
  {
    rule: 'aria-required-children',
    selector: '.ant-tabs-nav',
    summary: 'button[aria-controls]',
    why: "antd's overflow button for the tabs a narrow screen hides sits inside the tablist",
  },
];

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

/** What a screen shows while its code or data is still on the way. */
const LOADING = '.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]';

/**
 * Opens a route: the first with a page load, the next ones as the portal's own links do (the router
 * follows the history), so each screen costs its data, not the whole portal's code again. Screens that
 * poll never go quiet, so the wait for their spinners is bounded: axe then audits what is on screen,
 * loaded or still loading (both must pass).
 */
async function open(page: Page, href: string): Promise<void> {
  // a path on the page's own app (not a remote alone on its port, not the first visit)
  const sameApp = page.url().startsWith('http') && href.startsWith('/') && new URL(page.url()).port === HOST_PORT_TEXT;
  if (sameApp) {
    await page.evaluate((path) => {
      history.pushState(null, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, href);
  } else {
    await page.goto(href);
  }
  await expect(page.locator('main, form, h1').first()).toBeVisible();
  await expect(page.locator(LOADING))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
}

/** Two frames after a change: React has re-rendered for the new size or scheme and the browser has laid it out. */
async function settled(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  );
}

/**
 * axe on the screen as loaded, in each scheme and width, changed in place: wide light, wide dark, narrow
 * dark, narrow light (one change between runs). A new width may lay the screen out anew (a drawer for the
 * menu, cards for tables), so every rule runs then; a new scheme changes colours only (the same elements
 * in the same places), so the rules that read colours run. The page's theme preference must be 'system'.
 */
async function auditInPlace(page: Page, label: string): Promise<string[]> {
  const findings: string[] = [];
  const order = WIDTHS.flatMap((width, index) =>
    (index % 2 === 0 ? SCHEMES : [...SCHEMES].reverse()).map((scheme, step) => ({
      width,
      scheme,
      colourOnly: step > 0,
    })),
  );
  for (const { width, scheme, colourOnly } of order) {
    if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: HEIGHT[width]! });
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await settled(page);
    const found = await seriousFindings(page, { colourOnly, exclusions: EXCLUSIONS });
    findings.push(...found.map((finding) => `${label} ${scheme} ${width}: ${finding}`));
  }
  return findings;
}

async function auditRoutes(page: Page, visits: Visit[]): Promise<string[]> {
  const findings: string[] = [];
  for (const visit of visits) {
    const started = Date.now();
    await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT[WIDTHS[0]!]! });
    await page.emulateMedia({ colorScheme: SCHEMES[0] });
    await open(page, visit.href);
    const found = await auditInPlace(page, `${visit.name} ${visit.href}`);
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

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    storageState: SIGNED_OUT,
    viewport: { width: WIDTHS[0]!, height: HEIGHT[WIDTHS[0]!]! },
    reducedMotion: 'reduce',
  });
  return context.newPage();
}

for (const role of ['admin', 'member'] as const) {
  test(`every route a ${role} opens, light and dark, 1440 and 390 px: no serious or critical finding`, async ({
    browser,
  }) => {
    test.setTimeout(900_000);
    const page = await newPage(browser);
    await signIn(page, accounts[role].email);
    await savePreferences(page, page.request, { theme: 'system' });
    // the preferences are read once per page load
    await page.reload();
    try {
      const params = await routeParams(page);
      expect(await auditRoutes(page, signedInVisits(params, role))).toEqual([]);
    } finally {
      await savePreferences(page, page.request, {});
      await page.context().close();
    }
  });
}

test('semi-dark (a dark sidebar on a light page): no serious or critical finding in the shell', async ({ browser }) => {
  const page = await newPage(browser);
  await signIn(page, accounts.admin.email);
  await savePreferences(page, page.request, { theme: 'semi-dark' });
  await page.reload();
  try {
    await open(page, portalHref('projects'));
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'semi-dark');
    expect(await seriousFindings(page)).toEqual([]);
    // the sidebar is a drawer on a phone: opened, it is audited too
    await page.setViewportSize({ width: 390, height: HEIGHT[390]! });
    await page.getByRole('button', { name: 'Open menu' }).press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    expect(await seriousFindings(page)).toEqual([]);
  } finally {
    await savePreferences(page, page.request, {});
    await page.context().close();
  }
});

test("the public pages and each remote's standalone page, light and dark, 1440 and 390 px: no serious or critical finding", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await newPage(browser);
  // signed out, the theme comes from the browser's cached preferences: 'system' follows the emulated scheme
  await page.addInitScript((preferences) => {
    localStorage.setItem('portal.preferences.v1', JSON.stringify(preferences));
  }, SYSTEM_THEME);
  try {
    const standalone = Object.entries(REMOTES).map(([name, remote]) => ({
      name: name as PortalRouteName,
      href: `http://localhost:${remote.port}/`,
    }));
    expect(await auditRoutes(page, [...publicVisits(), ...standalone])).toEqual([]);
  } finally {
    await page.context().close();
  }
});
