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
