import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { backlogPageSchema, bulkTasksResponseSchema } from '@timely/contract';
import { ids, project, sprint } from '../../../testing/project-fixtures';
import { task, taskIds } from '../../../testing/task-fixtures';
import { BacklogPage } from './backlog-page';

jest.setTimeout(60_000);

const route = `/data-list/backlog/${ids.atlas}`;
const path = '/data-list/backlog/:projectId';
const planned = sprint({
  _id: ids.sprint3,
  number: 3,
  name: 'Sprint 3',
  status: 'planned',
  canStart: true,
  canClose: false,
});
/**
 * jsdom lays nothing out: each backlog row gets a box 60 px below the one before it, so dnd-kit's keyboard
 * moves find the row above or below (the sprint drop zones keep an empty box, above the list).
 */
beforeAll(() => {
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest<HTMLElement>('ol[aria-label="Backlog"] > li');
    if (!row) return new DOMRect(0, 0, 0, 0);
    const index = [...row.parentElement!.children].indexOf(row);
    return new DOMRect(0, 100 + index * 60, 600, 50);
  });
});
afterAll(() => jest.restoreAllMocks());

const first = task({ sprintId: null, rank: 1, canMove: true, assignee: null });
const second = task({ _id: taskIds.two, title: 'Search box', sprintId: null, rank: 2, canMove: true });

const inSprint = task({ _id: taskIds.three, title: 'Payment form', sprintId: ids.sprint3, rank: 1, canMove: true });

function backlogResponse(items = [first, second], planItems = [inSprint]) {
  return backlogPageSchema.parse({
    items,
    total: items.length,
    page: 1,
    perPage: 100,
    totalPages: 1,
    sprints: [planned],
    plan: [
      {
        sprint: planned,
        items: planItems,
        totals: { tasks: planItems.length, hours: planItems.length ? 30 : 0, points: planItems.length ? 8 : 0 },
        capacity: { hours: 140, people: 2 },
      },
    ],
    canManage: true,
  });
}

function stubs(response = backlogResponse()) {
  return createStubApiClient(
    {
      [`GET /v2/projects/${ids.atlas}/backlog`]: { data: response },
      [`POST /v2/projects/${ids.atlas}/backlog`]: { data: task({ title: 'Refund flow', sprintId: null }) },
      [`GET /v2/projects/${ids.atlas}`]: { data: project() },
      [`GET /v2/projects/${ids.atlas}/sprints`]: { data: { items: [planned], total: 1 } },
      [`POST /v2/tasks/${taskIds.one}/move`]: { data: { ...first, sprintId: ids.sprint3 } },
      [`POST /v2/tasks/${taskIds.two}/move`]: { data: { ...second, rank: 0 } },
      [`POST /v2/projects/${ids.atlas}/tasks/bulk`]: {
        data: bulkTasksResponseSchema.parse({ action: 'move', count: 2, items: [] }),
      },
    },
    { session: testSessions.manager },
  );
}

it('lists the backlog by rank, moves a task into a sprint from its menu', async () => {
  const stub = stubs();
  renderScreen(<BacklogPage />, { client: stub.client, session: testSessions.manager, route, path });
  const list = await screen.findByRole('list', { name: 'Backlog' });
  expect(
    within(list)
      .getAllByRole('listitem')
      .map((item) => within(item).getByRole('link').textContent),
  ).toEqual(['Checkout page', 'Search box']);
  const sprintList = screen.getByRole('region', { name: 'Sprint Sprint 3' });
  expect(within(sprintList).getByRole('link', { name: 'Payment form' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Move Checkout page: up, down or to another list' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to Sprint 3' }));
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/move`)[0]?.data).toEqual({ sprintId: ids.sprint3 }),
  );
  expect(await screen.findByText('Checkout page moved to Sprint 3')).toBeInTheDocument();
});

it("shows what a sprint holds against the team's capacity for its dates", async () => {
  renderScreen(<BacklogPage />, { client: stubs().client, session: testSessions.manager, route, path });
  const sprintList = await screen.findByRole('region', { name: 'Sprint Sprint 3' });
  expect(within(sprintList).getByText('1 task · 8 points · 30 h of 140 h capacity')).toBeInTheDocument();
  expect(within(sprintList).getByRole('button', { name: 'Start sprint' })).toBeInTheDocument();
  await userEvent.click(within(sprintList).getByRole('button', { name: 'Collapse Sprint 3' }));
  expect(within(sprintList).queryByRole('link', { name: 'Payment form' })).not.toBeInTheDocument();
});

it('moves a task onto the sprint above by keyboard alone (Alt+Shift+↑), and back down to the backlog', async () => {
  const stub = stubs();
  renderScreen(<BacklogPage />, { client: stub.client, session: testSessions.manager, route, path });
  (await screen.findByRole('button', { name: 'Move Search box' })).focus();
  await userEvent.keyboard('{Alt>}{Shift>}[ArrowUp]{/Shift}{/Alt}');
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.two}/move`)[0]?.data).toEqual({ sprintId: ids.sprint3 }),
  );
  expect(await screen.findByText('Search box moved to Sprint 3')).toBeInTheDocument();
  // from the sprint, down into the backlog: at its top
  within(screen.getByRole('region', { name: 'Sprint Sprint 3' }))
    .getByRole('link', { name: 'Payment form' })
    .focus();
  await userEvent.keyboard('{Alt>}{Shift>}[ArrowDown]{/Shift}{/Alt}');
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.three}/move`)[0]?.data).toEqual({
      sprintId: null,
      beforeId: taskIds.one,
    }),
  );
  // Alt+↓ reorders within the list
  screen.getByRole('link', { name: 'Checkout page' }).focus();
  await userEvent.keyboard('{Alt>}[ArrowDown]{/Alt}');
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/move`)[0]?.data).toEqual({ afterId: taskIds.two }),
  );
  expect(screen.getByText(/Alt\+Shift\+↑/)).toBeInTheDocument();
});

it('creates a task inline at the bottom of the backlog: Enter saves, Escape cancels', async () => {
  const stub = stubs();
  renderScreen(<BacklogPage />, { client: stub.client, session: testSessions.manager, route, path });
  await userEvent.click(await screen.findByRole('button', { name: 'Create a task in Backlog' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Title of the new task in Backlog' }), 'Refund flow');
  const hours = screen.getByRole('spinbutton', { name: 'Estimate in hours' });
  await userEvent.clear(hours);
  await userEvent.type(hours, '5{Enter}');
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/projects/${ids.atlas}/backlog`)[0]?.data).toEqual({
      title: 'Refund flow',
      estimateHours: 5,
    }),
  );
  expect(await screen.findByText('Refund flow added to the backlog')).toBeInTheDocument();
  // the row stays open for the next one; Escape closes it without saving
  const title = screen.getByRole('textbox', { name: 'Title of the new task in Backlog' });
  await userEvent.type(title, 'Half typed{Escape}');
  expect(screen.queryByRole('textbox', { name: 'Title of the new task in Backlog' })).not.toBeInTheDocument();
  expect(stub.callsTo(`POST /v2/projects/${ids.atlas}/backlog`)).toHaveLength(1);
});

it('tells an empty project (no tasks yet) from a backlog emptied into sprints', async () => {
  const { unmount } = renderScreen(<BacklogPage />, {
    client: stubs(backlogResponse([], [])).client,
    session: testSessions.manager,
    route,
    path,
  });
  expect(await screen.findByText(/No tasks yet: create the first one/)).toBeInTheDocument();
  expect(screen.queryByText(/every task is in a sprint/)).not.toBeInTheDocument();
  unmount();
  renderScreen(<BacklogPage />, {
    client: stubs(backlogResponse([], [inSprint])).client,
    session: testSessions.manager,
    route,
    path,
  });
  expect(await screen.findByText('Nothing left in the backlog: every task is in a sprint.')).toBeInTheDocument();
});

const order = () =>
  within(screen.getByRole('list', { name: 'Backlog' }))
    .getAllByRole('listitem')
    .map((item) => within(item).getByRole('link').textContent);

/** One key at a time: the next arrow starts from the place the list has settled on. */
async function press(...keys: string[]) {
  for (const key of keys) await userEvent.keyboard(`[${key}]`);
}

it('reorders the backlog by keyboard: space on the grip, an arrow, space', async () => {
  const stub = stubs();
  renderScreen(<BacklogPage />, { client: stub.client, session: testSessions.manager, route, path });
  const grip = await screen.findByRole('button', { name: 'Move Search box' });
  expect(order()).toEqual(['Checkout page', 'Search box']);
  grip.focus();
  await press('Space', 'ArrowUp', 'Space');
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.two}/move`)[0]?.data).toEqual({ beforeId: taskIds.one }),
  );
  expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/move`)).toHaveLength(0);
});

it('moves the selected tasks into a sprint in bulk, after one confirmation', async () => {
  const stub = stubs();
  renderScreen(<BacklogPage />, { client: stub.client, session: testSessions.manager, route, path });
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Checkout page' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Select Search box' }));
  const bar = screen.getByRole('toolbar', { name: 'Bulk edit' });
  expect(within(bar).getByText('2 tasks selected')).toBeInTheDocument();
  await userEvent.click(within(bar).getByRole('combobox', { name: 'Sprint to move to' }));
  await userEvent.click(await screen.findByTitle('Sprint 3'));
  await userEvent.click(within(bar).getByRole('button', { name: 'Move' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getAllByText('Move 2 tasks to Sprint 3?').length).toBeGreaterThan(0);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/projects/${ids.atlas}/tasks/bulk`)[0]?.data).toEqual({
      action: 'move',
      sprintId: ids.sprint3,
      taskIds: [taskIds.one, taskIds.two],
    }),
  );
  expect(await screen.findByText('2 tasks updated')).toBeInTheDocument();
});

it('offers the way back to the projects, not Retry, when the project is not yours (403)', async () => {
  const stub = createStubApiClient({
    [`GET /v2/projects/${ids.atlas}/backlog`]: failure(403, 'You are not on this project.'),
    [`GET /v2/projects/${ids.atlas}`]: { data: project() },
  });
  renderScreen(<BacklogPage />, { client: stub.client, session: testSessions.member, route, path });
  expect(await screen.findByText('You are not on this project.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute(
    'href',
    '/data-list/view-all-projects',
  );
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

/** `count` tasks of Sprint 3, by rank. */
function longSprint(count: number) {
  return Array.from({ length: count }, (_, index) =>
    task({
      _id: `00000000-0000-4000-8000-0000000${String(10000 + index)}`,
      title: `Sprint task ${index + 1}`,
      sprintId: ids.sprint3,
      rank: index + 1,
      canMove: true,
    }),
  );
}

it("shows a long sprint's first 30 tasks and the rest on asking, its totals counting them all", async () => {
  const many = longSprint(75);
  renderScreen(<BacklogPage />, {
    client: stubs(backlogResponse([first, second], many)).client,
    session: testSessions.manager,
    route,
    path,
  });
  const sprintList = await screen.findByRole('list', { name: 'Tasks of Sprint 3' });
  await waitFor(() => expect(within(sprintList).getAllByRole('listitem')).toHaveLength(30));
  expect(screen.getByTestId('plan-totals')).toHaveTextContent('75 tasks');
  await userEvent.click(screen.getByRole('button', { name: 'Show 30 more of 45' }));
  await waitFor(() => expect(within(sprintList).getAllByRole('listitem')).toHaveLength(60));
  await userEvent.click(screen.getByRole('button', { name: 'Show 15 more' }));
  await waitFor(() => expect(within(sprintList).getAllByRole('listitem')).toHaveLength(75));
  expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();
});

it("asks for a long sprint's tasks a page ahead of what it shows, and the next page on showing more", async () => {
  const many = longSprint(75);
  const stub = stubs();
  // an API of contract 2.9: the first `planLimit` tasks of the sprint, and how many there are
  stub.on(`GET /v2/projects/${ids.atlas}/backlog`, (request) => {
    const page = backlogResponse([first, second], many.slice(0, Number(request.params.planLimit)));
    return {
      data: { ...page, plan: [{ ...page.plan[0]!, matching: 75, totals: { tasks: 75, hours: 30, points: 8 } }] },
    };
  });
  renderScreen(<BacklogPage />, { client: stub.client, session: testSessions.manager, route, path });
  const sprintList = await screen.findByRole('list', { name: 'Tasks of Sprint 3' });
  await waitFor(() => expect(within(sprintList).getAllByRole('listitem')).toHaveLength(30));
  const asked = () => stub.callsTo(`GET /v2/projects/${ids.atlas}/backlog`).map((call) => call.params.planLimit);
  expect(asked()).toEqual([60]);
  // the 30 shown and the 15 not sent yet
  await userEvent.click(screen.getByRole('button', { name: 'Show 30 more of 45' }));
  await waitFor(() => expect(within(sprintList).getAllByRole('listitem')).toHaveLength(60));
  await waitFor(() => expect(asked()).toEqual([60, 90]));
  await userEvent.click(await screen.findByRole('button', { name: 'Show 15 more' }));
  await waitFor(() => expect(within(sprintList).getAllByRole('listitem')).toHaveLength(75));
  expect(screen.queryByRole('button', { name: /^Show \d+ more/ })).toBeNull();
});
