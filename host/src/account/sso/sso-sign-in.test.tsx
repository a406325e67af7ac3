import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../testing/render-with-providers';
import SsoSignIn from './sso-sign-in';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

it('offers "Sign in with <provider>" for an address whose domain has single sign-on', async () => {
  const api = createStubApiClient({
    'GET /v2/auth/sso': (request) => ({
      data: (request.params as { email: string }).email.endsWith('@acme.test')
        ? { provider: { name: 'Acme ID', startUrl: 'http://api.test/v2/auth/sso/start?email=mia%40acme.test' } }
        : { provider: null },
    }),
  });
  renderWithProviders(<SsoSignIn onSignedIn={jest.fn()} />, { api, route: '/pages/login/' });
  await userEvent.type(await screen.findByLabelText('Work e-mail'), 'someone@else.test');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText(/has no single sign-on/)).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Work e-mail'));
  await userEvent.type(screen.getByLabelText('Work e-mail'), 'mia@acme.test');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByRole('link', { name: 'Sign in with Acme ID' })).toHaveAttribute(
    'href',
    'http://api.test/v2/auth/sso/start?email=mia%40acme.test',
  );
});

it("trades the callback's one-time code for the session, and takes it out of the address", async () => {
  window.history.replaceState(null, '', '/pages/login/#sso=one-time-code-one-time-code');
  const { user } = testSessions.member;
  const api = createStubApiClient({
    'POST /v2/auth/sso/session': { data: { token: 't', refreshToken: 'r', expiresIn: 900, user } },
  });
  const signedIn = jest.fn();
  renderWithProviders(<SsoSignIn onSignedIn={signedIn} />, { api, route: '/pages/login/' });
  await waitFor(() => expect(signedIn).toHaveBeenCalledWith(expect.objectContaining({ token: 't' })));
  expect(api.calls).toContainEqual(
    expect.objectContaining({ method: 'POST', data: { code: 'one-time-code-one-time-code' } }),
  );
  expect(window.location.hash).toBe('');
});

it('says why the provider did not sign the person in', async () => {
  window.history.replaceState(null, '', '/pages/login/#ssoError=unknown');
  renderWithProviders(<SsoSignIn onSignedIn={jest.fn()} />, { route: '/pages/login/' });
  expect(
    await screen.findByText('There is no account for your e-mail address at this company. Ask your admin to add you.'),
  ).toBeInTheDocument();
});
