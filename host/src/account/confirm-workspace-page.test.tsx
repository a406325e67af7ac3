import { createStubApiClient, errorEnvelope } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/render-with-providers';
import { ConfirmWorkspacePage } from './confirm-workspace-page';

const PASSWORD = 'Our own team 2026';
const SESSION = {
  token: 'access-1',
  refreshToken: 'refresh-1',
  expiresIn: 900,
  user: {
    _id: '7d3f1c2a-1111-4a4a-9b9b-000000000001',
    name: 'Peter Gibbons',
    email: 'peter@initech.test',
    role: 'admin',
    level: 'level3',
    company: '7d3f1c2a-1111-4a4a-9b9b-000000000002',
    companyName: 'Initech',
    profilePic: null,
    timeZone: 'UTC',
  },
};

function renderPage(api: ReturnType<typeof createStubApiClient>, route: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/pages/create-workspace/confirm" element={<ConfirmWorkspacePage />} />
      <Route path="/preview" element={<p>Overview of the new company</p>} />
    </Routes>,
    { api, route },
  );
}

async function choosePassword(password = PASSWORD, confirm = password) {
  await fill(screen.getByLabelText('Password'), password);
  await fill(screen.getByLabelText('Confirm password'), confirm);
  await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
}

describe('confirm the workspace from the mailed link', () => {
  it('says the link is incomplete without a token, with a way to ask for another', () => {
    renderPage(createStubApiClient({}), '/pages/create-workspace/confirm');
    expect(screen.getByText('This link is incomplete')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/pages/create-workspace');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('sends the token from the fragment with the chosen password, keeps the session and opens the portal', async () => {
    const api = createStubApiClient({ 'POST /v2/workspaces/confirm': { status: 201, data: SESSION } });
    renderPage(api, '/pages/create-workspace/confirm#token=tok-123');
    await choosePassword();
    expect(await screen.findByText('Overview of the new company')).toBeInTheDocument();
    expect(api.callsTo('POST /v2/workspaces/confirm')[0]?.data).toEqual({ token: 'tok-123', password: PASSWORD });
  });

  it('checks the password as the contract does before sending anything', async () => {
    const api = createStubApiClient({});
    renderPage(api, '/pages/create-workspace/confirm#token=tok-123');
    await choosePassword('short');
    expect(await screen.findByText(/at least 10 characters/)).toBeInTheDocument();
    await choosePassword(PASSWORD, 'Something else 1');
    expect(await screen.findByText('The two passwords differ')).toBeInTheDocument();
    expect(api.callsTo('POST /v2/workspaces/confirm')).toHaveLength(0);
  });

  it('says when the link is used or expired, with a way to ask for another', async () => {
    const api = createStubApiClient({
      'POST /v2/workspaces/confirm': {
        status: 400,
        data: errorEnvelope(400, 'Some fields are not valid.', [
          { field: 'token', message: 'is invalid or has expired; ask for a new link' },
        ]),
      },
    });
    renderPage(api, '/pages/create-workspace/confirm#token=old');
    await choosePassword();
    expect(await screen.findByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/pages/create-workspace',
    );
    expect(screen.getByLabelText('Password')).toHaveValue(PASSWORD);
  });
});
