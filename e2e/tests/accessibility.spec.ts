import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEFAULT_PREFERENCES } from '@timely/contract';
import { portalHref, type PortalRouteName } from '@timely/shared-ui/portal-paths';
import { REMOTES } from '@timely/tooling/remotes';
import { accounts } from '../fixtures/accounts';
import { seriousFindings, type AxeExclusion } from '../fixtures/axe';
import { LONG_PAGES_LAUNCH } from '../fixtures/chromium-args';
import { open, publicVisits, routeParams, signedInVisits, type Visit } from '../fixtures/routes';
import { savePreferences } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';

// axe on every route of the portal (issue #32): 0 serious and 0 critical findings, light and dark, wide and
// narrow, for the admin and a member, and on each remote's standalone page. Each screen is loaded once:
// the theme is 'system', so the page turns dark or light when the emulated colour scheme changes, and the
// viewport is resized in place; axe runs after each change. A test lists every finding of its run at once.

test.use({ launchOptions: LONG_PAGES_LAUNCH });

const SCHEMES = ['light', 'dark'] as const;
const WIDTHS = [1440, 390];
const HEIGHT = { 1440: 900, 390: 844 } as Record<number, number>;
const SIGNED_OUT = { cookies: [], origins: [] };
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

/**
 * After a change: React has re-rendered for the new size or scheme (two frames), and the colours and sizes
 * that antd moves to their new values over a short transition have arrived (a run during one read the
 * colours half-way: light text on a grey between the two themes).
 */
async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // a re-render a frame later may start transitions of its own: wait until a pair of frames starts none
    for (let round = 0; round < 10; round += 1) {
      await frames();
      const running = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
      if (running.length === 0) return;
      await Promise.all(running.map((transition) => transition.finished.catch(() => undefined)));
    }
  });
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
    // asked at every frame: an expect's polling (100, 250, 500 ms apart) waited longer than the switch took
    await page.waitForFunction((shown) => document.documentElement.dataset.theme === shown, scheme, {
      timeout: 20_000,
    });
    await settled(page);
    const found = await seriousFindings(page, { colourOnly, exclusions: EXCLUSIONS });
    findings.push(...found.map((finding) => `${label} ${scheme} ${width}: ${finding}`));
  }
  return findings;
}

async function auditRoutes(page: Page, visits: Visit[]): Promise<string[]> {
  const findings: string[] = [];
  for (const visit of visits) {
    const started = performance.now();
    await page.setViewportSize({ width: WIDTHS[0]!, height: HEIGHT[WIDTHS[0]!]! });
    await page.emulateMedia({ colorScheme: SCHEMES[0] });
    await open(page, visit.href);
    const found = await auditInPlace(page, `${visit.name} ${visit.href}`);
    findings.push(...found);
    // kept as the run goes, so a run that times out still tells what it found and how long each screen took
    test.info().annotations.push(
      {
        type: 'visit',
        description: `${visit.href} ${Math.round(performance.now() - started)} ms, ${found.length} findings`,
      },
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

test('the audit finds what it looks for: on a page, in the same page again, and on the next page', async ({
  browser,
}) => {
  const page = await newPage(browser);
  const faint = '<p style="color:#bbb;background:#fff">faint words</p>';
  const page1 = `<!doctype html><html lang="en"><title>one</title><main>${faint}<button></button></main></html>`;
  const page2 = `<!doctype html><html lang="en"><title>two</title><main><img src="x.png"></main></html>`;
  const rules = (findings: string[]) => findings.map((finding) => finding.split(' ')[0]).sort();
  try {
    await page.goto(`data:text/html,${encodeURIComponent(page1)}`);
    expect(rules(await seriousFindings(page))).toEqual(['button-name', 'color-contrast']);
    // axe is already in this document: a colour run finds the colour finding only, and a whole run everything again
    expect(rules(await seriousFindings(page, { colourOnly: true }))).toEqual(['color-contrast']);
    expect(rules(await seriousFindings(page))).toEqual(['button-name', 'color-contrast']);
    const unnamed: AxeExclusion = { rule: 'button-name', selector: 'button', why: 'this test' };
    expect(rules(await seriousFindings(page, { exclusions: [unnamed] }))).toEqual(['color-contrast']);
    await page.goto(`data:text/html,${encodeURIComponent(page2)}`);
    expect(rules(await seriousFindings(page))).toEqual(['image-alt']);
  } finally {
    await page.context().close();
  }
});
