import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import { leaveIds, leaveReport } from '../../../testing/leave-fixtures';
import { TeamCalendar } from './team-calendar';

jest.setTimeout(60_000);

it('shows a colleague whose leave type the server left out as away, and the member’s own leave by type', async () => {
  const report = leaveReport({
    absences: [
      {
        _id: leaveIds.request,
        peer: { _id: leaveIds.peer6, name: 'Farah Khan' },
        fromDate: '2026-12-01',
        toDate: '2026-12-01',
        status: 'approved',
        days: 1,
      },
      {
        _id: leaveIds.other,
        peer: { _id: leaveIds.member, name: 'Mia Member' },
        type: 'sick',
        fromDate: '2026-12-07',
        toDate: '2026-12-07',
        status: 'approved',
        days: 1,
      },
    ],
  });
  const { client } = createStubApiClient({});
  renderScreen(<TeamCalendar report={report} from="2026-12-01" to="2026-12-31" />, {
    client,
    session: testSessions.member,
  });
  expect(await screen.findByLabelText('Farah Khan: Away (approved) on Dec 1, 2026')).toBeInTheDocument();
  expect(screen.getByLabelText('Mia Member: Sick (approved) on Dec 7, 2026')).toBeInTheDocument();
  expect(screen.queryByLabelText(/Farah Khan: (Annual|Sick|Unpaid|Other)/)).not.toBeInTheDocument();
  // the month and each day in the portal's one date style (shared-ui formatDate, formatMonthOf), no ISO day
  expect(screen.getByRole('table', { name: 'Team calendar December 2026' })).toBeInTheDocument();
});

it("shades the company's weekend: Friday and Saturday for a Sunday-to-Thursday company", async () => {
  const away = (fromDate: string) => ({
    _id: leaveIds.other,
    peer: { _id: leaveIds.member, name: 'Mia Member' },
    type: 'annual' as const,
    fromDate,
    toDate: fromDate,
    status: 'approved' as const,
    days: 1,
  });
  // Friday 4 and Sunday 6 December 2026
  const report = leaveReport({ absences: [away('2026-12-04'), { ...away('2026-12-06'), _id: leaveIds.request }] });
  const session = {
    ...testSessions.member,
    user: { ...testSessions.member.user, companyWorkingDays: [0, 1, 2, 3, 4] },
  };
  const { client } = createStubApiClient({});
  renderScreen(<TeamCalendar report={report} from="2026-12-01" to="2026-12-31" />, { client, session });
  expect(await screen.findByLabelText('Mia Member: Annual (approved) on Dec 6, 2026')).toBeInTheDocument();
  expect(screen.queryByLabelText(/on Dec 4, 2026/)).not.toBeInTheDocument();
});
