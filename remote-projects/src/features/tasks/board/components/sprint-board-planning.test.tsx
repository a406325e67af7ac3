import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sprintBoardSchema, type Task } from '@timely/contract';
import { ids, project, sprint } from '../../../../testing/project-fixtures';
import { task, taskIds } from '../../../../testing/task-fixtures';
import { SprintBoardPage } from '../../components/tasks-page';

jest.setTimeout(60_000);

/** Issue #49 on the board: WIP limits, quick-create in a column, ranking by keyboard, quick filters. */

const route = `/data-list/sprint-board/${ids.sprint2}`;
const path = '/data-list/sprint-board/:sprintId';
const current = sprint({ _id: ids.sprint2, number: 2, name: 'Sprint 2', status: 'current', canManage: true });
const me = testSessions.manager.user;

const first = task({ title: 'Checkout page', status: 'in_progress', rank: 1, canMove: true });
const second = task({
  _id: taskIds.two,
  title: 'Search box',
  status: 'in_progress',
  rank: 2,
  canMove: true,
  assignee: { _id: me._id, name: me.name, profilePic: null },
});
const waiting = task({ _id: taskIds.three, title: 'Footer links', status: 'not_started', rank: 3, canMove: true });

function stubs(items: Task[] = [first, second, waiting], wipLimits: Record<string, number> = { in_progress: 1 }) {
  return createStubApiClient(
    {
      [`GET /v2/sprints/${ids.sprint2}`]: { data: current },
      [`GET /v2/projects/${ids.atlas}`]: { data: project({ canManage: true }) },
      [`GET /v2/sprints/${ids.sprint2}/board/cards`]: {
        data: sprintBoardSchema.parse({
          sprint: current,
          items,
          assignees: [],
          jobRoles: [],
          wipLimits,
          canManage: true,
        }),
      },
      [`POST /v2/sprints/${ids.sprint2}/tasks`]: { data: task({ title: 'Refund flow' }) },
      [`POST /v2/tasks/${taskIds.one}/move`]: { data: first },
      [`PUT /v2/projects/${ids.atlas}/wip-limits`]: { data: { limits: { in_progress: 3 } } },
    },
    { session: testSessions.manager },
  );
}

it('shows each column against its WIP limit and warns, in words and colour, past it', async () => {
  renderScreen(<SprintBoardPage />, { client: stubs().client, session: testSessions.manager, route, path });
  expect(await screen.findByText('In progress · 2 / 1')).toBeInTheDocument();
  expect(screen.getByText('Over the WIP limit of 1')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'In progress' })).toHaveAttribute('data-over-limit', 'true');
  expect(screen.getByRole('region', { name: 'Not started' })).not.toHaveAttribute('data-over-limit');
  // a column without a limit shows its count alone
  expect(screen.getByText('Not started · 1')).toBeInTheDocument();
});

it('lets a manager set the WIP limits', async () => {
  const stub = stubs();
  renderScreen(<SprintBoardPage />, { client: stub.client, session: testSessions.manager, route, path });
  await userEvent.click(await screen.findByRole('button', { name: 'WIP limits' }));
  const dialog = await screen.findByRole('dialog');
  const field = within(dialog).getByRole('spinbutton', { name: 'WIP limit of In progress' });
  await userEvent.clear(field);
  await userEvent.type(field, '3');
  await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
  await waitFor(() =>
    expect(stub.callsTo(`PUT /v2/projects/${ids.atlas}/wip-limits`)[0]?.data).toEqual({
      limits: { in_progress: 3 },
    }),
  );
});

it('creates a task inline in the Not started column: Enter saves', async () => {
  const stub = stubs();
  renderScreen(<SprintBoardPage />, { client: stub.client, session: testSessions.manager, route, path });
  await userEvent.click(await screen.findByRole('button', { name: 'Create a task in Not started' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Title of the new task in Not started' }), 'Refund flow');
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/sprints/${ids.sprint2}/tasks`)[0]?.data).toEqual({
      title: 'Refund flow',
      estimateHours: 1,
    }),
  );
});

it('ranks a card down its column with Alt+↓, and keeps only mine with the quick filter', async () => {
  const stub = stubs();
  renderScreen(<SprintBoardPage />, { client: stub.client, session: testSessions.manager, route, path });
  (await screen.findByRole('link', { name: 'Checkout page' })).focus();
  await userEvent.keyboard('{Alt>}[ArrowDown]{/Alt}');
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/move`)[0]?.data).toEqual({ afterId: taskIds.two }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Only my tasks' }));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Checkout page' })).not.toBeInTheDocument());
  expect(screen.getByRole('link', { name: 'Search box' })).toBeInTheDocument();
});
