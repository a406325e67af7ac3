import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { fireEvent, screen, within } from '@testing-library/react';
import { LeaveReportPage } from './leave-report-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const policy = (canEdit: boolean) => ({
  canEdit,
  items: [
    { type: 'annual', daysPerYear: 20, carryOverCap: 5 },
    { type: 'sick', daysPerYear: 10, carryOverCap: 0 },
    { type: 'unpaid', daysPerYear: null, carryOverCap: 0 },
    { type: 'other', daysPerYear: 3, carryOverCap: 0 },
  ],
});

it('shows a member the policy, read-only', async () => {
  const { client } = createStubApiClient(
    { 'GET /v2/leave/policy': { status: 200, data: policy(false) } },
    { session: testSessions.member },
  );
  renderScreen(<LeaveReportPage />, { client, session: testSessions.member, route: '/leaveReport?tab=policy' });
  const table = await screen.findByRole('table');
  expect(within(table).getByText('No limit')).toBeInTheDocument();
  expect(within(table).getByText('20')).toBeInTheDocument();
  expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save policy' })).not.toBeInTheDocument();
});

it('lets an admin change the days and clear a limit, and shows the server’s field message', async () => {
  let replies = 0;
  const { client, calls } = createStubApiClient(
    {
      'GET /v2/leave/policy': { status: 200, data: policy(true) },
      'PUT /v2/leave/policy': () =>
        replies++ === 0
          ? failure(400, 'Invalid request: items.1.carryOverCap must not exceed the days per year', [
              { field: 'items.1.carryOverCap', message: 'must not exceed the days per year' },
            ])
          : { status: 200, data: policy(true) },
    },
    { session: testSessions.admin },
  );
  renderScreen(<LeaveReportPage />, { client, session: testSessions.admin, route: '/leaveReport?tab=policy' });
  const sick = await screen.findByRole('spinbutton', { name: 'Sick days per year' });
  fireEvent.change(sick, { target: { value: '12.5' } });
  fireEvent.change(screen.getByRole('spinbutton', { name: 'Other days per year' }), { target: { value: '' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
  expect(await screen.findByText('must not exceed the days per year')).toBeInTheDocument();
  expect(calls.find((call) => call.method === 'PUT')?.data).toEqual({
    items: [
      { type: 'annual', daysPerYear: 20, carryOverCap: 5 },
      { type: 'sick', daysPerYear: 12.5, carryOverCap: 0 },
      { type: 'unpaid', daysPerYear: null, carryOverCap: 0 },
      { type: 'other', daysPerYear: null, carryOverCap: 0 },
    ],
  });
  // what was typed stays after the refusal
  expect(screen.getByRole('spinbutton', { name: 'Sick days per year' })).toHaveValue('12.5');
  fireEvent.click(screen.getByRole('button', { name: 'Save policy' }));
  expect(await screen.findByText(/Leave policy saved/)).toBeInTheDocument();
});
