import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import { Route, Routes, useParams } from 'react-router-dom';
import { ids, project, sprint } from '../../../testing/project-fixtures';
import { ProjectBoardPage } from './project-board-page';

jest.setTimeout(60_000);

const route = `/data-list/project-board/${ids.atlas}`;
const path = '/data-list/project-board/:projectId';

function BoardStandIn() {
  return <p>Board of {useParams().sprintId}</p>;
}

function renderWith(sprints: ReturnType<typeof sprint>[]) {
  const { client } = createStubApiClient({
    [`GET /v2/projects/${ids.atlas}`]: { data: project() },
    [`GET /v2/projects/${ids.atlas}/sprints`]: { data: { items: sprints, total: sprints.length } },
  });
  renderScreen(
    <Routes>
      <Route path={path} element={<ProjectBoardPage />} />
      <Route path="/data-list/sprint-board/:sprintId" element={<BoardStandIn />} />
    </Routes>,
    { client, session: testSessions.member, route, path: '*' },
  );
}

it('opens the board of the sprint running now, the most recently started if several run', async () => {
  renderWith([
    sprint({ _id: ids.sprint1, number: 1, status: 'current', startDate: '2026-01-05' }),
    sprint({ _id: ids.sprint2, number: 2, status: 'current', startDate: '2026-01-19' }),
    sprint({ _id: ids.sprint3, number: 3, status: 'planned', startDate: '2026-02-02' }),
  ]);
  expect(await screen.findByText(`Board of ${ids.sprint2}`)).toBeInTheDocument();
});

it('says no sprint is running and links to the backlog to start one', async () => {
  renderWith([sprint({ _id: ids.sprint3, number: 3, status: 'planned' })]);
  expect(await screen.findByText(/No sprint is running/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to the backlog' })).toHaveAttribute(
    'href',
    `/data-list/backlog/${ids.atlas}`,
  );
  expect(screen.getByRole('navigation', { name: 'Project' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Board' })).toHaveAttribute('aria-current', 'page');
});
