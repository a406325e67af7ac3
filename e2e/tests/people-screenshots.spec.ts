import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { optionsResponseSchema, peerFieldSchema, peerPageSchema } from '@timely/contract';
import { day } from '../fixtures/days';
import { API_URL, savePreferences } from '../fixtures/shell';
import { sessionHeaders } from '../fixtures/api-session';

// Pictures of the people records for a person to look at (PORTAL_SCREENSHOTS=1), saved to e2e/screenshots/ (git-ignored).
test.skip(!process.env.PORTAL_SCREENSHOTS, 'set PORTAL_SCREENSHOTS=1 to take the people records screenshots');

const OUT = path.join(import.meta.dirname, '../screenshots');

async function shoot(page: Page, name: string, fullPage = true) {
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage });
}

test('peer fields in company settings, the record in the directory and the drawer, light and dark, wide and narrow', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await page.goto('/preview');
  const headers = await sessionHeaders(page);
  const field = async (data: object) =>
    peerFieldSchema.parse(await (await request.post(`${API_URL}/v2/company/peer-fields`, { headers, data })).json());
  const size = await field({
    name: 'Shirt size',
    type: 'choice',
    choices: ['S', 'M', 'L', 'XL'],
    visibility: 'everyone',
  });
  const desk = await field({ name: 'Desk number', type: 'number', visibility: 'managers' });
  const visa = await field({ name: 'Visa expires', type: 'date', visibility: 'admins' });
  const peers = peerPageSchema.parse(
    await (await request.get(`${API_URL}/v2/peers?search=member@acme.test`, { headers })).json(),
  );
  const managers = peerPageSchema.parse(
    await (await request.get(`${API_URL}/v2/peers?search=manager@acme.test`, { headers })).json(),
  );
  const member = peers.items[0]!;
  await request.patch(`${API_URL}/v2/peers/${member._id}`, {
    headers,
    data: {
      hireDate: '2024-07-01',
      managerId: managers.items[0]!._id,
      customFields: { [size._id]: 'M', [desk._id]: 214, [visa._id]: '2027-03-31' },
    },
  });
  const options = optionsResponseSchema.parse(await (await request.get(`${API_URL}/v2/options`, { headers })).json());
  await request.post(`${API_URL}/v2/options/public-holidays`, {
    headers,
    data: { day: `${day(0).slice(0, 4)}-12-24`, name: 'Christmas Eve', locationId: options.locations[0]!._id },
  });

  for (const [look, preferences] of [
    ['light', {}],
    ['dark', { theme: 'dark' as const }],
  ] as const) {
    await savePreferences(page, request, preferences);
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
      await page.goto('/company/settings');
      const card = page.getByText('Peer fields', { exact: true });
      await expect(card).toBeVisible();
      await expect(page.getByRole('row', { name: /Shirt size/ })).toBeVisible();
      await shoot(page, `people-settings-${look}-${width}`);
      await page.goto('/data-list/manage-peer-view?search=member@acme.test');
      const row = page.getByRole('row', { name: new RegExp(member.name) });
      await expect(row).toBeVisible();
      await row.getByRole('button', { name: `Show the people record of ${member.name}` }).click();
      await expect(page.getByLabel('People record', { exact: true })).toBeVisible();
      await shoot(page, `people-directory-${look}-${width}`);
      await row.getByRole('button', { name: `Edit ${member.name}` }).click();
      const divider = page.getByRole('dialog').getByText('People record');
      await divider.scrollIntoViewIfNeeded();
      await expect(page.getByRole('dialog').getByText('Shirt size')).toBeVisible();
      await shoot(page, `people-drawer-${look}-${width}`, false);
      await page.keyboard.press('Escape');
    }
  }
  await savePreferences(page, request, {});
});
