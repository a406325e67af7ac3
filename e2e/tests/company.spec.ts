import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_PREFERENCES, livePaths } from '@timely/contract';
import { API_PORT, HOST_PORT, REMOTES } from '@timely/tooling/remotes';
import { sessionHeaders } from '../fixtures/api-session';
import { day } from '../fixtures/days';

/**
 * Issue #33 end to end: an empty portal (TIMELY_SEED=none). A second API runs on its own empty data folder
 * and the browser's API calls are sent to it; the apps are the suite's own. A visitor asks for a
 * workspace, confirms it through the mailed link (issue #48), invites a peer, the peer sets a password through the invitation link and signs in, the admin
 * changes the working week, and sees all of it in the audit log. PORTAL_SCREENSHOTS=1 also saves the new screens.
 */
const root = path.resolve(import.meta.dirname, '../..');
const EMPTY_API_PORT = API_PORT + 57;
const EMPTY_API = `http://localhost:${EMPTY_API_PORT}`;
const OUT = path.join(import.meta.dirname, '../screenshots');
const ADMIN = { name: 'Peter Gibbons', email: 'peter@initech.test', password: 'Initech for real 1' };
const PEER = { name: 'Milton Waddams', email: 'milton@initech.test', password: 'Red stapler 2026' };
// the team a sheet brings in: the option names are a new workspace's defaults
const TEAM_CSV = [
  'name,email,employee id,job role,designation,location,level',
  'Samir Nagheenanajar,samir@initech.test,IN-0010,Developer,Associate,Head office,level1',
  'Michael Bolton,michael@initech.test,IN-0011,Developer,Senior Associate,Remote,member',
  'Bill Lumbergh,bill@initech.test,IN-0012,Project Manager,Manager,Head office,manager',
].join('\r\n');
const SAMIR = { name: 'Samir Nagheenanajar', email: 'samir@initech.test', password: 'Nagheenanajar 2026' };

let api: ChildProcess;
let dataDir: string;
let log = '';

test.use({ storageState: { cookies: [], origins: [] } });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'timely-e2e-empty-'));
  const origins = [HOST_PORT, ...Object.values(REMOTES).map((remote) => remote.port)].flatMap((port) => [
    `http://localhost:${port}`,
    `http://127.0.0.1:${port}`,
  ]);
  api = spawn(process.execPath, [path.join(root, 'mock-server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(EMPTY_API_PORT),
      TIMELY_DATA_DIR: dataDir,
      TIMELY_SEED: 'none',
      CORS_ORIGINS: origins.join(','),
      LOG_LEVEL: 'warn',
      BCRYPT_COST: '4',
      PORTAL_URL: `http://localhost:${HOST_PORT}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // without SMTP_URL a development server writes each mail to its log: the invitation link is read there
  api.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  api.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString()));
  // up once /health answers (a refused connection: not listening yet)
  await expect
    .poll(
      () =>
        fetch(`${EMPTY_API}/health`).then(
          (response) => response.ok,
          () => false,
        ),
      {
        message: 'the empty API to start',
        timeout: 60_000,
      },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (api && api.exitCode === null) {
    const exited = new Promise((resolve) => api.once('exit', resolve));
    api.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Every call the apps make to the suite's API goes to the empty one instead. */
async function useEmptyApi(page: Page): Promise<void> {
  await page.route(
    (url) => url.port === String(API_PORT),
    async (route) => {
      const url = new URL(route.request().url());
      // the live stream never ends, so it cannot be fetched whole and handed on: the page goes without it
      if (url.pathname === livePaths.stream) return route.abort();
      url.port = String(EMPTY_API_PORT);
      try {
        await route.fulfill({ response: await route.fetch({ url: url.toString() }) });
      } catch (error) {
        // a reload or navigation while the answer was on its way drops the request and its fetched answer
        // (Playwright disposes both): nothing is left to hand on. Any other failure is the test's.
        if (!/disposed|closed/i.test(String(error))) throw error;
      }
    },
  );
}

async function shoot(page: Page, name: string, ready: () => Promise<void>): Promise<void> {
  if (!process.env.PORTAL_SCREENSHOTS) return;
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    await page.reload();
    await ready();
    await page.screenshot({ path: path.join(OUT, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function setTheme(page: Page, theme: 'light' | 'dark'): Promise<void> {
  const response = await fetch(`${EMPTY_API}/v2/me/preferences`, {
    method: 'PUT',
    headers: { ...(await sessionHeaders(page)), 'content-type': 'application/json' },
    body: JSON.stringify({ ...DEFAULT_PREFERENCES, theme }),
  });
  expect(response.status).toBe(200);
}

/** The sign-up link's token in a mail the development API wrote to its log. */
const SIGNUP_LINK = /create-workspace\/confirm#token=([A-Za-z0-9_%-]+)/;

/** The token of the latest invitation mailed to `email`, read from the development log (one JSON line per message). */
function inviteTokenFor(email: string): string | null {
  const lines = log.split('\n').filter((line) => line.includes('"mail"') && line.includes(email));
  const text = lines
    .map((line) => (JSON.parse(line) as { mail?: { to?: string; text?: string } }).mail)
    .filter((mail) => mail?.to === email)
    .at(-1)?.text;
  return text ? (/\/pages\/join#token=([A-Za-z0-9_%-]+)/.exec(text)?.[1] ?? null) : null;
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/pages/login/');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/preview$/);
}

test('an empty portal: create the workspace in the browser, invite a peer who signs in, and see it all in the audit log', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await useEmptyApi(page);
  await page.goto('/pages/login/');
  // an empty server shows no demo sign-ins: none of them exists here
  await expect(page.getByRole('list', { name: 'Demo sign-ins' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Create your workspace' }).click();
  await expect(page).toHaveURL(/\/pages\/create-workspace$/);
  await shoot(page, 'create-workspace-light', () => expect(page.getByLabel('Company name')).toBeVisible());
  await page.getByLabel('Company name').fill('Initech');
  await page.getByLabel('Your name').fill(ADMIN.name);
  await page.getByLabel('Work email').fill(ADMIN.email);
  await page.getByRole('button', { name: 'Email me a link' }).click();
  await expect(page.getByText('Check your mail')).toBeVisible();
  // nothing exists before the address is proven: sign-up is still open
  expect(await (await fetch(`${EMPTY_API}/v2/workspaces/signup`)).json()).toEqual({
    open: true,
    reason: 'first-company',
  });

  // the mailed link (read from the development log) asks for the password, creates the company and signs in
  await expect.poll(() => SIGNUP_LINK.exec(log)?.[1] ?? null, { timeout: 20_000 }).not.toBeNull();
  await page.goto(`/pages/create-workspace/confirm#token=${SIGNUP_LINK.exec(log)![1]!}`);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByLabel('Confirm password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page).toHaveURL(/\/preview$/);
  await expect(page.getByTestId('top-bar-user')).toContainText(ADMIN.name);

  // sign-up closes once the company exists
  expect(await (await fetch(`${EMPTY_API}/v2/workspaces/signup`)).json()).toEqual({ open: false, reason: 'closed' });

  // the admin adds a peer: they get an invitation to choose a password
  const added = await fetch(`${EMPTY_API}/v2/peers`, {
    method: 'POST',
    headers: { ...(await sessionHeaders(page)), 'content-type': 'application/json' },
    body: JSON.stringify({ name: PEER.name, email: PEER.email, employeeId: 'IN-0002', level: 'level1' }),
  });
  expect(added.status).toBe(201);
  await expect.poll(() => inviteTokenFor(PEER.email), { timeout: 20_000 }).not.toBeNull();
  const inviteToken = inviteTokenFor(PEER.email)!;

  // the peer, in a browser of their own, opens the Join page from the mail: who invited them, to which
  // company; they choose a password and land signed in
  const peerContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const peerPage = await peerContext.newPage();
  await useEmptyApi(peerPage);
  await peerPage.goto(`/pages/join#token=${inviteToken}`);
  await expect(peerPage.getByRole('heading', { name: 'Join Initech' })).toBeVisible();
  await expect(
    peerPage.getByText(`${ADMIN.name} invited you to join Initech on Timely.`, { exact: false }),
  ).toBeVisible();
  await expect(peerPage.getByText(PEER.email)).toBeVisible();
  await shoot(peerPage, 'join-light', () =>
    expect(peerPage.getByRole('heading', { name: 'Join Initech' })).toBeVisible(),
  );
  await peerPage.getByLabel('Choose your password').fill(PEER.password);
  await peerPage.getByLabel('Confirm password').fill(PEER.password);
  await peerPage.getByRole('button', { name: 'Join Initech' }).click();
  await expect(peerPage).toHaveURL(/\/preview$/);
  await expect(peerPage.getByTestId('top-bar-user')).toContainText(PEER.name);
  // the link is spent: it says so and sends them to sign in, with no form
  await peerPage.goto(`/pages/join#token=${inviteToken}`);
  await expect(peerPage.getByText('You have already joined')).toBeVisible();
  await expect(peerPage.getByLabel('Choose your password')).toHaveCount(0);
  await peerPage.goto('/preview');
  // a level1 peer has no audit log
  await peerPage.goto('/company/audit-log');
  await expect(peerPage).toHaveURL(/\/misc\/not-authorized$/);
  await peerContext.close();

  // the admin sets the working week on the settings screen
  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/company\/settings$/);
  await expect(page.getByLabel('Company name')).toHaveValue('Initech');
  await shoot(page, 'company-settings-light', () => expect(page.getByLabel('Company name')).toHaveValue('Initech'));
  await page.getByRole('checkbox', { name: 'Saturday' }).check();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Company settings saved.')).toBeVisible();
  await page.getByLabel('New entry of job roles').fill('Accountant');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('"Accountant" added.')).toBeVisible();

  // the admin sees who did what
  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  await expect(page).toHaveURL(/\/company\/audit-log$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('row', { name: /Peer added/ })).toContainText(PEER.name);
  await expect(main.getByRole('row', { name: /Workspace created/ })).toContainText('Initech');
  await expect(main.getByRole('row', { name: /Invitation accepted/ })).toContainText(
    `${PEER.name} accepted the invitation and joined`,
  );
  // in sentences, never as the entries' JSON
  await expect(main.getByRole('row', { name: /Settings changed/ })).toContainText(
    'changed the working week from Mon–Fri to Mon–Sat',
  );
  await expect(main.getByRole('row', { name: /Option added/ })).toContainText('added the job role Accountant');
  await shoot(page, 'audit-log-light', () => expect(main.getByRole('row', { name: /Peer added/ })).toBeVisible());
  if (process.env.PORTAL_SCREENSHOTS) {
    await setTheme(page, 'dark');
    await shoot(page, 'audit-log-dark', () => expect(main.getByRole('row', { name: /Peer added/ })).toBeVisible());
    await page.goto('/company/settings');
    await shoot(page, 'company-settings-dark', () => expect(page.getByLabel('Company name')).toHaveValue('Initech'));
    await setTheme(page, 'light');
  }
});

// signed-out pages have one look: the theme is a signed-in user's preference
test('the create-workspace page once sign-up is closed', async ({ page }) => {
  test.skip(!process.env.PORTAL_SCREENSHOTS, 'a screenshot only');
  await useEmptyApi(page);
  await page.goto('/pages/create-workspace');
  await shoot(page, 'create-workspace-closed', () =>
    expect(page.getByText('Creating a workspace is closed here')).toBeVisible(),
  );
});

test('the admin imports three peers from a CSV, one of them signs in through the invitation link, and the audit log shows the import', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await useEmptyApi(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/data-list/manage-peer-view');
  await page.getByRole('button', { name: 'Import peers' }).click();
  await expect(page).toHaveURL(/\/data-list\/manage-peer-view\/import$/);
  const chooseTeam = async () => {
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'initech-team.csv', mimeType: 'text/csv', buffer: Buffer.from(TEAM_CSV) });
    await expect(page.getByRole('status').filter({ hasText: 'ready to import' })).toContainText(
      '3 rows ready to import.',
    );
  };
  await chooseTeam();
  const preview = page.getByRole('table');
  await expect(preview.getByRole('row', { name: /Bill Lumbergh/ })).toContainText('OK');
  if (process.env.PORTAL_SCREENSHOTS) {
    for (const theme of ['light', 'dark'] as const) {
      await setTheme(page, theme);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        await page.reload();
        await chooseTeam();
        await page.screenshot({ path: path.join(OUT, `import-peers-${theme}-${width}.png`), fullPage: true });
      }
    }
    await setTheme(page, 'light');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.reload();
    await chooseTeam();
  }
  await page.getByRole('button', { name: 'Import 3 peers and send invitations' }).click();
  await expect(page.getByText('3 peers added')).toBeVisible();

  // Samir follows the link in his invitation, chooses a password and signs in
  await expect.poll(() => inviteTokenFor(SAMIR.email), { timeout: 20_000 }).not.toBeNull();
  const samirContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const samirPage = await samirContext.newPage();
  await useEmptyApi(samirPage);
  await samirPage.goto(`/pages/join#token=${inviteTokenFor(SAMIR.email)}`);
  await samirPage.getByLabel('Choose your password').fill(SAMIR.password);
  await samirPage.getByLabel('Confirm password').fill(SAMIR.password);
  await samirPage.getByRole('button', { name: 'Join Initech' }).click();
  await expect(samirPage).toHaveURL(/\/preview$/);
  await expect(samirPage.getByTestId('top-bar-user')).toContainText(SAMIR.name);
  await samirPage.getByTestId('top-bar-user').click();
  await samirPage.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(samirPage).toHaveURL(/\/pages\/login/);
  await signIn(samirPage, SAMIR.email, SAMIR.password);
  await expect(samirPage.getByTestId('top-bar-user')).toContainText(SAMIR.name);
  await samirContext.close();

  // the two others have not accepted yet; Samir has
  await page.getByRole('link', { name: 'See who has not accepted yet' }).click();
  await expect(page).toHaveURL(/\/data-list\/manage-peer-view\?invited=1$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('row', { name: /Bill Lumbergh/ })).toContainText('Invited');
  await expect(main.getByRole('row', { name: /Michael Bolton/ })).toContainText('Invited');
  await expect(main.getByRole('row', { name: /Samir Nagheenanajar/ })).toHaveCount(0);
  // the dashboard counts them, and each row says when its invitation went out and until when it works
  await expect(main.getByText('2 invitations not accepted yet')).toBeVisible();
  await expect(main.getByRole('row', { name: /Bill Lumbergh/ })).toContainText(/Sent .* · Expires /);
  if (process.env.PORTAL_SCREENSHOTS) {
    const ready = () => expect(main.getByText('2 invitations not accepted yet')).toBeVisible();
    await shoot(page, 'peers-invitations-light', ready);
    await setTheme(page, 'dark');
    await shoot(page, 'peers-invitations-dark', ready);
    await setTheme(page, 'light');
    await page.reload();
  }

  // both are sent a fresh invitation at once; Michael's is then taken back
  await main.getByRole('checkbox', { name: 'Select Bill Lumbergh' }).check();
  await main.getByRole('checkbox', { name: 'Select Michael Bolton' }).check();
  await expect(main.getByRole('group', { name: 'Invitations of the selected peers' })).toContainText(
    '2 peers selected',
  );
  await main.getByRole('button', { name: /Resend invitations/ }).click();
  await expect(
    main.getByText('New invitations are on their way to 2 peers; their old links no longer work.'),
  ).toBeVisible();
  await main.getByRole('checkbox', { name: 'Select Michael Bolton' }).check();
  await main.getByRole('button', { name: /Revoke invitations/ }).click();
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await expect(main.getByText('1 invitation revoked; its link no longer works.')).toBeVisible();
  await expect(main.getByText('2 invitations not accepted yet · 1 revoked')).toBeVisible();

  // Michael's link now says plainly that it was withdrawn and whom to ask, never "forgot password"
  const michaelContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const michaelPage = await michaelContext.newPage();
  await useEmptyApi(michaelPage);
  await michaelPage.goto(`/pages/join#token=${inviteTokenFor('michael@initech.test')}`);
  await expect(michaelPage.getByText('This invitation was withdrawn')).toBeVisible();
  await expect(
    michaelPage.getByText(`Ask ${ADMIN.name} to send you a new invitation.`, { exact: false }),
  ).toBeVisible();
  await expect(michaelPage.getByText(/forgot/i)).toHaveCount(0);
  await shoot(michaelPage, 'join-revoked', () =>
    expect(michaelPage.getByText('This invitation was withdrawn')).toBeVisible(),
  );
  await michaelContext.close();

  await page.goto('/company/audit-log');
  await expect(main.getByRole('row', { name: /Peers imported/ })).toContainText('imported 3 peers');
  await expect(main.getByRole('row', { name: /Peers imported/ })).toContainText('Samir Nagheenanajar');
});

test('the admin orders and retires a list entry and imports the public holidays on the settings screen', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await useEmptyApi(page);
  await signIn(page, ADMIN.email, ADMIN.password);
  await page.goto('/company/settings');
  await expect(page.getByLabel('Company name')).toHaveValue('Initech');

  // the logo, checked as a profile picture is, shows in the sidebar
  const onePixelPng = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
  await page
    .locator('input[type="file"][accept*="image/png"]')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: onePixelPng });
  await expect(page.getByText('The logo is updated.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Company logo' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Initech logo' })).toBeVisible();

  // a new designation goes last; moved to the top with the keyboard, then retired
  await page.getByRole('tab', { name: 'Designations' }).click();
  await page.getByLabel('New entry of designations').fill('Senior Auditor');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByText('"Senior Auditor" added.')).toBeVisible();
  const rows = page.getByRole('tabpanel').getByRole('row');
  const count = await rows.count();
  expect(count).toBeGreaterThan(1);
  for (let at = count - 1; at > 0; at -= 1) {
    await expect(rows.nth(at)).toContainText('Senior Auditor');
    await page.getByRole('button', { name: 'Move Senior Auditor up' }).focus();
    await page.keyboard.press('Enter');
    await expect(rows.nth(at - 1)).toContainText('Senior Auditor');
  }
  await expect(page.getByRole('tabpanel').getByRole('row').first()).toContainText('Senior Auditor');
  await page.getByRole('button', { name: 'Retire Senior Auditor' }).click();
  await expect(page.getByText('"Senior Auditor" retired: no longer offered.')).toBeVisible();
  await expect(page.getByRole('tabpanel').getByRole('row').first()).toContainText('Retired');

  // public holidays from a CSV: a bad row is shown before anything is saved, then the right file is saved
  // the year the holidays card opens on: this one
  const year = day(0).slice(0, 4);
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import public holidays' });
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'holidays.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`date,name\n${year}-12-24,Christmas Eve\n24/12/${year},Wrong format\n`),
  });
  await expect(dialog.getByText('1 of 2 rows have problems')).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Wrong format/ })).toContainText('date must be a date as YYYY-MM-DD');
  // the button counts the rows to fix, not rows it cannot save
  await expect(dialog.getByRole('button', { name: 'Fix 1 row to save' })).toBeDisabled();
  await dialog.locator('input[type="file"]').setInputFiles({
    name: 'holidays.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`date,name\n${year}-12-24,Christmas Eve\n${year}-12-31,New Year's Eve\n`),
  });
  await dialog.getByRole('button', { name: 'Save 2 holidays' }).click();
  await expect(page.getByText('2 public holidays imported.')).toBeVisible();
  const holidays = page.getByRole('table').filter({ hasText: 'Christmas Eve' });
  await expect(holidays).toContainText("New Year's Eve");
  await shoot(page, 'company-settings-lists-light', () => expect(page.getByText('Christmas Eve')).toBeVisible());
  if (process.env.PORTAL_SCREENSHOTS) {
    await setTheme(page, 'dark');
    await shoot(page, 'company-settings-lists-dark', () => expect(page.getByText('Christmas Eve')).toBeVisible());
    await setTheme(page, 'light');
  }

  // each change is in the audit log
  await page.getByRole('link', { name: 'Audit log', exact: true }).click();
  const main = page.getByRole('main');
  await expect(main.getByRole('row', { name: /Public holidays imported/ })).toContainText('imported 2 public holidays');
  await expect(main.getByRole('row', { name: /Option list reordered/ }).first()).toContainText(
    'reordered the designations',
  );
  await expect(main.getByRole('row', { name: /Option changed/ }).first()).toContainText('retired the');
});
