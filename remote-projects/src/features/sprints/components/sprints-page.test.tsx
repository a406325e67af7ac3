import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeSprintResponseSchema } from '@timely/contract';
import { ids, project, sprint, sprintList } from '../../../testing/project-fixtures';
import { SprintsPage } from './sprints-page';

jest.setTimeout(60_000);

const closed = sprint({
  _id: ids.sprint1,
  number: 1,
  name: 'Sprint 1',
  status: 'completed',
  tasksTotal: 10,
  tasksCompleted: 9,
  closedAt: '2026-01-10T09:00:00.000Z',
  snapshot: {
    committedHours: 20,
    completedHours: 13,
    spillOverHours: 12,
    scopeAddedHours: 5,
    actualHours: 12,
    score: 65,
  },
});
const current = sprint({
  _id: ids.sprint2,
  number: 2,
  name: 'Sprint 2',
  status: 'current',
  tasksTotal: 10,
  tasksCompleted: 5,
  recurringWeeks: 2,
  snapshot: { committedHours: 10, completedHours: 4, spillOverHours: 6, scopeAddedHours: 0, actualHours: 3, score: 40 },
});
const planned = sprint({
  _id: ids.sprint3,
  number: 3,
  name: 'Sprint 3',
  status: 'planned',
  tasksTotal: 3,
  tasksCompleted: 1,
  recurringWeeks: null,
  snapshot: {
    committedHours: 0,
    completedHours: 0,
    spillOverHours: 0,
    scopeAddedHours: 0,
    actualHours: 0,
    score: null,
  },
});
const route = `/data-list/view-all-sprints/${ids.atlas}`;
const path = '/data-list/view-all-sprints/:projectId';

it('lists sprints with coloured completion bars, recurrence and status; close only on open sprints', async () => {
  const { client } = createStubApiClient(
    {
      [`GET /v2/projects/${ids.atlas}`]: { status: 200, data: project() },
      [`GET /v2/projects/${ids.atlas}/sprints`]: { status: 200, data: sprintList([closed, current, planned]) },
    },
    { session: testSessions.manager },
  );
  renderScreen(<SprintsPage />, { client, session: testSessions.manager, route, path });
  const table = await screen.findByRole('table', { name: 'Sprints' });
  expect(
    await within(table).findByRole('progressbar', { name: /9 of 10 tasks completed \(90 %, green\)/ }),
  ).toBeInTheDocument();
  expect(
    within(table).getByRole('progressbar', { name: /5 of 10 tasks completed \(50 %, amber\)/ }),
  ).toBeInTheDocument();
  expect(within(table).getByRole('progressbar', { name: /1 of 3 tasks completed \(33 %, red\)/ })).toBeInTheDocument();
  expect(within(table).getByText('Yes, 2 weeks')).toBeInTheDocument();
  expect(within(table).getByText('Completed')).toBeInTheDocument();
  expect(within(table).getByLabelText('Score of Sprint 1: 65 (frozen)')).toBeInTheDocument();
  expect(within(table).queryByRole('button', { name: 'Close Sprint 1' })).not.toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Close Sprint 2' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Sprints · Atlas Web Revamp' })).toBeInTheDocument();
  // a sprint opens from a link (a keyboard reaches it), not from a clickable row
  expect(within(table).getByRole('link', { name: 'Sprint 2' })).toHaveAttribute(
    'href',
    `/data-list/view-all-tasks/${ids.sprint2}`,
  );
});

it('closes a sprint from the dialog, moving unfinished tasks when asked', async () => {
  const response = closeSprintResponseSchema.parse({
    sprint: { ...current, status: 'completed', closedAt: '2026-01-20T09:00:00.000Z' },
    nextSprint: null,
    movedTasks: 5,
    movedTo: 'next',
  });
  const { client, calls: sent } = createStubApiClient(
    {
      [`GET /v2/projects/${ids.atlas}`]: { status: 200, data: project() },
      [`GET /v2/projects/${ids.atlas}/sprints`]: { status: 200, data: sprintList([current]) },
      [`POST /v2/sprints/${ids.sprint2}/close`]: { status: 200, data: response },
    },
    { session: testSessions.manager },
  );
  renderScreen(<SprintsPage />, { client, session: testSessions.manager, route, path });
  await userEvent.click(await screen.findByRole('button', { name: 'Close Sprint 2' }));
  const dialog = await screen.findByRole('dialog', { name: 'Close Sprint 2?' });
  expect(within(dialog).getByText('40')).toBeInTheDocument();
  expect(within(dialog).getByText('The 5 unfinished tasks go to:')).toBeInTheDocument();
  expect(within(dialog).getByRole('radio', { name: 'The next sprint' })).toBeChecked();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'The backlog' }));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Close sprint' }));
  await waitFor(() =>
    expect(sent.find((request) => request.method === 'POST')?.data).toEqual({ unfinishedTo: 'backlog' }),
  );
  expect(
    await screen.findByText('Sprint 2 closed with a score of 40; 5 unfinished tasks moved to the next sprint'),
  ).toBeInTheDocument();
});

it('says a planned sprint is past its start date, offers no Close on it, and starts it', async () => {
  const overdue = {
    ...planned,
    startOverdue: true,
    canStart: true,
    canClose: false,
    snapshot: { ...planned.snapshot, committedHours: 12 },
  };
  const stub = createStubApiClient(
    {
      [`GET /v2/projects/${ids.atlas}`]: { data: project() },
      [`GET /v2/projects/${ids.atlas}/sprints`]: { data: sprintList([overdue]) },
      [`POST /v2/sprints/${ids.sprint3}/start`]: {
        data: {
          ...overdue,
          status: 'current',
          startOverdue: false,
          canStart: false,
          canClose: true,
          startedAt: '2026-01-12T09:00:00.000Z',
        },
      },
    },
    { session: testSessions.manager },
  );
  renderScreen(<SprintsPage />, { client: stub.client, session: testSessions.manager, route, path });
  const table = await screen.findByRole('table', { name: 'Sprints' });
  expect(await within(table).findByText('Start date passed: not started yet')).toBeInTheDocument();
  expect(within(table).getByLabelText('Score of Sprint 3: —')).toBeInTheDocument();

  // issue #49: Close is not offered on a planned sprint (disabled, saying why) instead of refused after a confirm
  const close = within(table).getByRole('button', { name: 'Close Sprint 3' });
  expect(close).toBeDisabled();
  expect(close).toHaveAccessibleDescription('A planned sprint cannot be closed: start it first, or delete it.');
  expect(stub.callsTo(`POST /v2/sprints/${ids.sprint3}/close`)).toHaveLength(0);

  await userEvent.click(within(table).getByRole('button', { name: 'Start Sprint 3' }));
  const starting = await screen.findByRole('dialog', { name: 'Start Sprint 3?' });
  expect(within(starting).getByText(/It was planned to start on/)).toBeInTheDocument();
  expect(within(starting).getByText('12 h')).toBeInTheDocument();
  await userEvent.click(within(starting).getByRole('button', { name: 'Start sprint' }));
  await waitFor(() => expect(stub.callsTo(`POST /v2/sprints/${ids.sprint3}/start`)[0]?.data).toEqual({}));
  expect(await screen.findByText('Sprint 3 started: 12 h committed')).toBeInTheDocument();
});

it('hides every change from a member and shows the empty state', async () => {
  const { client } = createStubApiClient(
    {
      [`GET /v2/projects/${ids.atlas}`]: { status: 200, data: project({ canManage: false }) },
      [`GET /v2/projects/${ids.atlas}/sprints`]: { status: 200, data: sprintList([]) },
    },
    { session: testSessions.member },
  );
  renderScreen(<SprintsPage />, { client, session: testSessions.member, route, path });
  expect(await screen.findByText('No sprints yet.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'New sprint' })).not.toBeInTheDocument();
});

it('asks to close a sprint past its end, and scores a points sprint in points, remaining while live', async () => {
  const late = sprint({
    _id: ids.sprint2,
    number: 2,
    name: 'Sprint 2',
    status: 'current',
    daysPastEnd: 3,
    snapshot: {
      committedPoints: 13,
      completedPoints: 8,
      spillOverPoints: 10,
      scopeAddedPoints: 3,
      tasksWithoutPoints: 1,
      scoringUnit: 'points',
      score: 61.54,
    },
  });
  const { client } = createStubApiClient(
    {
      [`GET /v2/projects/${ids.atlas}`]: { data: project({ scoringUnit: 'points' }) },
      [`GET /v2/projects/${ids.atlas}/sprints`]: { data: sprintList([late]) },
    },
    { session: testSessions.manager },
  );
  renderScreen(<SprintsPage />, { client, session: testSessions.manager, route, path });
  const table = await screen.findByRole('table', { name: 'Sprints' });
  expect(await within(table).findByText('Ended 3 days ago — close it')).toBeInTheDocument();
  expect(within(table).getByLabelText('Score of Sprint 2: 61.54')).toBeInTheDocument();
  expect(within(table).getByRole('button', { name: 'Close Sprint 2' })).toBeEnabled();
  await userEvent.hover(within(table).getByText('61.54'));
  expect(
    await screen.findByText(
      'Committed 13 pt, completed 8 pt, remaining 10 pt, added 3 pt, actual 12 h (live) · 1 task without points counts 0',
    ),
  ).toBeInTheDocument();
});
