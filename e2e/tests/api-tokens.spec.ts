import { expect, test } from '@playwright/test';
import { API_URL } from '../fixtures/shell';
import { unique } from '../fixtures/unique';

// Personal API tokens (docs/integrations.md): made on the profile as the seeded Acme admin (the portal
// project's session), used from outside the browser as a script would, and revoked.

test('a token made on the profile is shown once, reads the API as its owner, is refused a write, and stops once revoked', async ({
  page,
  request,
}) => {
  const name = `E2E script ${unique()}`;
  await page.goto('/pages/profile');
  await page.getByRole('button', { name: 'New token' }).click();
  const form = page.getByRole('form', { name: 'New token' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Create token' }).click();
  await expect(page.getByText(/shown only this once/)).toBeVisible();
  const secret = (await page.getByTestId('new-api-token').textContent())!.trim();
  expect(secret).toMatch(/^tly_[A-Za-z0-9_-]{43}$/);

  const headers = { authorization: `Bearer ${secret}` };
  const me = await request.get(`${API_URL}/v2/me`, { headers });
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe('admin@acme.test');
  const write = await request.patch(`${API_URL}/v2/me`, { headers, data: { timeZone: 'Europe/Berlin' } });
  expect(write.status()).toBe(403);
  expect((await write.json()).code).toBe('apiToken.readScope');

  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText(secret)).toHaveCount(0);
  await page.getByRole('button', { name: `Revoke ${name}` }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText(name)).toHaveCount(0);
  const revoked = await request.get(`${API_URL}/v2/me`, { headers });
  expect(revoked.status()).toBe(401);
  expect((await revoked.json()).code).toBe('apiToken.invalid');
});
