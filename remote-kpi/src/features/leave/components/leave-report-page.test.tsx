import { formatDate } from '@timely/shared-ui';
import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { balances, coverage, leaveRequest } from '../../../testing/leave-fixtures';
import { LeaveReportPage } from './leave-report-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(150_000);

it('shows a member their balances and requests, with cancel, and no approvals', async () => {
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/leave/requests': { status: 200, data: { items: [leaveRequest()] } },
      'GET /v2/leave/balances': { status: 200, data: balances() },
      'POST /v2/leave/requests/00000000-0000-4000-8000-00000000e001/cancel': {
        status: 200,
        data: leaveRequest({ status: 'cancelled', canCancel: false }),
      },
    },
    { session: testSessions.member },
  );
  renderScreen(<LeaveReportPage />, { client, session: testSessions.member, route: '/leaveReport' });
  const tiles = await screen.findByRole('list', { name: /^Balances \d{4}$/ });
  expect(within(tiles).getByText('17')).toBeInTheDocument();
  expect(within(tiles).getByText('No limit')).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'My leave requests' });
  expect(within(table).getByText(`${formatDate('2026-12-01')} – ${formatDate('2026-12-02')}`)).toBeInTheDocument();
  expect(screen.queryByRole('tab', { name: 'Approvals' })).not.toBeInTheDocument();
  await userEvent.click(within(table).getByRole('button', { name: /^Cancel leave/ }));
  await userEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
  expect(await screen.findByText('Request cancelled')).toBeInTheDocument();
  expect(sent.some((request) => request.method === 'POST' && request.url.endsWith('/cancel'))).toBe(true);
  expect(sent.find((request) => request.url === '/v2/leave/requests')?.params).toEqual({ scope: 'mine' });
});

it('shows an empty state and a retry when the requests fail', async () => {
  let attempts = 0;
  const { client } = createStubApiClient(
    {
      'GET /v2/leave/requests': () =>
        attempts++ === 0 ? failure(500, 'Something went wrong on the server.') : { status: 200, data: { items: [] } },
      'GET /v2/leave/balances': { status: 200, data: balances() },
    },
    { session: testSessions.member },
  );
  renderScreen(<LeaveReportPage />, { client, session: testSessions.member, route: '/leaveReport' });
  expect(await screen.findByText('Could not load your requests')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('You have not requested any leave yet.')).toBeInTheDocument();
});

it('lets a manager see the coverage and answers, and approve with a note', async () => {
  const pending = leaveRequest({ canCancel: false, canDecide: true });
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/leave/requests': ({ params }) => ({
        status: 200,
        data: { items: params.scope === 'approvals' ? [pending] : [] },
      }),
      'GET /v2/leave/balances': { status: 200, data: balances() },
      [`GET /v2/leave/requests/${pending._id}/coverage`]: { status: 200, data: coverage() },
      [`POST /v2/leave/requests/${pending._id}/decision`]: {
        status: 200,
        data: leaveRequest({ status: 'approved', canCancel: false }),
      },
    },
    { session: testSessions.manager },
  );
  renderScreen(<LeaveReportPage />, { client, session: testSessions.manager, route: '/leaveReport?tab=approvals' });
  const table = await screen.findByRole('table', { name: 'Leave requests to decide' });
  await userEvent.click(within(table).getByRole('button', { name: 'Review leave of Mia Member' }));
  const drawer = await screen.findByRole('dialog');
  const team = await within(drawer).findByRole('region', { name: 'Team coverage' });
  expect(within(team).getByText('67% of 6 at work')).toBeInTheDocument();
  expect(
    within(team).getByText(`Farah Khan away ${formatDate('2026-11-30')} – ${formatDate('2026-12-04')}`, {
      exact: false,
    }),
  ).toBeInTheDocument();
  expect(
    within(drawer).getByText(': Ok, can manage. Yet, can it be reconsidered?', { exact: false }),
  ).toBeInTheDocument();
  await userEvent.type(within(drawer).getByLabelText('Decision note'), 'Enjoy');
  await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Leave of Mia Member approved')).toBeInTheDocument();
  expect(sent.find((request) => request.url.endsWith('/decision'))?.data).toEqual({
    decision: 'approve',
    note: 'Enjoy',
    confirmOverdraw: false,
  });
});

it('needs the approver to confirm a request that takes the balance below zero', async () => {
  const pending = leaveRequest({ canCancel: false, canDecide: true });
  const { client, calls: sent } = createStubApiClient(
    {
      'GET /v2/leave/requests': ({ params }) => ({
        status: 200,
        data: { items: params.scope === 'approvals' ? [pending] : [] },
      }),
      'GET /v2/leave/balances': { status: 200, data: balances() },
      [`GET /v2/leave/requests/${pending._id}/coverage`]: { status: 200, data: coverage({ balanceAfter: -1.5 }) },
      [`POST /v2/leave/requests/${pending._id}/decision`]: {
        status: 200,
        data: leaveRequest({ status: 'approved', canCancel: false }),
      },
    },
    { session: testSessions.admin },
  );
  renderScreen(<LeaveReportPage />, { client, session: testSessions.admin, route: '/leaveReport?tab=approvals' });
  await userEvent.click(await screen.findByRole('button', { name: 'Review leave of Mia Member' }));
  const drawer = await screen.findByRole('dialog');
  expect(await within(drawer).findByText('Approving takes the annual balance to -1.5 days.')).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: 'Approve' })).toBeDisabled();
  await userEvent.click(within(drawer).getByRole('checkbox', { name: 'Approve below zero anyway' }));
  await userEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
  expect(await screen.findByText('Leave of Mia Member approved')).toBeInTheDocument();
  expect(sent.find((request) => request.url.endsWith('/decision'))?.data).toMatchObject({ confirmOverdraw: true });
});
