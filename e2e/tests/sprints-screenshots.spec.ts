import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { sprintBoardSchema } from '@timely/contract';
import { API_URL, savePreferences } from '../fixtures/shell';
import { atlasSprints, sessionHeaders } from '../fixtures/api-session';

// Pictures of the sprint screens for a person to look at (PORTAL_SCREENSHOTS=1), saved to e2e/screenshots/ (git-ignored).
test.skip(!process.env.PORTAL_SCREENSHOTS, 'set PORTAL_SCREENSHOTS=1 to take the sprint screenshots');

const OUT = path.join(import.meta.dirname, '../screenshots');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
}

test('the board, tasks list, backlog, task page, report and project overview, light and dark, wide and narrow', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/preview');
  const headers = await sessionHeaders(page);
  const { atlas, sprints } = await atlasSprints(request, headers);
  const current = sprints.find((sprint) => sprint.status === 'current') ?? sprints[0]!;
  const closed = sprints.filter((sprint) => sprint.status === 'completed').at(-1)!;
  const board = sprintBoardSchema.parse(
    await (await request.get(`${API_URL}/v2/sprints/${current._id}/board`, { headers })).json(),
  );
  const task = board.items.find((each) => each.status !== 'completed') ?? board.items[0]!;
  // a backlog to show, whatever the seed holds
  for (const [title, estimateHours] of [
    ['Offline mode for the cart', 8],
    ['Accessibility audit of checkout', 5],
    ['Dark mode for the emails', 3],
  ] as const) {
    await request.post(`${API_URL}/v2/projects/${atlas._id}/backlog`, {
      headers,
      data: { title, estimateHours, description: 'Shown in the backlog screenshots.' },
    });
  }
  try {
    for (const [look, preferences] of [
      ['light', {}],
      ['dark', { theme: 'dark' as const }],
    ] as const) {
      await savePreferences(page, request, preferences);
      for (const width of [1440, 390]) {
        await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
        await page.goto(`/data-list/sprint-board/${current._id}`);
        await expect(page.getByRole('region', { name: `Board of ${current.name}` })).toBeVisible();
        await shoot(page, `sprint-board-${look}-${width}`);
        await page.goto(`/data-list/view-all-tasks/${current._id}?tab=all`);
        await expect(page.getByRole('table', { name: 'Tasks' }).getByRole('row').nth(1)).toBeVisible();
        await shoot(page, `sprint-tasks-${look}-${width}`);
        await page.goto(`/data-list/view-all-sprints/${atlas._id}`);
        await expect(page.getByRole('table', { name: 'Sprints' }).getByRole('row').nth(1)).toBeVisible();
        await shoot(page, `sprint-list-${look}-${width}`);
        await page.goto(`/data-list/backlog/${atlas._id}`);
        await expect(page.getByRole('heading', { name: /^Backlog/ })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Backlog' }).getByRole('listitem').first()).toBeVisible();
        await shoot(page, `sprint-backlog-${look}-${width}`);
        await page.goto(`/data-list/view-task/${task._id}`);
        await expect(page.getByRole('heading', { name: task.title })).toBeVisible();
        await expect(page.getByRole('main').getByRole('status')).toHaveCount(0, { timeout: 15_000 });
        await shoot(page, `sprint-task-${look}-${width}`);
        await page.goto(`/data-list/sprint-report/${closed._id}`);
        await expect(page.getByRole('heading', { name: `Report · ${closed.name}` })).toBeVisible();
        await expect(page.locator('.recharts-line').first()).toBeVisible();
        // its tables scroll inside their cards: the page itself never scrolls sideways
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await shoot(page, `sprint-report-${look}-${width}`);
        await page.goto(`/view-components/overview/${atlas._id}`);
        await expect(page.getByRole('list', { name: 'Remaining tasks' }).getByRole('link').first()).toBeVisible();
        await shoot(page, `sprint-project-overview-${look}-${width}`);
      }
    }
  } finally {
    await savePreferences(page, request, {});
  }
});
