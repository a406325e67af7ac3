import { createStubApiClient, failure } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/render-with-providers';
import { CreateWorkspacePage } from './create-workspace-page';
import { LoginPage } from './login-page';

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

function renderPage(api: ReturnType<typeof createStubApiClient>, route = '/pages/create-workspace') {
  return renderWithProviders(
    <Routes>
      <Route path="/pages/create-workspace" element={<CreateWorkspacePage />} />
      <Route path="/pages/login/" element={<LoginPage />} />
      <Route path="/preview" element={<p>Overview of the new company</p>} />
    </Routes>,
    { api, route },
  );
}

async function fillForm(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'Company name': 'Initech',
    'Your name': 'Peter Gibbons',
    'Work email': 'peter@initech.test',
    Password: PASSWORD,
    'Confirm password': PASSWORD,
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await fill(screen.getByLabelText(label), value);
  await userEvent.click(screen.getByRole('button', { name: 'Create workspace' }));
}

describe('the sign-in page', () => {
  it('offers "Create your workspace" on an empty server, without the demo sign-ins that would not work there', async () => {
    renderPage(
      createStubApiClient({ 'GET /v2/workspaces/signup': { data: { open: true, reason: 'first-company' } } }),
      '/pages/login/',
    );
    expect(await screen.findByRole('link', { name: 'Create your workspace' })).toHaveAttribute(
      'href',
      '/pages/create-workspace',
    );
    expect(screen.queryByRole('list', { name: 'Demo sign-ins' })).not.toBeInTheDocument();
  });

  it('offers nothing of the kind when sign-up is closed', async () => {
    const { api } = renderPage(
      createStubApiClient({ 'GET /v2/workspaces/signup': { data: { open: false, reason: 'closed' } } }),
      '/pages/login/',
    );
    expect(await screen.findByRole('list', { name: 'Demo sign-ins' })).toBeInTheDocument();
    expect(api.callsTo('GET /v2/workspaces/signup')).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Create your workspace' })).not.toBeInTheDocument();
  });
});

describe('create your workspace', () => {
  it('creates the company, keeps the session and opens the portal', async () => {
    const api = createStubApiClient({
      'GET /v2/workspaces/signup': { data: { open: true, reason: 'first-company' } },
      'POST /v2/workspaces': { status: 201, data: SESSION },
    });
    renderPage(api);
    await screen.findByLabelText('Company name');
    await fillForm({ 'Company name': '  Initech  ' });
    expect(await screen.findByText('Overview of the new company')).toBeInTheDocument();
    expect(api.callsTo('POST /v2/workspaces')[0]?.data).toEqual({
      companyName: 'Initech',
      adminName: 'Peter Gibbons',
      adminEmail: 'peter@initech.test',
      password: PASSWORD,
    });
  });

  it("puts the server's refusal under its field and keeps what was typed", async () => {
    const api = createStubApiClient({
      'GET /v2/workspaces/signup': { data: { open: true, reason: 'signup-open' } },
      'POST /v2/workspaces': failure(
        409,
        'This work email already belongs to an account: sign in instead, or use another address.',
        [{ field: 'adminEmail', message: 'cannot be used: it already belongs to an account' }],
      ),
    });
    renderPage(api);
    await screen.findByLabelText('Company name');
    await fillForm();
    expect(await screen.findByText('cannot be used: it already belongs to an account')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Initech');
  });

  it('says so when the server does not let visitors create one', async () => {
    renderPage(createStubApiClient({ 'GET /v2/workspaces/signup': { data: { open: false, reason: 'closed' } } }));
    expect(await screen.findByText('Creating a workspace is closed here')).toBeInTheDocument();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });
});
