import { LANGUAGE_STORAGE_KEY } from '@timely/shared-auth';
import { DEFAULT_PREFERENCES } from '@timely/contract';
import { firstPagePaths } from '@timely/contract/first-page';
import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { LoginPage } from './login-page';

const browserLanguages = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(navigator), 'languages')!;

function speakingBrowser(...languages: string[]) {
  Object.defineProperty(navigator, 'languages', { configurable: true, get: () => languages });
}

function renderLoginPage() {
  const api = createStubApiClient({ 'GET /v2/workspaces/signup': { data: { open: false, reason: 'closed' } } });
  return renderWithProviders(<LoginPage />, { api, route: '/pages/login/' });
}

afterEach(() => {
  Object.defineProperty(navigator, 'languages', browserLanguages);
  localStorage.clear();
});

it("speaks the browser's language on a first visit: German", async () => {
  speakingBrowser('de-AT', 'en');
  renderLoginPage();
  expect(await screen.findByRole('heading', { name: 'Willkommen bei Timely' })).toBeInTheDocument();
  expect(screen.getByRole('form', { name: 'Anmelden' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'de');
  expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  // the form's own checks speak German too
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  expect(await screen.findByText('Geben Sie Ihre E-Mail-Adresse ein')).toBeInTheDocument();
  expect(screen.getByText('Geben Sie Ihr Passwort ein')).toBeInTheDocument();
});

it('falls back to English for a browser language the portal lacks', async () => {
  speakingBrowser('fr-FR');
  renderLoginPage();
  expect(await screen.findByRole('heading', { name: 'Welcome to Timely' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'en');
});

it('turns right to left in Arabic, picked on the page, and remembers the choice in this browser', async () => {
  speakingBrowser('en-GB');
  renderLoginPage();
  expect(await screen.findByRole('heading', { name: 'Welcome to Timely' })).toBeInTheDocument();
  await userEvent.click(screen.getByText('العربية'));
  expect(await screen.findByRole('heading', { name: 'مرحبًا بك في Timely' })).toBeInTheDocument();
  expect(screen.getByLabelText('البريد الإلكتروني')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'تسجيل الدخول' })).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('dir', 'rtl');
  expect(document.documentElement).toHaveAttribute('lang', 'ar');
  expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('"ar"');
});

it('saves the language picked on the page to the account of who signs in, keeping their other choices', async () => {
  speakingBrowser('en-GB');
  const { user } = testSessions.member;
  const saved = { ...DEFAULT_PREFERENCES, theme: 'dark' as const, language: null };
  const api = createStubApiClient({
    'GET /v2/workspaces/signup': { data: { open: false, reason: 'closed' } },
    'POST /v2/auth/login': { data: { token: 't', refreshToken: 'r', expiresIn: 900, user } },
    'GET /v2/me/preferences': { data: saved },
    'PUT /v2/me/preferences': (request) => ({ data: request.data }),
  });
  renderWithProviders(<LoginPage />, { api, route: '/pages/login/' });
  await userEvent.click(await screen.findByText('Deutsch'));
  await userEvent.type(await screen.findByLabelText('E-Mail'), user.email);
  await userEvent.type(screen.getByLabelText('Passwort'), 'Timely#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  await waitFor(() =>
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', url: '/v2/me/preferences', data: { ...saved, language: 'de' } }),
    ),
  );
});

it('leaves the account as it is when nobody picked a language on the page', async () => {
  speakingBrowser('de-DE');
  const { user } = testSessions.member;
  const api = createStubApiClient({
    'GET /v2/workspaces/signup': { data: { open: false, reason: 'closed' } },
    'POST /v2/auth/login': { data: { token: 't', refreshToken: 'r', expiresIn: 900, user } },
  });
  renderWithProviders(<LoginPage />, { api, route: '/pages/login/' });
  await userEvent.type(await screen.findByLabelText('E-Mail'), user.email);
  await userEvent.type(screen.getByLabelText('Passwort'), 'Timely#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
  await waitFor(() => expect(api.calls).toContainEqual(expect.objectContaining({ url: '/v2/auth/login' })));
  expect(api.calls).not.toContainEqual(expect.objectContaining({ method: 'PUT' }));
});

it('fetches single sign-on only when asked for, then with the e-mail field ready to type in', async () => {
  speakingBrowser('en');
  renderLoginPage();
  await screen.findByRole('heading', { name: 'Welcome to Timely' });
  expect(screen.queryByLabelText('Work e-mail')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Use single sign-on (SSO)' }));
  expect(await screen.findByLabelText('Work e-mail')).toHaveFocus();
});

it("asks for the sidebar's projects as soon as the sign-in succeeds, before the layout's code arrives", async () => {
  speakingBrowser('en');
  const { user } = testSessions.member;
  const api = createStubApiClient({
    'GET /v2/workspaces/signup': { data: { open: false, reason: 'closed' } },
    'POST /v2/auth/login': { data: { token: 't', refreshToken: 'r', expiresIn: 900, user } },
    [`POST /${firstPagePaths.fetchAllProjects}`]: { data: { result: [] } },
  });
  renderWithProviders(<LoginPage />, { api, route: '/pages/login/' });
  await userEvent.type(await screen.findByLabelText('Email'), user.email);
  await userEvent.type(screen.getByLabelText('Password'), 'Timely#2026');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  // the login page alone is rendered here: no sidebar asks for them
  await waitFor(() =>
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'POST',
        url: `/${firstPagePaths.fetchAllProjects}`,
        data: expect.objectContaining({ user: user._id }),
      }),
    ),
  );
});
