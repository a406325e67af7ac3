import { DEFAULT_PREFERENCES, errorEnvelopeSchema, preferencesSchema } from '@timely/contract';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function get(email: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v2/me/preferences',
    headers: await server.authHeaders(email),
  });
  expect(response.statusCode).toBe(200);
  return preferencesSchema.parse(response.json());
}

async function put(email: string, payload: unknown) {
  return server.app.inject({
    method: 'PUT',
    url: '/v2/me/preferences',
    headers: await server.authHeaders(email),
    payload: payload as object,
  });
}

it('answers the spec defaults before anything is saved', async () => {
  expect(await get('admin@acme.test')).toEqual({
    layout: 'vertical',
    theme: 'light',
    navbarColor: 'default',
    navbarType: 'floating',
    footerType: 'static',
    menuTheme: 'primary',
    direction: 'ltr',
    language: null,
    sidebarCollapsed: false,
    hideScrollToTop: false,
  });
});

it('keeps the language, null (follow the browser) by default, and refuses one the portal lacks', async () => {
  const before = await get('admin@acme.test');
  const { language: _none, ...withoutLanguage } = DEFAULT_PREFERENCES;
  // a client that predates languages saves without one: the browser's languages still decide
  expect((await put('admin@acme.test', withoutLanguage)).statusCode).toBe(200);
  expect((await get('admin@acme.test')).language).toBeNull();
  const german = { ...before, language: 'de' as const };
  expect((await put('admin@acme.test', german)).statusCode).toBe(200);
  expect(await get('admin@acme.test')).toEqual(german);
  const bad = await put('admin@acme.test', { ...german, language: 'fr' });
  expect(bad.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(bad.json()).details?.[0]).toMatchObject({
    field: 'language',
    message: 'must be one of en, de, ar',
  });
  expect(await get('admin@acme.test')).toEqual(german);
});

it("keeps each user's choices apart", async () => {
  const mine = { ...DEFAULT_PREFERENCES, theme: 'dark', direction: 'rtl', navbarColor: 'info', sidebarCollapsed: true };
  const response = await put('manager@acme.test', mine);
  expect(response.statusCode).toBe(200);
  expect(preferencesSchema.parse(response.json())).toEqual(mine);
  expect(await get('manager@acme.test')).toEqual(mine);
  expect(await get('member@acme.test')).toEqual(DEFAULT_PREFERENCES);
});

it('keeps the theme that follows the system, in every layout', async () => {
  for (const layout of ['vertical', 'horizontal'] as const) {
    const mine = { ...DEFAULT_PREFERENCES, layout, theme: 'system' as const };
    const response = await put('admin@acme.test', mine);
    expect(response.statusCode).toBe(200);
    expect(await get('admin@acme.test')).toEqual(mine);
  }
  const bad = await put('admin@acme.test', { ...DEFAULT_PREFERENCES, theme: 'auto' });
  expect(errorEnvelopeSchema.parse(bad.json()).details?.[0]).toMatchObject({
    field: 'theme',
    message: 'must be one of light, dark, semi-dark, system',
  });
});

it('refuses semi-dark in the horizontal layout, naming the field, and keeps what was saved', async () => {
  const before = await get('manager@acme.test');
  const response = await put('manager@acme.test', { ...DEFAULT_PREFERENCES, layout: 'horizontal', theme: 'semi-dark' });
  expect(response.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(response.json()).details).toMatchObject([
    { field: 'theme', message: 'semi-dark is not available in the horizontal layout' },
  ]);
  expect(await get('manager@acme.test')).toEqual(before);
});

it('refuses unknown values and unknown options, naming them', async () => {
  const bad = await put('member@acme.test', { ...DEFAULT_PREFERENCES, navbarType: 'flying' });
  expect(bad.statusCode).toBe(400);
  expect(errorEnvelopeSchema.parse(bad.json()).details?.[0]).toMatchObject({
    field: 'navbarType',
    message: 'must be one of hidden, static, sticky, floating',
  });
  const extra = await put('member@acme.test', { ...DEFAULT_PREFERENCES, fontSize: 20 });
  expect(extra.statusCode).toBe(400);
  const missing = await put('member@acme.test', { theme: 'dark' });
  expect(missing.statusCode).toBe(400);
  expect(await get('member@acme.test')).toEqual(DEFAULT_PREFERENCES);
});

it('needs a session', async () => {
  expect((await server.app.inject({ method: 'GET', url: '/v2/me/preferences' })).statusCode).toBe(401);
  expect(
    (await server.app.inject({ method: 'PUT', url: '/v2/me/preferences', payload: DEFAULT_PREFERENCES })).statusCode,
  ).toBe(401);
});
