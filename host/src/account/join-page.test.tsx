import type { InvitationLink } from '@timely/contract';
import { createStubApiClient, errorEnvelope } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/render-with-providers';
import { JoinPage } from './join-page';

const PASSWORD = 'Glad to be here 7';
const OPEN: InvitationLink = {
  state: 'open',
  companyName: 'Acme',
  name: 'Jo Joiner',
  email: 'jo@acme.test',
  invitedBy: 'Ada Admin',
  expiresAt: '2026-12-06T10:00:00.000Z',
};
const SESSION = {
  token: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 900,
  user: {
    _id: '7d3f1c2a-1111-4a4a-9b9b-000000000001',
    name: 'Jo Joiner',
    email: 'jo@acme.test',
    role: 'editor',
    level: 'level1',
    company: '7d3f1c2a-1111-4a4a-9b9b-000000000002',
    companyName: 'Acme',
    profilePic: null,
    timeZone: 'UTC',
  },
};

function renderPage(api: ReturnType<typeof createStubApiClient>, route = '/pages/join#token=tok-123') {
  return renderWithProviders(
    <Routes>
      <Route path="/pages/join" element={<JoinPage />} />
      <Route path="/preview" element={<p>Overview of Acme</p>} />
    </Routes>,
    { api, route, session: null },
  );
}
const linkIs = (link: Partial<InvitationLink>) => ({ data: { ...OPEN, ...link } });

describe('the Join page', () => {
  // the language picked on the page is remembered in this browser
  afterEach(() => localStorage.clear());

  it('names the company and who invited, then joins with the password and language and opens the portal', async () => {
    const api = createStubApiClient(
      {
        'POST /v2/auth/invitation': linkIs({}),
        'POST /v2/auth/invitation/accept': { status: 201, data: SESSION },
      },
      { session: null },
    );
    renderPage(api);
    expect(await screen.findByRole('heading', { name: 'Join Acme' })).toBeInTheDocument();
    expect(screen.getByText(/Ada Admin invited you to join Acme on Timely/)).toBeInTheDocument();
    expect(screen.getByText('jo@acme.test')).toBeInTheDocument();
    expect(api.callsTo('POST /v2/auth/invitation')[0]?.data).toEqual({ token: 'tok-123' });

    await fill(screen.getByLabelText('Choose your password'), PASSWORD);
    await fill(screen.getByLabelText('Confirm password'), PASSWORD);
    await userEvent.click(screen.getByRole('radio', { name: 'Deutsch' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Acme beitreten' }));
    expect(await screen.findByText('Overview of Acme')).toBeInTheDocument();
    expect(api.callsTo('POST /v2/auth/invitation/accept')[0]?.data).toEqual({
      token: 'tok-123',
      password: PASSWORD,
      language: 'de',
    });
  });

  it('checks the password as the contract does before sending anything', async () => {
    const api = createStubApiClient({ 'POST /v2/auth/invitation': linkIs({}) }, { session: null });
    renderPage(api);
    await fill(await screen.findByLabelText('Choose your password'), 'short');
    await fill(screen.getByLabelText('Confirm password'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Join Acme' }));
    expect(await screen.findByText(/at least 10 characters/)).toBeInTheDocument();
    expect(api.callsTo('POST /v2/auth/invitation/accept')).toHaveLength(0);
  });

  it.each([
    ['revoked', 'This invitation was withdrawn', /taken back/],
    ['expired', 'This invitation has expired', /stopped working on December 6, 2026/],
    ['replaced', 'A newer invitation was sent', /open the latest invitation email/],
  ] as const)(
    'says plainly that the %s link is dead and names whom to ask, never "forgot password"',
    async (state, title, why) => {
      renderPage(createStubApiClient({ 'POST /v2/auth/invitation': linkIs({ state }) }, { session: null }));
      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(why)).toHaveTextContent('Ask Ada Admin to send you a new invitation.');
      expect(screen.queryByText(/forgot/i)).not.toBeInTheDocument();
      expect(screen.queryByLabelText('Choose your password')).not.toBeInTheDocument();
    },
  );

  it('asks "the person who invited you" when the inviter is unknown, and sends an accepted link to sign in', async () => {
    const unknown = renderPage(
      createStubApiClient(
        { 'POST /v2/auth/invitation': linkIs({ state: 'unknown', companyName: null, invitedBy: null }) },
        { session: null },
      ),
    );
    expect(await screen.findByText('This link does not work')).toBeInTheDocument();
    expect(screen.getByText(/Ask the person who invited you/)).toBeInTheDocument();
    unknown.unmount();

    renderPage(createStubApiClient({ 'POST /v2/auth/invitation': linkIs({ state: 'accepted' }) }, { session: null }));
    expect(await screen.findByText('You have already joined')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/pages/login/');
  });

  it('says the link is incomplete without a token, and asks nothing', () => {
    const api = createStubApiClient({}, { session: null });
    renderPage(api, '/pages/join');
    expect(screen.getByText('This link is incomplete')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('turns into the dead-link page when the invitation was revoked while the form was open', async () => {
    let state: InvitationLink['state'] = 'open';
    const api = createStubApiClient(
      {
        'POST /v2/auth/invitation': () => linkIs({ state }),
        'POST /v2/auth/invitation/accept': () => {
          state = 'revoked';
          return {
            status: 400,
            data: errorEnvelope(400, 'Some fields are not valid.', [
              { field: 'token', message: 'is invalid or has expired; ask for a new link' },
            ]),
          };
        },
      },
      { session: null },
    );
    renderPage(api);
    await fill(await screen.findByLabelText('Choose your password'), PASSWORD);
    await fill(screen.getByLabelText('Confirm password'), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Join Acme' }));
    expect(await screen.findByText('This invitation was withdrawn')).toBeInTheDocument();
  });
});
