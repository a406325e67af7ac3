import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { API_ERROR_MESSAGES, NOTIFICATION_MESSAGES } from '@timely/contract/english';
import { accounts, PASSWORD } from '../fixtures/accounts';
import { open, routeParams, signedInVisits } from '../fixtures/routes';
import { API_URL, savePreferences } from '../fixtures/shell';
import { sessionHeaders } from '../fixtures/api-session';
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
      headers: await sessionHeaders(page),
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

// The catalogs of the sign-in page and the Overview (the first load). A catalog's messages reach the browser compiled,
// `"key":()=>"text"` for a plain sentence: that pair is what this looks for, since the same English may also be
// in code as data (the contract's catalogs, the route table's titles).
const FIRST_LOAD_CATALOGS = [
  'host/src/messages',
  'shared-auth/src/messages',
  'shared-ui/src/messages',
  'remote-projects/src/features/overview/messages',
];
const root = path.resolve(import.meta.dirname, '../..');
const messagesOf = (catalog: string, language: 'en' | 'de') =>
  JSON.parse(readFileSync(path.join(root, catalog, `${language}.json`), 'utf8')) as Record<string, string>;
/** A catalog's plain messages in a language, as the build writes them, where the other language words them differently. */
function compiledSentencesOf(catalog: string, language: 'en' | 'de'): string[] {
  const other = messagesOf(catalog, language === 'en' ? 'de' : 'en');
  return Object.entries(messagesOf(catalog, language))
    .filter(([key, text]) => !/[{}'\\"]/.test(text) && other[key] !== text)
    .map(([key, text]) => `${JSON.stringify(key)}:${JSON.stringify(text)}`);
}

/** The scripts a signed-in first visit downloads, sign-in page and Overview: their text, joined. */
async function firstLoadScripts(page: Page): Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''));
  });
  await page.goto('/pages/login/');
  await page.getByRole('textbox', { name: /^(Email|E-Mail)$/ }).fill(accounts.admin.email);
  await page.getByRole('textbox', { name: /^(Password|Passwort)$/ }).fill(PASSWORD);
  await page.getByRole('button', { name: /^(Sign in|Anmelden)$/ }).click();
  await expect(page.locator('main .ant-statistic').first()).toBeVisible();
  return (await Promise.all(bodies)).join('\n');
}

test("a first visit downloads the messages of its language only, not English besides, nor the server's English", async ({
  browser,
}) => {
  const scriptsIn = async (locale: string) => {
    const context = await browser.newContext({ locale, storageState: { cookies: [], origins: [] } });
    try {
      return await firstLoadScripts(await context.newPage());
    } finally {
      await context.close();
    }
  };
  const german = await scriptsIn('de-DE');
  const english = await scriptsIn('en-US');
  for (const catalog of FIRST_LOAD_CATALOGS) {
    const sentences = compiledSentencesOf(catalog, 'en');
    const germanSentences = compiledSentencesOf(catalog, 'de');
    expect(sentences.length, `${catalog} has sentences to look for`).toBeGreaterThan(0);
    // the check can see words: the English visit downloaded this catalog's English, the German visit its German
    expect(sentences.filter((text) => english.includes(text)).length, `${catalog} in English`).toBeGreaterThan(0);
    expect(germanSentences.filter((text) => german.includes(text)).length, `${catalog} in German`).toBeGreaterThan(0);
    // and the German visit none of its English, the English visit none of its German
    expect(
      sentences.filter((text) => german.includes(text)),
      `${catalog}'s English in German`,
    ).toEqual([]);
    expect(
      germanSentences.filter((text) => english.includes(text)),
      `${catalog}'s German in English`,
    ).toEqual([]);
  }
  // nor the server's English catalogs, in any language: the apps word every code from their catalogs, which
  // the build parses (a message with values becomes its syntax tree), so a template as the server keeps it
  // (`{name}` and all) never shows
  const serverTemplates = [...Object.values(API_ERROR_MESSAGES), ...Object.values(NOTIFICATION_MESSAGES)].filter(
    (text) => text.includes('{') && !/["'\\]/.test(text),
  );
  expect(serverTemplates.length).toBeGreaterThan(50);
  expect(serverTemplates.filter((text) => german.includes(text) || english.includes(text))).toEqual([]);
});

/** What a screen's controls and headings say (its own words, not its data). */
const OWN_WORDS = [
  'main :is(h1, h2, h3, h4)',
  'main th',
  'main button',
  'main label',
  'main [role="tab"]',
  'main .ant-card-head-title',
  'main .ant-empty-description',
  'main .ant-select-selection-placeholder',
  'main .ant-statistic-title',
  'header button',
].join(', ');

/**
 * English words that only the portal's own text would have: seeded data (project, task and peer names) is
 * English too, and may be shown in a button, so a Latin word alone proves nothing.
 */
const ENGLISH =
  /\b(the|of|and|to|for|with|no|add|new|edit|delete|save|cancel|search|view|all|status|name|date|open|close|show|more|page|next|select|filter|export|import|yes|not|your|you|this|from|task|tasks|project|projects|peer|peers|leave|week|weeks|total|start|end|hours)\b/i;

/** The screen's own text that is English. */
async function englishOwnText(page: Page): Promise<string[]> {
  const texts = await page.locator(OWN_WORDS).evaluateAll((elements) =>
    elements.flatMap((element) => {
      // what people wrote (marked translate="no": names, messages) is data, not the screen's own words
      let text = (element as HTMLElement).innerText;
      element.querySelectorAll('[translate="no"]').forEach((data) => {
        text = text.replace((data as HTMLElement).innerText, ' ');
      });
      return [text, element.getAttribute('aria-label') ?? ''];
    }),
  );
  const placeholders = await page
    .locator('main input[placeholder], main textarea[placeholder]')
    .evaluateAll((inputs) => inputs.map((input) => input.getAttribute('placeholder') ?? ''));
  // a translated text may name data ("نقل Bulk export"): only a text with no Arabic in it can be English
  const english = [...texts, ...placeholders]
    .map((text) => text.trim())
    .filter((text) => !ARABIC.test(text) && ENGLISH.test(text));
  return [...new Set(english)];
}

const ARABIC = /\p{Script=Arabic}/u;

test('every screen an admin opens speaks Arabic in its own words: headings, columns, buttons, labels, tabs', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, accounts.admin.email);
  await savePreferences(page, page.request, { language: 'ar' });
  await page.reload();
  try {
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const params = await routeParams(page);
    for (const visit of signedInVisits(params, 'admin')) {
      await open(page, visit.href);
      // a screen's messages arrive with its code, a moment after its first paint: asked again until they have
      await expect.soft
        .poll(() => englishOwnText(page), { message: `${visit.name} ${visit.href}`, timeout: 5_000 })
        .toEqual([]);
    }
  } finally {
    await savePreferences(page, page.request, { language: null });
  }
});
