import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SsoCard } from './sso-card';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const STORED = {
  enabled: true,
  name: 'Acme ID',
  issuer: 'https://login.acme.test',
  clientId: 'timely',
  clientSecretSet: true,
  domains: ['acme.test'],
  jitProvisioning: false,
  passwordSignIn: true,
  redirectUri: 'https://api.acme.test/v2/auth/sso/callback',
};

it('shows the stored provider and the redirect URI, never a secret, and keeps the secret when the field stays empty', async () => {
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/company/sso': { status: 200, data: STORED },
      'PATCH /v2/company/sso': (request) => ({ status: 200, data: { ...STORED, ...(request.data as object) } }),
    },
    { session: testSessions.admin },
  );
  renderScreen(<SsoCard />, { client, session: testSessions.admin, route: '/company/settings' });
  expect(await screen.findByLabelText('Provider name')).toHaveValue('Acme ID');
  expect(screen.getByLabelText('Redirect URI')).toHaveValue('https://api.acme.test/v2/auth/sso/callback');
  expect(screen.getByLabelText('Client secret')).toHaveValue('');
  expect(screen.getByText(/A secret is stored/)).toBeInTheDocument();
  const passwords = screen.getByRole('switch', { name: 'Password sign-in' });
  expect(passwords).toBeChecked();
  await userEvent.click(passwords);
  await userEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
  expect(await screen.findByText('Single sign-on saved.')).toBeInTheDocument();
  const sent = callsTo('PATCH /v2/company/sso')[0]?.data as Record<string, unknown>;
  expect(sent).toMatchObject({ passwordSignIn: false, domains: ['acme.test'], issuer: 'https://login.acme.test' });
  expect(sent).not.toHaveProperty('clientSecret');
});

it('sends a new secret once typed, and shows what the server refused', async () => {
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/company/sso': { status: 200, data: { ...STORED, clientSecretSet: false } },
      'PATCH /v2/company/sso': {
        status: 400,
        data: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'request.invalidField',
          message: 'Issuer does not answer as an OpenID provider (its /.well-known/openid-configuration).',
          details: [{ field: 'issuer', code: 'field.issuerUnreachable', message: 'does not answer' }],
          requestId: 'r1',
        },
      },
    },
    { session: testSessions.admin },
  );
  renderScreen(<SsoCard />, { client, session: testSessions.admin, route: '/company/settings' });
  expect(await screen.findByText('No secret is stored yet.')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Client secret'), 's3cret-value');
  await userEvent.click(screen.getByRole('button', { name: 'Save single sign-on' }));
  expect((await screen.findAllByText(/does not answer as an OpenID provider/)).length).toBeGreaterThan(0);
  expect(callsTo('PATCH /v2/company/sso')[0]?.data).toMatchObject({ clientSecret: 's3cret-value' });
});
