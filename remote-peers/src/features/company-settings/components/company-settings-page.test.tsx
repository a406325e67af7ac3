import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CompanySettingsPage } from './company-settings-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const SETTINGS = { name: 'Acme', timeZone: 'UTC', workingDays: [1, 2, 3, 4, 5] };

it("saves the company's name and working week", async () => {
  const { client, calls } = createStubApiClient(
    { 'GET /v2/company/settings': { status: 200, data: SETTINGS }, 'PATCH /v2/company/settings': (request) => ({ status: 200, data: { ...SETTINGS, ...(request.data as object) } }) },
    { session: testSessions.admin },
  );
  renderScreen(<CompanySettingsPage />, { client, session: testSessions.admin, route: '/company/settings' });
  const name = await screen.findByLabelText('Company name');
  expect(name).toHaveValue('Acme');
  expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  await userEvent.clear(name);
  await userEvent.type(name, 'Acme Ltd');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Company settings saved.')).toBeInTheDocument();
  expect(calls.find((request) => request.method === 'PATCH')?.data).toEqual({ name: 'Acme Ltd', timeZone: 'UTC', workingDays: [1, 2, 3, 4, 0] });
});

it("puts the server's refusal under its field", async () => {
  const { client } = createStubApiClient(
    { 'GET /v2/company/settings': { status: 200, data: SETTINGS }, 'PATCH /v2/company/settings': failure(400, 'timeZone must be an IANA time zone such as Europe/London', [{ field: 'timeZone', message: 'must be an IANA time zone such as Europe/London' }]) },
    { session: testSessions.admin },
  );
  renderScreen(<CompanySettingsPage />, { client, session: testSessions.admin, route: '/company/settings' });
  await screen.findByLabelText('Company name');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.getAllByText(/must be an IANA time zone/).length).toBeGreaterThan(0));
});
