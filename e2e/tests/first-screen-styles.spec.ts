import { expect, test } from '@playwright/test';
import { DEFAULT_PREFERENCES } from '@timely/contract';
import { accounts, PASSWORD } from '../fixtures/accounts';

// The sign-in page's antd styles come from a stylesheet written at build time (tooling's
// first-screen-styles.ts), not generated on the main thread as the page starts; antd still generates what
// the stylesheet lacks, and the theme's colours, which are CSS variables set at run time.
test.use({ storageState: { cookies: [], origins: [] } });

/** antd's generated component styles in the page: `<style>` elements of its own, the theme's variables left out. */
const generatedComponentStyles = () =>
  Array.from(document.querySelectorAll('style[data-css-hash]:not([data-token-hash])')).map(
    (style) => (style.textContent ?? '').match(/\.ant-[a-z-]+/)?.[0] ?? style.getAttribute('data-css-hash'),
  );

/** The components of the shell and the Overview that the build's stylesheet holds (first-screen-styles.render.ts). */
const FROM_THE_STYLESHEET = [
  '.ant-layout',
  '.ant-menu',
  '.ant-badge',
  '.ant-avatar',
  '.ant-dropdown',
  '.ant-spin',
  '.ant-skeleton',
  '.ant-statistic',
  '.ant-progress',
  '.ant-tag',
  '.ant-select',
  '.ant-picker',
];

test('the sign-in page generates none of its components’ styles, light or dark, and the page’s own rules follow antd’s', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(generatedComponentStyles)).toEqual([]);
  // the portal's own rules (index.html's <style>) come after antd's, as they did when antd put its styles first
  const ownRulesFollow = await page.evaluate(() => {
    const link = document.querySelector('head link[rel="stylesheet"][href*="antd-first."]');
    const own = Array.from(document.querySelectorAll('head > style')).find((style) =>
      style.textContent?.includes('.timely-visually-hidden'),
    );
    return Boolean(link && own && link.compareDocumentPosition(own) & Node.DOCUMENT_POSITION_FOLLOWING);
  });
  expect(ownRulesFollow).toBe(true);
  // the button still wears the theme's primary colour: the stylesheet's rules apply
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).not.toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0)',
  );

  // the dark theme changes the variables, not the components' rules
  await page.evaluate(
    (preferences) => {
      localStorage.setItem('portal.preferences.v1', JSON.stringify(preferences));
    },
    { ...DEFAULT_PREFERENCES, theme: 'dark' },
  );
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await page.evaluate(generatedComponentStyles)).toEqual([]);
});

test('after signing in, the shell round every screen and the Overview generate none of their components’ styles', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(accounts.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('navigation').getByRole('menu').first()).toBeVisible();
  // the Overview's cards have drawn their figures: no skeleton or spinner left
  await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
  // what a card draws only on some days (an empty state) may still be generated; the stylesheet's own may not
  const generated = await page.evaluate(generatedComponentStyles);
  expect(generated.filter((name) => FROM_THE_STYLESHEET.some((prefix) => name?.startsWith(prefix)))).toEqual([]);
});
