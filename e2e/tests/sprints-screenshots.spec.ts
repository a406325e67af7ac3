import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { projectPageSchema, sprintListSchema } from '@timely/mock-server/contract';
import { API_URL, savePreferences, tokenOf } from '../fixtures/shell';

// Pictures of the sprint screens for a person to look at (PORTAL_SCREENSHOTS=1), saved to e2e/screenshots/ (git-ignored).
test.skip(!process.env.PORTAL_SCREENSHOTS, 'set PORTAL_SCREENSHOTS=1 to take the sprint screenshots');

const OUT = path.join(import.meta.dirname, '../screenshots');

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
}

test('the board and the tasks list of the current sprint, light and dark, wide and narrow', async ({ page, request }) => {
  test.setTimeout(180_000);
  await page.goto('/preview');
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const projects = projectPageSchema.parse(await (await request.get(`${API_URL}/v2/projects?search=Atlas`, { headers })).json());
  const atlas = projects.items.find((project) => project.name === 'Atlas Web Revamp')!;
  const sprints = sprintListSchema.parse(await (await request.get(`${API_URL}/v2/projects/${atlas._id}/sprints`, { headers })).json());
  const current = sprints.items.find((sprint) => sprint.status === 'current') ?? sprints.items[0]!;
  try {
    for (const [look, preferences] of [['light', {}], ['dark', { theme: 'dark' as const }]] as const) {
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
      }
    }
  } finally {
    await savePreferences(page, request, {});
  }
});
