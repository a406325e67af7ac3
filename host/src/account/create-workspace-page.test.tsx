import { createStubApiClient, failure } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/render-with-providers';
import { CreateWorkspacePage } from './create-workspace-page';
import { LoginPage } from './login-page';

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
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await fill(screen.getByLabelText(label), value);
  await userEvent.click(screen.getByRole('button', { name: 'Email me a link' }));
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
  it('asks for the workspace without a password, then says to check the mail, whatever the address', async () => {
    const api = createStubApiClient({
      'GET /v2/workspaces/signup': { data: { open: true, reason: 'first-company' } },
      'POST /v2/workspaces': { status: 202, data: { ok: true } },
    });
    renderPage(api);
    await screen.findByLabelText('Company name');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    await fillForm({ 'Company name': '  Initech  ', 'Work email': 'Peter@Initech.test' });
    expect(await screen.findByText('Check your mail')).toBeInTheDocument();
    expect(
      screen.getByText(/We sent a message to Peter@Initech.test\. Open the link in it within 24 hours/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/pages/login/');
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    expect(api.callsTo('POST /v2/workspaces')[0]?.data).toEqual({
      companyName: 'Initech',
      adminName: 'Peter Gibbons',
      adminEmail: 'peter@initech.test',
    });
  });

  it("puts the server's refusal under its field and keeps what was typed", async () => {
    const api = createStubApiClient({
      'GET /v2/workspaces/signup': { data: { open: true, reason: 'signup-open' } },
      'POST /v2/workspaces': failure(400, 'Some fields are not valid.', [
        { field: 'adminName', message: 'must be at most 80 characters' },
      ]),
    });
    renderPage(api);
    await screen.findByLabelText('Company name');
    await fillForm();
    expect(await screen.findByText('must be at most 80 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Company name')).toHaveValue('Initech');
  });

  it('says so when the server does not let visitors create one', async () => {
    renderPage(createStubApiClient({ 'GET /v2/workspaces/signup': { data: { open: false, reason: 'closed' } } }));
    expect(await screen.findByText('Creating a workspace is closed here')).toBeInTheDocument();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
  });
});
