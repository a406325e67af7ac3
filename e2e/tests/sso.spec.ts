import { expect, test, type APIRequestContext } from '@playwright/test';
import { ssoSettingsSchema } from '@timely/contract';
import { accounts, PASSWORD } from '../fixtures/accounts';
import { bearer } from '../fixtures/api-session';
import { startOidcProvider, type E2eProvider } from '../fixtures/oidc-provider';
import { API_URL } from '../fixtures/shell';

// Single sign-on with OpenID Connect (docs/security.md): Acme's admin points the company at a real provider
// started here (the API allows its http:// issuer through SSO_ALLOW_HTTP_ISSUER, set in playwright.config.ts),
// and a member signs in through the browser with "Sign in with Acme ID".
test.use({ storageState: { cookies: [], origins: [] } });

let provider: E2eProvider;
let adminHeaders: { authorization: string };

async function patchSso(request: APIRequestContext, data: object) {
  const response = await request.patch(`${API_URL}/v2/company/sso`, {
    headers: adminHeaders,
    data,
  });
  expect(response.status(), await response.text()).toBe(200);
  return ssoSettingsSchema.parse(await response.json());
}

test.beforeAll(async ({ request }) => {
  adminHeaders = (await bearer(request, accounts.admin.email)).headers;
  const settings = ssoSettingsSchema.parse(
    await (await request.get(`${API_URL}/v2/company/sso`, { headers: adminHeaders })).json(),
  );
  provider = await startOidcProvider(settings.redirectUri, { 'mia.at.idp': accounts.member.email });
  await patchSso(request, {
    enabled: true,
    name: 'Acme ID',
    issuer: provider.issuer,
    clientId: provider.clientId,
    clientSecret: provider.clientSecret,
    domains: ['acme.test'],
  });
});

test.afterAll(async ({ request }) => {
  // the other specs sign in with passwords: single sign-on ends with this file
  await patchSso(request, { enabled: false, passwordSignIn: true, jitProvisioning: false });
  await provider?.close();
});

test('a member signs in with "Sign in with Acme ID" through the provider', async ({ page }) => {
  await page.goto('/pages/login/');
  // single sign-on's part of the page is fetched when asked for
  await page.getByRole('button', { name: 'Use single sign-on (SSO)' }).click();
  await page.getByLabel('Work e-mail').fill(accounts.member.email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('link', { name: 'Sign in with Acme ID' }).click();
  // the provider's own pages: its login, then its consent
  await page.getByPlaceholder('Enter any login').fill('mia.at.idp');
  await page.getByPlaceholder('and password').fill('anything');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
  // the one-time code never stays in the address
  expect(page.url()).not.toContain('sso=');
  const session = await page.evaluate(() => JSON.stringify(localStorage));
  expect(session).toContain(accounts.member.email);
});

test('with password sign-in off, a member is pointed to single sign-on; the admin still signs in', async ({
  page,
  request,
}) => {
  await patchSso(request, { passwordSignIn: false });
  await page.goto('/pages/login/');
  await page.getByLabel('Email', { exact: true }).fill(accounts.member.email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(/Your company signs in with Acme ID/)).toBeVisible();
  await page.getByLabel('Email', { exact: true }).fill(accounts.admin.email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/pages\/login/);
  await patchSso(request, { passwordSignIn: true });
});
