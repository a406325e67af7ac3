import { expect, test } from '@playwright/test';
import { seriousFindings } from '../fixtures/axe';
import { API_URL } from '../fixtures/shell';

// The demo calendar at /calendar, opened from the sidebar's Apps group by the Acme admin (the portal
// project's signed-in user). The seed writes its events around the current week, so the test reads the
// API for the date of one and goes there as a user would: month by month, then that day.

type DemoEvent = { id: number; title: string; start: string; end: string; label: string; allDay: boolean };

test('an admin opens the calendar from the sidebar, switches views, goes to an event and opens it', async ({
  page,
}) => {
  test.slow();
  const { events } = (await (await page.request.get(`${API_URL}/api/apps/calendar/events`)).json()) as {
    events: DemoEvent[];
  };
  const event = events.find((candidate) => !candidate.allDay);
  expect(event, 'the seed has a timed event').toBeDefined();

  await page.goto('/preview');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  const link = menu.getByRole('link', { name: 'Calendar' });
  // the Apps group's header, then its items, always shown under it
  await expect(menu.getByText('APPS', { exact: true })).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/calendar/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Calendar', level: 3 })).toBeVisible();

  // the month of today, then its week and its day
  const views = main.getByRole('radiogroup', { name: 'View' });
  // the browser's today, which the calendar opens on
  const names = await page.evaluate((start) => {
    // eslint-disable-next-line no-restricted-syntax -- the page's own clock, the one the calendar reads
    const today = new Date();
    const day = new Date(start);
    const month = (date: Date) => new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' }).format(date);
    return {
      thisMonth: month(today),
      eventMonth: month(day),
      monthsAway: (day.getFullYear() - today.getFullYear()) * 12 + day.getMonth() - today.getMonth(),
      eventDay: new Intl.DateTimeFormat('en-US', {
        weekday: 'long',
        month: 'long',
        day: 'numeric',
        year: 'numeric',
      }).format(day),
    };
  }, event!.start);
  await expect(main.getByRole('heading', { name: names.thisMonth })).toBeVisible();
  await views.getByText('Week', { exact: true }).click();
  await expect(main.getByRole('group', { name: 'All day' })).toBeVisible();
  await expect(main.getByRole('button', { name: 'Next week' })).toBeVisible();
  await views.getByText('Day', { exact: true }).click();
  await expect(main.getByRole('button', { name: 'Next day' })).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);

  // back to the month, to the event's month, then its day
  await views.getByText('Month', { exact: true }).click();
  for (let step = 0; step < Math.abs(names.monthsAway); step += 1)
    await main.getByRole('button', { name: names.monthsAway > 0 ? 'Next month' : 'Previous month' }).click();
  await expect(main.getByRole('heading', { name: names.eventMonth })).toBeVisible();
  await main.getByRole('button', { name: new RegExp(`^${names.eventDay}, `) }).click();
  await expect(main.getByRole('heading', { name: names.eventDay })).toBeVisible();
  const dayColumn = main.getByRole('group', { name: names.eventDay });
  await dayColumn.getByRole('button', { name: new RegExp(`^${event!.title}, Business, `) }).click();

  const drawer = page.getByRole('dialog', { name: event!.title });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Business')).toBeVisible();
  await expect(drawer.getByText(names.eventDay)).toBeVisible();
  expect(await seriousFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});
