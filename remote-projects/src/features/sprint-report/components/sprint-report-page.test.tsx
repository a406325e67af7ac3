import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { exportPaths, sprintReportSchema, type SprintReport } from '@timely/contract';
import { ids, sprint } from '../../../testing/project-fixtures';
import { taskIds } from '../../../testing/task-fixtures';
import { SprintReportPage } from './sprint-report-page';

jest.setTimeout(60_000);

// Issue #27: the report of a closed sprint shows its frozen snapshot, its tasks by outcome, each
// assignee's hours and karma, and its burndown; an empty sprint's report shows zeros.
const route = `/data-list/sprint-report/${ids.sprint1}`;
const path = '/data-list/sprint-report/:sprintId';
const member = { _id: testSessions.member.user._id, name: testSessions.member.user.name, profilePic: null };
const closed = (snapshot: Partial<SprintReport['sprint']['snapshot']>, tasksTotal: number, tasksCompleted: number) =>
  sprint({
    status: 'completed',
    closedAt: '2026-01-09T16:00:00.000Z',
    canClose: false,
    tasksTotal,
    tasksCompleted,
    snapshot,
  });
const days = (remaining: number[], ideal: number[], added: number[]) =>
  ['2026-01-05', '2026-01-06', '2026-01-07', '2026-01-08', '2026-01-09'].map((day, index) => ({
    day,
    remainingHours: remaining[index]!,
    idealHours: ideal[index]!,
    scopeAddedHours: added[index]!,
    completedHours: 0,
  }));

function render(report: SprintReport) {
  const file = { data: new Blob(['file']), headers: { 'content-disposition': 'attachment; filename="burndown.csv"' } };
  const stub = createStubApiClient(
    {
      [`GET /v2/sprints/${ids.sprint1}/report`]: { data: report },
      [`GET ${exportPaths.sprintBurndown(ids.sprint1)}`]: file,
      [`GET ${exportPaths.sprintReport(ids.sprint1)}`]: file,
    },
    { session: testSessions.member },
  );
  renderScreen(<SprintReportPage />, { client: stub.client, session: testSessions.member, route, path });
  return stub;
}

it('shows the frozen numbers, the tasks by outcome, each assignee’s hours and karma, and the burndown', async () => {
  render(
    sprintReportSchema.parse({
      // the worked example of the API test: committed 24, completed 12, spill-over 15, added 5, entered 11, score 50
      sprint: closed(
        { committedHours: 24, completedHours: 12, spillOverHours: 15, scopeAddedHours: 5, actualHours: 11, score: 50 },
        4,
        2,
      ),
      completedTasks: [
        {
          _id: taskIds.one,
          title: 'A',
          assignee: member,
          estimateHours: 8,
          actualHours: 7,
          status: 'completed',
          scopeAdded: false,
          movedTo: null,
        },
      ],
      spilledTasks: [
        {
          _id: taskIds.two,
          title: 'D',
          assignee: member,
          estimateHours: 5,
          actualHours: null,
          status: 'not_started',
          scopeAdded: true,
          movedTo: 'next',
        },
      ],
      scopeAddedTasks: [
        {
          _id: taskIds.two,
          title: 'D',
          assignee: member,
          estimateHours: 5,
          actualHours: null,
          status: 'not_started',
          scopeAdded: true,
          movedTo: 'next',
        },
      ],
      people: [
        {
          person: member,
          tasksTotal: 3,
          tasksCompleted: 1,
          estimateHours: 23,
          completedHours: 8,
          actualHours: 7,
          karmaPoints: 8,
        },
      ],
      burndown: {
        sprintId: ids.sprint1,
        committedHours: 24,
        days: days([16, 21, 17, 15, 15], [19.2, 14.4, 9.6, 4.8, 0], [0, 5, 0, 0, 0]),
      },
    }),
  );
  expect(await screen.findByRole('heading', { name: 'Report · Sprint 1' })).toBeInTheDocument();
  const frozen = screen.getByRole('region', { name: 'Frozen summary' });
  for (const [label, value] of [
    ['Committed', '24 h'],
    ['Completed', '12 h'],
    ['Spill-over', '15 h'],
    ['Scope added', '5 h'],
    ['Actual hours', '11 h'],
    ['Score', '50'],
  ] as const) {
    expect(within(frozen).getByText(label).closest('.ant-statistic')).toHaveTextContent(`${label}${value}`);
  }
  expect(
    within(screen.getByRole('table', { name: 'Completed tasks' })).getByRole('link', { name: 'A' }),
  ).toHaveAttribute('href', `/data-list/view-task/${taskIds.one}`);
  const spilled = screen.getByRole('table', { name: 'Spilled tasks' });
  expect(within(spilled).getByText('To the next sprint')).toBeInTheDocument();
  expect(within(spilled).getByText('Scope added')).toBeInTheDocument();
  const people = within(screen.getByRole('table', { name: 'Hours and karma by assignee' })).getAllByRole('row')[1]!;
  expect(
    within(people)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual([member.name, '1/3', '23 h', '8 h', '7 h', '8']);
  expect(
    await screen.findByRole('figure', { name: 'Burndown: 24 h committed, 15 h remaining on Jan 9, 2026' }),
  ).toBeInTheDocument();
});

it('shows an empty sprint’s report as zeros, with no score', async () => {
  const zeros = {
    committedHours: 0,
    completedHours: 0,
    spillOverHours: 0,
    scopeAddedHours: 0,
    actualHours: 0,
    score: null,
  };
  render(
    sprintReportSchema.parse({
      sprint: closed(zeros, 0, 0),
      completedTasks: [],
      spilledTasks: [],
      scopeAddedTasks: [],
      people: [],
      burndown: {
        sprintId: ids.sprint1,
        committedHours: 0,
        days: days([0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]),
      },
    }),
  );
  const frozen = await screen.findByRole('region', { name: 'Frozen summary' });
  for (const label of ['Committed', 'Completed', 'Spill-over', 'Scope added', 'Actual hours'])
    expect(within(frozen).getByText(label).closest('.ant-statistic')).toHaveTextContent(`${label}0 h`);
  expect(within(frozen).getByText('Score').closest('.ant-statistic')).toHaveTextContent('Score—');
  expect(screen.getAllByText('None.')).toHaveLength(3);
  expect(
    await screen.findByRole('figure', { name: 'Burndown: 0 h committed, 0 h remaining on Jan 9, 2026' }),
  ).toBeInTheDocument();
});

it('offers the burndown as a file beside the report’s, each asked at its own path', async () => {
  const originalCreate = URL.createObjectURL;
  const originalRevoke = URL.revokeObjectURL;
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => undefined;
  // jsdom cannot follow a download link
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  try {
    const { callsTo } = render(
      sprintReportSchema.parse({
        sprint: closed(
          { committedHours: 0, completedHours: 0, spillOverHours: 0, scopeAddedHours: 0, actualHours: 0, score: null },
          0,
          0,
        ),
        completedTasks: [],
        spilledTasks: [],
        scopeAddedTasks: [],
        people: [],
        burndown: {
          sprintId: ids.sprint1,
          committedHours: 0,
          days: days([0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]),
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Export the burndown' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Excel (.xlsx)' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(callsTo(`GET ${exportPaths.sprintBurndown(ids.sprint1)}`)[0]!.params).toEqual({ format: 'xlsx' });
    expect(screen.getByRole('button', { name: /^Export$/ })).toBeInTheDocument();
    expect(callsTo(`GET ${exportPaths.sprintReport(ids.sprint1)}`)).toHaveLength(0);
  } finally {
    URL.createObjectURL = originalCreate;
    URL.revokeObjectURL = originalRevoke;
    click.mockRestore();
  }
});
