import { expect, test } from '@playwright/test';
import { accounts } from '../fixtures/accounts';
import { API_URL, savePreferences, tokenOf } from '../fixtures/shell';
import { signIn } from '../fixtures/sign-in';

// each test signs in itself: the language is the signed-in user's
test.use({ storageState: { cookies: [], origins: [] } });

test('the user menu switches to German, kept on reload (saved on the server), then to Arabic, right to left', async ({
  page,
  request,
}) => {
  const html = page.locator('html');
  await signIn(page, accounts.globexAdmin.email);
  try {
    await expect(html).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Language' }).hover();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('button', { name: /Kontomenü/ })).toBeVisible();

    // what this browser kept is dropped: only the server can bring German back
    await page.evaluate(() => {
      localStorage.removeItem('portal.preferences.v1');
      localStorage.removeItem('portal.language.v1');
    });
    await page.reload();
    await expect(html).toHaveAttribute('lang', 'de');
    await page.getByRole('button', { name: /Kontomenü/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Abmelden' })).toBeVisible();
    const saved = await request.get(`${API_URL}/v2/me/preferences`, {
      headers: { authorization: `Bearer ${await tokenOf(page)}` },
    });
    expect(((await saved.json()) as { language: string }).language).toBe('de');

    await page.getByRole('menuitem', { name: 'Sprache' }).hover();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: /قائمة الحساب/ })).toBeVisible();
  } finally {
    // the next spec meets the account as seeded
    await savePreferences(page, request, { language: null });
  }
});

test.describe('a browser that speaks German', () => {
  test.use({ locale: 'de-DE' });

  test('the sign-in page follows it, and its picker turns the page Arabic, right to left', async ({ page }) => {
    const html = page.locator('html');
    await page.goto('/pages/login/');
    await expect(page.getByRole('heading', { name: 'Willkommen bei Timely' })).toBeVisible();
    await expect(html).toHaveAttribute('lang', 'de');
    await expect(html).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Geben Sie Ihre E-Mail-Adresse ein')).toBeVisible();

    await page.getByText('العربية').click();
    await expect(page.getByRole('heading', { name: 'مرحبًا بك في Timely' })).toBeVisible();
    await expect(html).toHaveAttribute('dir', 'rtl');
    await expect(html).toHaveAttribute('lang', 'ar');
    // kept in this browser
    await page.reload();
    await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
  });
});
