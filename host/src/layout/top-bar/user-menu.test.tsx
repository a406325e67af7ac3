import { ALL_STORAGE_KEYS, STORAGE_KEYS } from '@timely/shared-auth';
import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { DEFAULT_PREFERENCES } from '@timely/contract';
import { labelContainsVisibleText } from '../../testing/label-in-name';
import { renderWithProviders } from '../../testing/render-with-providers';
import { UserMenu } from './user-menu';

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function renderMenu(preferences = DEFAULT_PREFERENCES) {
  const api = createStubApiClient({
    'POST /v2/auth/logout': { data: { ok: true } },
    'GET /v2/me/preferences': { data: preferences },
    'PUT /v2/me/preferences': { data: { ...DEFAULT_PREFERENCES, theme: 'system' } },
  });
  // what a real sign-in leaves in the browser, shell caches included
  localStorage.setItem(STORAGE_KEYS.token, 't-admin');
  localStorage.setItem(STORAGE_KEYS.preferences, '{}');
  localStorage.setItem(STORAGE_KEYS.menuOpenGroups, '[]');
  renderWithProviders(
    <>
      <UserMenu />
      <Where />
    </>,
    { session: testSessions.admin, api, route: '/feed' },
  );
  return api;
}

const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Ada Admin, Company admin, account menu' }));

it("shows the user's name and level", () => {
  renderMenu();
  expect(screen.getByTestId('top-bar-user')).toHaveTextContent('Ada Admin');
  expect(screen.getByText('Company admin')).toBeInTheDocument();
});

it('Log Out revokes the refresh token, clears every stored key and goes to the login page', async () => {
  const api = renderMenu();
  await openMenu();
  await userEvent.click(await screen.findByRole('menuitem', { name: /Log Out/ }));
  expect(screen.getByTestId('where')).toHaveTextContent('/pages/login/');
  await waitFor(() =>
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'POST', url: '/v2/auth/logout', data: { refreshToken: 'r-admin' } }),
    ),
  );
  for (const key of ALL_STORAGE_KEYS) expect(localStorage.getItem(key)).toBeNull();
  expect(screen.queryByTestId('top-bar-user')).not.toBeInTheDocument();
});

it('Reset Password opens the change-password page', async () => {
  renderMenu();
  await openMenu();
  await userEvent.click(await screen.findByRole('menuitem', { name: /Reset Password/ }));
  expect(screen.getByTestId('where')).toHaveTextContent('/reset-password');
});

it("offers light, dark and the system's theme to everyone and saves the choice on the server", async () => {
  const api = renderMenu();
  await openMenu();
  await userEvent.hover(await screen.findByRole('menuitem', { name: /Theme/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: /Follow the system/ }));
  await waitFor(() =>
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        method: 'PUT',
        url: '/v2/me/preferences',
        data: expect.objectContaining({ theme: 'system' }),
      }),
    ),
  );
});

it('switches the language, saved on the server, and the menu speaks it', async () => {
  const api = renderMenu();
  api.on('PUT /v2/me/preferences', { data: { ...DEFAULT_PREFERENCES, language: 'de' } });
  await openMenu();
  await userEvent.hover(await screen.findByRole('menuitem', { name: /Language/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name: /Deutsch/ }));
  await waitFor(() =>
    expect(api.calls).toContainEqual(
      expect.objectContaining({ method: 'PUT', data: expect.objectContaining({ language: 'de' }) }),
    ),
  );
  expect(
    await screen.findByRole('button', { name: 'Ada Admin, Unternehmensadministration, Kontomenü' }),
  ).toBeInTheDocument();
  expect(document.documentElement).toHaveAttribute('lang', 'de');
});

it.each(['en', 'ar'] as const)(
  "the button's name starts with the name and level it shows (Label in Name), in %s",
  async (language) => {
    renderMenu({ ...DEFAULT_PREFERENCES, language });
    const button = await screen.findByRole('button', { name: /^Ada Admin/ });
    await waitFor(() => expect(document.documentElement).toHaveAttribute('lang', language));
    expect(labelContainsVisibleText(button)).toBe(true);
  },
);
