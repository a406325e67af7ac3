import { expect, test, type Page, type Route } from '@playwright/test';
import { API_URL } from '../fixtures/shell';

// What a signed-in page does when the API is slow, refuses the session, or fails in other ways.
const API_CALLS = `${API_URL}/v2/**`;
const SESSION_KEYS = [
  'company',
  'adminaccess',
  'user',
  'token',
  'username',
  'userProfilePic',
  'isFirstLoad',
  'userRole',
  'refreshToken',
  'userProfile',
];
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
};

/** Answers every API call (and its CORS preflight) with this status and the contract's error envelope. */
function failWith(status: number, message: string, requestId?: string) {
  return (route: Route) => {
    if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
    const error = status === 401 ? 'Unauthorized' : 'Internal Server Error';
    return route.fulfill({
      status,
      headers: CORS,
      json: { statusCode: status, error, message, ...(requestId ? { requestId } : {}) },
    });
  };
}

/**
 * Counts the animation frames in which the page's main area was blank: no text, and nothing saying it is
 * busy (role="status" or aria-busy). A loading state is fine; an empty white area is not.
 */
async function countBlankFrames(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const state = { blank: 0, frames: 0 };
    (window as unknown as { __blankFrames: typeof state }).__blankFrames = state;
    const check = () => {
      const main = document.querySelector('main');
      if (main) {
        state.frames++;
        const busy = main.querySelector('[role="status"], [aria-busy="true"]');
        if (!busy && !main.innerText.trim()) state.blank++;
      }
      requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

test('a slow API: the main area shows loading states, never a blank, then the data', async ({ page }) => {
  await countBlankFrames(page);
  // every answer is held for 2 s, as a loaded server far away would; the sidebar's projects for 8 s, as the
  // portal asks for them before it draws anything (on a busy machine 2 s could pass before the menu is drawn)
  await page.route(API_CALLS, async (route) => {
    const slow = route.request().url().includes('/v2/project/fetchAllProjects');
    // eslint-disable-next-line no-restricted-syntax -- a slow server is what is tested: the page is watched meanwhile
    await new Promise((resolve) => setTimeout(resolve, slow ? 8_000 : 2_000));
    await route.continue();
  });
  await page.goto('/feed');
  const main = page.getByRole('main');
  // each loading state lasts about as long as its answer: looked for side by side, not one after the other
  await Promise.all([
    expect(main.getByRole('status', { name: 'Loading the feed' })).toBeVisible(),
    expect(page.getByRole('navigation', { name: 'Main menu' }).getByText('Loading projects…')).toBeVisible(),
  ]);
  await expect(main.getByRole('heading', { name: 'Company feed' })).toBeVisible();
  await expect(main.getByRole('feed')).toBeVisible({ timeout: 30_000 });
  await expect(main.getByRole('status', { name: 'Loading the feed' })).toHaveCount(0);
  const frames = await page.evaluate(
    () => (window as unknown as { __blankFrames: { blank: number; frames: number } }).__blankFrames,
  );
  expect(frames.frames).toBeGreaterThan(10);
  expect(frames.blank).toBe(0);
});

test('an expired session (every call answers 401) signs out once: the login page, no stored keys, no storm of messages', async ({
  page,
}) => {
  await page.goto('/preview');
  await expect(page.getByTestId('top-bar-user')).toBeVisible();
  // the signed-in page is left first, so what it may still send (and refresh) on its way out is not counted and
  // every call of the visit is (counted from the visit's navigation event, a run on CI counted one call only)
  await page.goto('about:blank');
  const historyBefore = await page.evaluate(() => history.length);
  const apiCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${API_URL}/v2/`) && request.method() !== 'OPTIONS') apiCalls.push(request.url());
  });
  const toLogin: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/pages/login')) toLogin.push(frame.url());
  });
  // the token ran out and the refresh token with it: the server refuses everything
  await page.route(API_CALLS, failWith(401, 'Session expired (e2e)'));
  // the overview fires its widgets, the sidebar and the notifications at once
  await page.goto('/preview');
  await expect(page).toHaveURL(/\/pages\/login\/\?next=%2Fpreview$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const left = await page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), SESSION_KEYS);
  expect(left).toEqual([]);
  // the sign-out replaces the page it happened on: one visit of /preview, then the login page, nothing stacked
  expect(new Set(toLogin).size).toBe(1);
  expect(await page.evaluate(() => history.length)).toBeLessThanOrEqual(historyBefore + 1);
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(1);
  expect(apiCalls.length).toBeGreaterThan(1);
  expect(apiCalls.filter((url) => url.endsWith('/v2/auth/refresh')).length).toBeLessThanOrEqual(1);
  await expect(page.getByText('Session expired (e2e)')).toHaveCount(0);
});

for (const failure of ['a 500', 'a network failure'] as const) {
  test(`${failure} on every API call never signs out: the page shows an error with Retry and recovers`, async ({
    page,
  }) => {
    await page.route(
      API_CALLS,
      failure === 'a 500'
        ? failWith(500, 'Database on fire (e2e)', 'e2e-request-500')
        : (route) => route.abort('connectionrefused'),
    );
    await page.goto('/feed');
    const main = page.getByRole('main');
    await expect(main.getByText('Could not load the feed')).toBeVisible();
    // a server fault names its request, so the user's report can be found in the API's log (issue #35)
    if (failure === 'a 500')
      await expect(main.getByText('Database on fire (e2e) (reference e2e-request-500)')).toBeVisible();
    await expect(page).toHaveURL(/\/feed$/);
    await expect(page.getByTestId('top-bar-user')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

    // the API is back: Retry loads the feed in place, still signed in
    await page.unroute(API_CALLS);
    await main.getByRole('button', { name: 'Retry' }).click();
    await expect(main.getByRole('feed')).toBeVisible();
    await expect(page).toHaveURL(/\/feed$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });
}
