import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, within } from '@testing-library/react';
import { ids, overview } from '../../../testing/project-fixtures';
import { formatDay } from '../../../common/utils/format';
import { ProjectOverviewPage } from './project-overview-page';

jest.setTimeout(60_000);

const route = `/view-components/overview/${ids.atlas}`;
const path = '/view-components/overview/:projectId';

it('shows the score gauge, the current sprint tile and the team with who is away', async () => {
  const { client } = createStubApiClient(
    { [`GET /v2/projects/${ids.atlas}/overview`]: { status: 200, data: overview() } },
    { session: testSessions.member },
  );
  renderScreen(<ProjectOverviewPage />, { client, session: testSessions.member, route, path });
  expect(
    await screen.findByRole('img', { name: 'Project score (last 6 closed sprints) 72.5 of 100' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Atlas Web Revamp' })).toBeInTheDocument();
  expect(screen.getByText('Web')).toBeInTheDocument();
  // the end the project list shows: a recurring project's start plus its months
  expect(screen.getByText(formatDay('2026-07-05'))).toBeInTheDocument();
  const remaining = screen.getByRole('list', { name: 'Remaining tasks' });
  expect(within(remaining).getByRole('link', { name: 'Billing API' })).toHaveAttribute(
    'href',
    expect.stringMatching(/^\/data-list\/view-task\/[0-9a-f-]{36}$/),
  );
  expect(within(remaining).getByText('stuck · Not assigned')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: /1 of 4 tasks completed/ })).toBeInTheDocument();
  const team = screen.getByRole('list', { name: 'Team' });
  expect(within(team).getByText('Away')).toBeInTheDocument();
  expect(within(team).getByText('In office')).toBeInTheDocument();
});

it('says so when the project cannot be loaded', async () => {
  const { client } = createStubApiClient(
    { [`GET /v2/projects/${ids.atlas}/overview`]: failure(403, 'You are not on this project.') },
    { session: testSessions.member },
  );
  renderScreen(<ProjectOverviewPage />, { client, session: testSessions.member, route, path });
  expect(await screen.findByText('You are not on this project.')).toBeInTheDocument();
  // retrying cannot change a 403: the way out is back to the list
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute(
    'href',
    '/data-list/view-all-projects',
  );
});

it('shows velocity in the project unit with a table for screen readers, and an empty state before any close', async () => {
  const velocity = {
    scoringUnit: 'points' as const,
    sprints: [
      {
        sprintId: ids.sprint1,
        number: 1,
        name: 'Sprint 1',
        closedAt: '2026-01-09T16:00:00.000Z',
        committed: 13,
        completed: 8,
        score: 61.54,
      },
    ],
    averageCompleted: 8,
  };
  const { client } = createStubApiClient(
    { [`GET /v2/projects/${ids.atlas}/overview`]: { status: 200, data: overview({ velocity }) } },
    { session: testSessions.member },
  );
  renderScreen(<ProjectOverviewPage />, { client, session: testSessions.member, route, path });
  const table = await screen.findByRole('table', {
    name: 'Committed and completed per closed sprint, in story points',
  });
  expect(within(table).getByRole('rowheader', { name: '#1 Sprint 1' })).toBeInTheDocument();
  expect(within(table).getByText('13 pt')).toBeInTheDocument();
  expect(within(table).getByText('8 pt')).toBeInTheDocument();
  expect(screen.getByText('Average completed: 8 pt')).toBeInTheDocument();
});

it('says velocity appears after the first close', async () => {
  const { client } = createStubApiClient(
    { [`GET /v2/projects/${ids.atlas}/overview`]: { status: 200, data: overview() } },
    { session: testSessions.member },
  );
  renderScreen(<ProjectOverviewPage />, { client, session: testSessions.member, route, path });
  expect(
    await screen.findByText('No sprint is closed yet: velocity appears after the first close.'),
  ).toBeInTheDocument();
});
