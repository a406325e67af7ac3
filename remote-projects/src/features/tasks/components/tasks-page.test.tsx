import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bulkTasksResponseSchema, changeTaskStatusResponseSchema, taskImportResultSchema } from '@timely/contract';
import { ids, project, sprint } from '../../../testing/project-fixtures';
import { importPreview, peerPage, task, taskIds, taskPage } from '../../../testing/task-fixtures';
import { TasksPage } from './tasks-page';

jest.setTimeout(60_000);

// the tab chosen last is remembered (issue #49): each test starts without one
beforeEach(() => localStorage.clear());

const route = `/data-list/view-all-tasks/${ids.sprint2}`;
const path = '/data-list/view-all-tasks/:sprintId';
const current = sprint({ _id: ids.sprint2, number: 2, name: 'Sprint 2', status: 'current' });

/** In jsdom every antd id is "test-id", so a dialog's name cannot be resolved: find it by its title. */
async function findDialog(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText(title)).toBeInTheDocument();
  return dialog;
}

function stubs(session: keyof typeof testSessions, extra: Parameters<typeof createStubApiClient>[0] = {}) {
  const level = testSessions[session].user.level;
  return createStubApiClient(
    {
      [`GET /v2/sprints/${ids.sprint2}`]: { data: { ...current, canManage: session !== 'member' } },
      [`GET /v2/projects/${ids.atlas}`]: { data: project({ canManage: session !== 'member' }) },
      [`GET /v2/sprints/${ids.sprint2}/tasks`]: (request) => ({
        data: taskPage(
          request.params.tab === 'open'
            ? [
                task({
                  _id: taskIds.two,
                  title: 'Nobody yet',
                  assignee: null,
                  canAssignSelf: true,
                  canChangeStatus: false,
                  nextStatuses: [],
                }),
              ]
            : [task()],
          level,
          request.params.tab as 'mine',
        ),
      }),
      ...extra,
    },
    { session: testSessions[session] },
  );
}

it('gives a member My to-dos, Others and Open, without planning actions', async () => {
  const stub = stubs('member');
  renderScreen(<TasksPage />, { client: stub.client, session: testSessions.member, route, path });
  const table = await screen.findByRole('table', { name: 'Tasks' });
  expect(await within(table).findByText('Checkout page')).toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My to-dos', 'Others', 'Open']);
  expect(screen.queryByRole('button', { name: 'New task' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Import' })).not.toBeInTheDocument();
  expect(within(table).queryByRole('button', { name: 'Edit Checkout page' })).not.toBeInTheDocument();

  await userEvent.click(screen.getByRole('tab', { name: 'Open' }));
  expect(await screen.findByText('Not assigned')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Take Nobody yet' })).toBeInTheDocument();
  expect(stub.callsTo(`GET /v2/sprints/${ids.sprint2}/tasks`).at(-1)?.params).toMatchObject({
    tab: 'open',
    page: 1,
    perPage: 20,
  });
});

it('gives a manager My to-dos and All, with New task and Import', async () => {
  const stub = stubs('manager');
  renderScreen(<TasksPage />, { client: stub.client, session: testSessions.manager, route, path });
  expect(await screen.findByRole('heading', { name: 'Tasks · Sprint 2' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['My to-dos', 'All']));
  expect(screen.getByRole('button', { name: 'New task' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeInTheDocument();
});

it('completes a task and recognises a peer, showing the points it awards', async () => {
  const started = task({ status: 'in_progress', nextStatuses: ['stuck', 'completed'] });
  const done = changeTaskStatusResponseSchema.parse({
    task: task({
      status: 'completed',
      actualHours: 7,
      route: 'new',
      nextStatuses: [],
      karma: {
        points: 9,
        recognisedPoints: 9,
        comment: 'Unblocked me',
        earnedBy: started.assignee!,
        recipient: { _id: taskIds.peer, name: 'Pat Peer', profilePic: null },
      },
    }),
    helpers: [],
  });
  const stub = stubs('member', {
    [`GET /v2/sprints/${ids.sprint2}/tasks`]: { data: taskPage([started], 'level1') },
    'GET /v2/peers': { data: peerPage() },
    [`POST /v2/tasks/${taskIds.one}/status`]: { data: done },
  });
  renderScreen(<TasksPage />, { client: stub.client, session: testSessions.member, route, path });
  await userEvent.click(await screen.findByRole('button', { name: 'Change status of Checkout page' }));
  expect(await screen.findByRole('menuitem', { name: 'Mark stuck' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Not started' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('menuitem', { name: 'Complete…' }));

  const dialog = await findDialog('Complete Checkout page');
  expect(within(dialog).getByText('6 karma points')).toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Actual hours'), '7');
  await userEvent.click(within(dialog).getByRole('radio', { name: 'New route (+50 % karma)' }));
  expect(within(dialog).getByText('9 karma points')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('radio', { name: 'Recognise a peer' }));
  await userEvent.click(within(dialog).getByRole('combobox', { name: 'Peer' }));
  // the member cannot recognise themselves
  await userEvent.click(await screen.findByTitle('Pat Peer'));
  expect(screen.queryByTitle('Mia Member')).not.toBeInTheDocument();
  await userEvent.type(within(dialog).getByLabelText('Comment'), 'Unblocked me');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Complete task' }));

  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/status`)[0]?.data).toEqual({
      status: 'completed',
      actualHours: 7,
      route: 'new',
      recognisedPeerId: taskIds.peer,
      comment: 'Unblocked me',
    }),
  );
  // the toast says who got the points (issue #49)
  expect(await screen.findByText('Checkout page completed — 9 points to Pat Peer')).toBeInTheDocument();
});

it('shows who can help when a task gets stuck', async () => {
  const started = task({ status: 'in_progress', nextStatuses: ['stuck', 'completed'] });
  const stuck = changeTaskStatusResponseSchema.parse({
    task: task({ status: 'stuck', nextStatuses: ['in_progress', 'completed'] }),
    helpers: [{ _id: taskIds.peer, name: 'Pat Peer', profilePic: null, allocation: 40 }],
  });
  const stub = stubs('member', {
    [`GET /v2/sprints/${ids.sprint2}/tasks`]: { data: taskPage([started], 'level1') },
    [`POST /v2/tasks/${taskIds.one}/status`]: { data: stuck },
  });
  renderScreen(<TasksPage />, { client: stub.client, session: testSessions.member, route, path });
  await userEvent.click(await screen.findByRole('button', { name: 'Change status of Checkout page' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Mark stuck' }));
  expect(
    await screen.findByText('These teammates have room this week: Pat Peer (40 % allocated).'),
  ).toBeInTheDocument();
});

it('previews an import with per-row errors and saves only the valid rows', async () => {
  const stub = stubs('manager', {
    [`POST /v2/sprints/${ids.sprint2}/tasks/import/preview`]: { data: importPreview() },
    [`POST /v2/sprints/${ids.sprint2}/tasks/import`]: {
      data: taskImportResultSchema.parse({ ...importPreview(), created: 1 }),
    },
  });
  const { container } = renderScreen(<TasksPage />, {
    client: stub.client,
    session: testSessions.manager,
    route,
    path,
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Import' }));
  const dialog = await findDialog('Import a sprint plan');
  expect(within(dialog).getByRole('button', { name: 'Save 0 valid rows' })).toBeDisabled();
  const input = container.ownerDocument.querySelector<HTMLInputElement>('input[type="file"]')!;
  await userEvent.upload(input, new File(['title,estimateHours\n'], 'plan.csv', { type: 'text/csv' }));

  const preview = await within(dialog).findByRole('table', { name: 'Import preview' });
  expect(within(preview).getByText('Assignee: is not a peer of your company: nobody@nowhere.test')).toBeInTheDocument();
  expect(within(preview).getByText('Estimate: must be a number of hours')).toBeInTheDocument();
  expect(within(dialog).getByText('1 valid, 2 with errors.')).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Save 1 valid row' }));
  await waitFor(() => expect(stub.callsTo(`POST /v2/sprints/${ids.sprint2}/tasks/import`)).toHaveLength(1));
  expect(await screen.findByText('1 task imported')).toBeInTheDocument();
});

it('shows an error with retry when the tasks cannot load', async () => {
  const stub = stubs('member', { [`GET /v2/sprints/${ids.sprint2}/tasks`]: failure(500, 'The server had a problem') });
  renderScreen(<TasksPage />, { client: stub.client, session: testSessions.member, route, path });
  expect(await screen.findByText('The server had a problem')).toBeInTheDocument();
  stub.on(`GET /v2/sprints/${ids.sprint2}/tasks`, { data: taskPage([], 'level1') });
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByText('Nothing on your to-do list in this sprint.')).toBeInTheDocument();
});

it('shows a closed sprint’s frozen summary above its tasks', async () => {
  const closed = {
    ...current,
    status: 'completed' as const,
    canClose: false,
    closedAt: '2026-01-10T09:00:00.000Z',
    snapshot: {
      ...current.snapshot,
      committedHours: 20,
      completedHours: 13,
      spillOverHours: 7,
      scopeAddedHours: 5,
      actualHours: 12.5,
      score: 65,
    },
  };
  const stub = stubs('member', { [`GET /v2/sprints/${ids.sprint2}`]: { data: closed } });
  renderScreen(<TasksPage />, { client: stub.client, session: testSessions.member, route, path });
  const summary = await screen.findByRole('region', { name: 'Frozen summary' });
  for (const [label, value] of [
    ['Committed', '20 h'],
    ['Spill-over', '7 h'],
    ['Scope added', '5 h'],
    ['Actual hours', '12.5 h'],
    ['Score', '65'],
  ] as const) {
    expect(within(summary).getByText(label).closest('.ant-statistic')).toHaveTextContent(`${label}${value}`);
  }
  expect(screen.getByText('· Frozen when it closed')).toBeInTheDocument();
});

it('says a planned sprint past its start has not started, and offers Start to a manager', async () => {
  const planned = {
    ...current,
    status: 'planned' as const,
    startOverdue: true,
    canStart: true,
    canClose: false,
    startedAt: null,
    snapshot: { ...current.snapshot, committedHours: 8, score: null },
  };
  const stub = stubs('manager', {
    [`GET /v2/sprints/${ids.sprint2}`]: { data: planned },
    [`POST /v2/sprints/${ids.sprint2}/start`]: {
      data: { ...planned, status: 'current', startOverdue: false, canStart: false },
    },
  });
  renderScreen(<TasksPage />, { client: stub.client, session: testSessions.manager, route, path });
  expect(await screen.findByText(/Sprint 2 was planned to start on .* and has not started\./)).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Start sprint' }));
  const dialog = await findDialog('Start Sprint 2?');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Start sprint' }));
  await waitFor(() => expect(stub.callsTo(`POST /v2/sprints/${ids.sprint2}/start`)).toHaveLength(1));
  expect(await screen.findByText('Sprint 2 started: 8 h committed')).toBeInTheDocument();
});

it('tells the completer who gets the karma: the assignee, or the completer of a task nobody had', async () => {
  const others = task({
    status: 'in_progress',
    nextStatuses: ['stuck', 'completed'],
    assignee: { _id: taskIds.peer, name: 'Pat Peer', profilePic: null },
  });
  const nobodys = task({
    _id: taskIds.two,
    title: 'Nobody yet',
    status: 'in_progress',
    nextStatuses: ['stuck', 'completed'],
    assignee: null,
  });
  const stub = stubs('manager', {
    [`GET /v2/sprints/${ids.sprint2}/tasks`]: { data: taskPage([others, nobodys], 'level2', 'mine') },
    'GET /v2/peers': { data: peerPage() },
  });
  renderScreen(<TasksPage />, { client: stub.client, session: testSessions.manager, route, path });
  await userEvent.click(await screen.findByRole('button', { name: 'Change status of Checkout page' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Complete…' }));
  let dialog = await findDialog('Complete Checkout page');
  expect(within(dialog).getByText(/They go to Pat Peer, its assignee, not to you\./)).toBeInTheDocument();
  // only the assignee shares their karma
  expect(within(dialog).queryByRole('radio', { name: 'Recognise a peer' })).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
  await userEvent.click(screen.getByRole('button', { name: 'Change status of Nobody yet' }));
  // the first row's menu stays in the page, hidden: this row's is the newer one
  await waitFor(() => expect(screen.getAllByRole('menuitem', { name: 'Complete…' })).toHaveLength(2));
  await userEvent.click(screen.getAllByRole('menuitem', { name: 'Complete…' }).at(-1)!);
  dialog = await findDialog('Complete Nobody yet');
  expect(
    within(dialog).getByText(/Nobody has this task: completing it makes it yours, and the points with it\./),
  ).toBeInTheDocument();
});

it('lets a manager bulk-edit the selected tasks, after one confirmation', async () => {
  const second = task({ _id: taskIds.two, title: 'Search box', canEdit: true });
  const stub = stubs('manager', {
    [`GET /v2/sprints/${ids.sprint2}/tasks`]: { data: taskPage([task({ canEdit: true }), second], 'level2', 'mine') },
    [`GET /v2/projects/${ids.atlas}/sprints`]: { data: { items: [current], total: 1 } },
    [`POST /v2/projects/${ids.atlas}/tasks/bulk`]: {
      data: bulkTasksResponseSchema.parse({ action: 'status', count: 2, items: [] }),
    },
  });
  renderScreen(<TasksPage />, { client: stub.client, session: testSessions.manager, route, path });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Checkout page' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Search box' }));
  const bar = screen.getByRole('toolbar', { name: 'Bulk edit' });
  await userEvent.click(within(bar).getByRole('combobox', { name: 'Status to set' }));
  await userEvent.click(await screen.findByTitle('In progress'));
  await userEvent.click(within(bar).getByRole('button', { name: 'Set status' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Set 2 tasks to In progress?').length).toBeGreaterThan(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/projects/${ids.atlas}/tasks/bulk`)[0]?.data).toEqual({
      action: 'status',
      status: 'in_progress',
      taskIds: [taskIds.one, taskIds.two],
    }),
  );
  expect(await screen.findByText('2 tasks updated')).toBeInTheDocument();
});

it('opens on all tasks for a manager and on My to-dos for a member, then on the tab chosen last', async () => {
  const stub = stubs('manager');
  const { unmount } = renderScreen(<TasksPage />, { client: stub.client, session: testSessions.manager, route, path });
  await waitFor(() =>
    expect(stub.callsTo(`GET /v2/sprints/${ids.sprint2}/tasks`)[0]?.params).toMatchObject({ tab: 'all' }),
  );
  unmount();
  const memberStub = stubs('member');
  renderScreen(<TasksPage />, { client: memberStub.client, session: testSessions.member, route, path });
  await waitFor(() =>
    expect(memberStub.callsTo(`GET /v2/sprints/${ids.sprint2}/tasks`)[0]?.params).toMatchObject({ tab: 'mine' }),
  );
  await userEvent.click(await screen.findByRole('tab', { name: 'Open' }));
  expect(localStorage.getItem('portal.tasksTab.v1')).toBe('"open"');
});
