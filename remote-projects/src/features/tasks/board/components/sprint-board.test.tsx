import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { changeTaskStatusResponseSchema, sprintBoardSchema, type Task } from '@timely/contract';
import { ids, project, sprint } from '../../../../testing/project-fixtures';
import { task, taskIds, taskPage } from '../../../../testing/task-fixtures';
import { SprintBoardPage } from '../../components/tasks-page';

jest.setTimeout(60_000);

const route = `/data-list/sprint-board/${ids.sprint2}`;
const path = '/data-list/sprint-board/:sprintId';
const current = sprint({ _id: ids.sprint2, number: 2, name: 'Sprint 2', status: 'current' });
const COLUMNS = ['not_started', 'in_progress', 'stuck', 'completed'];

/**
 * jsdom lays nothing out: the board's columns get side-by-side boxes (300 px apart) and each card, the
 * lifted one too, a box inside its column, so dnd-kit's keyboard moves find the column to their right or left.
 */
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const column = this.closest<HTMLElement>('[data-board-column]');
    const status =
      column?.dataset.boardColumn ??
      (this.dataset.cardStatus || this.querySelector<HTMLElement>('[data-card-status]')?.dataset.cardStatus);
    if (!status) return new DOMRect(0, 0, 0, 0);
    const left = COLUMNS.indexOf(status) * 300;
    return column === this ? new DOMRect(left, 0, 280, 400) : new DOMRect(left + 10, 10, 260, 80);
  });
});
afterAll(() => jest.restoreAllMocks());

const started = task({
  _id: taskIds.two,
  title: 'Search box',
  status: 'in_progress',
  nextStatuses: ['stuck', 'completed'],
});
const unassigned = task({
  _id: taskIds.three,
  title: 'Footer links',
  assignee: null,
  canChangeStatus: false,
  canAssignSelf: true,
  nextStatuses: [],
  jobRole: { _id: '00000000-0000-4000-8000-0000000000c3', name: 'Designer' },
});

function stubs(
  tasks: { mine: Task[]; others?: Task[]; open?: Task[] },
  extra: Parameters<typeof createStubApiClient>[0] = {},
) {
  const board = () => {
    const items = [...tasks.mine, ...(tasks.others ?? []), ...(tasks.open ?? [])];
    const assignees = [
      ...new Map(
        items.flatMap((each) => (each.assignee ? [[each.assignee._id, each.assignee] as const] : [])),
      ).values(),
    ];
    const jobRoles = [
      ...new Map(items.flatMap((each) => (each.jobRole ? [[each.jobRole._id, each.jobRole] as const] : []))).values(),
    ];
    return sprintBoardSchema.parse({ sprint: current, items, assignees, jobRoles, wipLimits: {}, canManage: false });
  };
  return createStubApiClient(
    {
      [`GET /v2/sprints/${ids.sprint2}`]: { data: { ...current, canManage: false } },
      [`GET /v2/projects/${ids.atlas}`]: { data: project({ canManage: false }) },
      [`GET /v2/sprints/${ids.sprint2}/tasks`]: (request) => ({
        data: taskPage(tasks[request.params.tab as 'mine'] ?? [], 'level1', request.params.tab as 'mine'),
      }),
      [`GET /v2/sprints/${ids.sprint2}/board/cards`]: () => ({ data: board() }),
      'GET /v2/peers': { data: { items: [], total: 0, page: 1, perPage: 20, totalPages: 0 } },
      ...extra,
    },
    { session: testSessions.member },
  );
}

const column = (name: string) => screen.getByRole('region', { name });

async function lift(title: string) {
  const grip = await screen.findByRole('button', { name: `Move ${title}` });
  grip.focus();
  await userEvent.keyboard('[Space]');
}

/** One key at a time: the next arrow starts from the column the board has settled on. */
async function press(...keys: string[]) {
  for (const key of keys) await userEvent.keyboard(`[${key}]`);
}

it('shows every task of the sprint in its status column, with assignee, estimate and an ETA flag', async () => {
  const late = task({
    title: 'Checkout page',
    optimisticDate: current.endDate,
    conservativeDate: '2099-01-09',
    predictedDate: '2099-01-07',
    etaWarnings: ['after_sprint_end'],
  });
  renderScreen(<SprintBoardPage />, {
    client: stubs({ mine: [late, started], open: [unassigned] }).client,
    session: testSessions.member,
    route,
    path,
  });
  expect(
    await within(await screen.findByRole('region', { name: 'Not started' })).findByText('Checkout page'),
  ).toBeInTheDocument();
  expect(within(column('In progress')).getByText('Search box')).toBeInTheDocument();
  expect(within(column('Not started')).getByText('Not assigned')).toBeInTheDocument();
  expect(within(column('Not started')).getAllByLabelText('Estimate 6 h')).toHaveLength(2);
  expect(within(column('Not started')).getByLabelText(/ETA .*: After the sprint ends/)).toBeInTheDocument();
  expect(screen.getByText('Not started · 2')).toBeInTheDocument();
  expect(screen.getByText('Stuck · 0')).toBeInTheDocument();
});

it('moves a card one column right by keyboard, as the status machine allows', async () => {
  const moved = changeTaskStatusResponseSchema.parse({
    task: task({ status: 'in_progress', nextStatuses: ['stuck', 'completed'] }),
    helpers: [],
  });
  const tasks = { mine: [task()] };
  const stub = stubs(tasks, {
    [`POST /v2/tasks/${taskIds.one}/status`]: () => {
      tasks.mine = [moved.task];
      return { data: moved };
    },
  });
  renderScreen(<SprintBoardPage />, { client: stub.client, session: testSessions.member, route, path });
  await lift('Checkout page');
  await press('ArrowRight', 'Space');
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/status`)[0]?.data).toEqual({ status: 'in_progress' }),
  );
  expect(await within(column('In progress')).findByText('Checkout page')).toBeInTheDocument();
  expect(await screen.findByText('Checkout page moved to In progress')).toBeInTheDocument();
});

it('refuses a move the status machine forbids, says why, and leaves the card where it was', async () => {
  const stub = stubs({ mine: [task()] });
  renderScreen(<SprintBoardPage />, { client: stub.client, session: testSessions.member, route, path });
  await lift('Checkout page');
  await press('ArrowRight', 'ArrowRight', 'Space');
  expect(await screen.findByText('Checkout page cannot go from Not started to Stuck.')).toBeInTheDocument();
  expect(within(column('Not started')).getByText('Checkout page')).toBeInTheDocument();
  expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/status`)).toHaveLength(0);
});

it('snaps a card back with the server’s reason when the server refuses the move', async () => {
  const stub = stubs(
    { mine: [task()] },
    { [`POST /v2/tasks/${taskIds.one}/status`]: failure(409, 'The sprint is closed') },
  );
  renderScreen(<SprintBoardPage />, { client: stub.client, session: testSessions.member, route, path });
  await lift('Checkout page');
  await press('ArrowRight', 'Space');
  expect(await screen.findByText('Checkout page went back to Not started: The sprint is closed')).toBeInTheDocument();
  // the column draws a card that comes back in a deferred render of its own (useFirstPaintCount)
  expect(await within(column('Not started')).findByText('Checkout page')).toBeInTheDocument();
});

it('opens the completion dialog when a card is dropped on Completed', async () => {
  const stub = stubs({ mine: [started] });
  renderScreen(<SprintBoardPage />, { client: stub.client, session: testSessions.member, route, path });
  await lift('Search box');
  await press('ArrowRight', 'ArrowRight', 'Space');
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Complete Search box')).toBeInTheDocument();
  expect(stub.callsTo(`POST /v2/tasks/${taskIds.two}/status`)).toHaveLength(0);
});

it('tells why a task nobody has cannot move, from its menu too', async () => {
  const open = task({ ...unassigned, nextStatuses: [], canChangeStatus: false });
  renderScreen(<SprintBoardPage />, {
    client: stubs({ mine: [started], open: [open] }).client,
    session: testSessions.member,
    route,
    path,
  });
  await lift('Footer links');
  await press('ArrowRight', 'Space');
  expect(await screen.findByText('Footer links has nobody yet: take it before you move it.')).toBeInTheDocument();
  // the menu offers only the moves the machine allows
  await userEvent.click(screen.getByRole('button', { name: 'Status of Search box' }));
  expect(await screen.findByRole('menuitem', { name: 'Move to Stuck' })).toBeInTheDocument();
  expect(screen.queryByRole('menuitem', { name: 'Move to Not started' })).not.toBeInTheDocument();
});

it('filters by assignee and by function, and splits the board in swimlanes', async () => {
  renderScreen(<SprintBoardPage />, {
    client: stubs({ mine: [task(), started], open: [unassigned] }).client,
    session: testSessions.member,
    route,
    path,
  });
  expect(await screen.findByText('Footer links')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('combobox', { name: 'Filter by function' }));
  await userEvent.click(await screen.findByTitle('Designer'));
  await waitFor(() => expect(screen.queryByText('Checkout page')).not.toBeInTheDocument());
  expect(screen.getByText('Footer links')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('combobox', { name: 'Swimlanes' }));
  await userEvent.click(await screen.findByTitle('Assignee'));
  // only the designer's task is left: one lane, nobody's
  expect(await screen.findByRole('region', { name: 'Not started, Not assigned' })).toBeInTheDocument();
  expect(
    screen.queryByRole('region', { name: `In progress, ${testSessions.member.user.name}` }),
  ).not.toBeInTheDocument();
});

it('shows a long column 30 cards at a time, the rest a click away', async () => {
  const many = Array.from({ length: 35 }, (_, index) =>
    task({
      _id: `00000000-0000-4000-8000-0000000${String(10000 + index)}`,
      title: `Task ${index + 1}`,
      rank: index + 1,
    }),
  );
  renderScreen(<SprintBoardPage />, {
    client: stubs({ mine: many }).client,
    session: testSessions.member,
    route,
    path,
  });
  const notStarted = await screen.findByRole('region', { name: 'Not started' });
  expect(screen.getByText('Not started · 35')).toBeInTheDocument();
  // the cards a window shows first, the rest of the first 30 in a render of their own right after
  await waitFor(() => expect(within(notStarted).getAllByTestId(/^card-/)).toHaveLength(30));
  await userEvent.click(within(notStarted).getByRole('button', { name: 'Show 5 more' }));
  await waitFor(() => expect(within(notStarted).getAllByTestId(/^card-/)).toHaveLength(35));
  expect(within(notStarted).queryByRole('button', { name: /^Show/ })).toBeNull();
});

it('asks for the board while the sprint itself is still on its way, not a round trip after it', async () => {
  let resolveSprint: (value: { data: unknown }) => void = () => undefined;
  const stub = stubs(
    { mine: [started] },
    {
      [`GET /v2/sprints/${ids.sprint2}`]: () =>
        new Promise<{ data: unknown }>((resolve) => {
          resolveSprint = resolve;
        }),
    },
  );
  renderScreen(<SprintBoardPage />, { client: stub.client, session: testSessions.member, route, path });
  await waitFor(() => expect(stub.callsTo(`GET /v2/sprints/${ids.sprint2}/board/cards`)).toHaveLength(1));
  resolveSprint({ data: { ...current, canManage: false } });
  expect(await screen.findByRole('link', { name: 'Search box' })).toBeInTheDocument();
});
