import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  epicListSchema,
  taskCommentListSchema,
  taskDetailSchema,
  taskHistoryListSchema,
  taskStructureSchema,
  type Task,
  type TaskStructure,
} from '@timely/contract';
import { ids, project, sprint, sprintList } from '../../../testing/project-fixtures';
import { task, taskIds } from '../../../testing/task-fixtures';
import { TaskDetailPage } from './task-detail-page';

jest.setTimeout(60_000);

// Issue #49: the task page's Subtasks and Links sections and its Epic field.
const route = `/data-list/view-task/${taskIds.one}`;
const path = '/data-list/view-task/:taskId';
const member = { _id: testSessions.member.user._id, name: testSessions.member.user.name, profilePic: null };
const other = { one: '00000000-0000-4000-8000-0000000000e1', two: '00000000-0000-4000-8000-0000000000e2' };
const epicId = '00000000-0000-4000-8000-0000000000f1';

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

function structure(overrides: Partial<TaskStructure> = {}) {
  return taskStructureSchema.parse({
    parent: null,
    subtasks: [
      { _id: other.one, title: 'Card form', status: 'completed', assignee: member, estimateHours: 3 },
      { _id: other.two, title: 'Receipt mail', status: 'in_progress', assignee: null, estimateHours: 2 },
    ],
    relations: [
      {
        _id: '00000000-0000-4000-8000-0000000000d1',
        kind: 'blocked_by',
        task: { _id: other.one, title: 'Card form', status: 'completed' },
      },
    ],
    canAddSubtasks: true,
    canLink: true,
    ...overrides,
  });
}

function stubs(taskOverrides: Partial<Task>, tree: TaskStructure) {
  const theTask = task({ status: 'in_progress', canEdit: true, canMove: true, ...taskOverrides });
  return createStubApiClient(
    {
      [`GET /v2/tasks/${taskIds.one}`]: {
        data: taskDetailSchema.parse({
          task: theTask,
          project: { _id: ids.atlas, name: 'Atlas Web Revamp' },
          sprint: null,
          team: [member],
          canComment: true,
        }),
      },
      [`GET /v2/tasks/${taskIds.one}/comments`]: { data: taskCommentListSchema.parse({ items: [], total: 0 }) },
      [`GET /v2/tasks/${taskIds.one}/history`]: { data: taskHistoryListSchema.parse({ items: [], total: 0 }) },
      [`GET /v2/tasks/${taskIds.one}/structure`]: { data: tree },
      [`GET /v2/projects/${ids.atlas}/epics`]: {
        data: epicListSchema.parse({
          items: [
            {
              _id: epicId,
              projectId: ids.atlas,
              name: 'Payments',
              description: '',
              colour: '#52c41a',
              targetDate: null,
              status: 'open',
              rank: 1,
              progress: { items: 0, itemsDone: 0, hours: 0, hoursDone: 0 },
              overdue: false,
              createdAt: '2026-01-12T09:00:00.000Z',
            },
          ],
          total: 1,
          canManage: true,
        }),
      },
      [`GET /v2/projects/${ids.atlas}/tasks/search`]: (request) => ({
        data: {
          items: [
            {
              _id: '00000000-0000-4000-8000-0000000000e3',
              title: `Refunds ${String(request.params.search)}`,
              status: 'not_started',
            },
          ],
        },
      }),
      'GET /v2/options': { data: { jobRoles: [], designations: [], locations: [], blocks: [], platforms: [] } },
      [`GET /v2/projects/${ids.atlas}`]: { data: project() },
      [`GET /v2/projects/${ids.atlas}/sprints`]: { data: sprintList([sprint({ _id: ids.sprint2 })]) },
      [`POST /v2/tasks/${taskIds.one}/subtasks`]: (request) => ({
        status: 201,
        data: task({ _id: other.two, parentId: taskIds.one, ...(request.data as object) }),
      }),
      [`POST /v2/tasks/${taskIds.one}/relations`]: { status: 201, data: tree },
      [`DELETE /v2/tasks/${taskIds.one}/relations/00000000-0000-4000-8000-0000000000d1`]: {
        data: structure({ relations: [] }),
      },
      [`PATCH /v2/tasks/${taskIds.one}`]: (request) => ({
        data: task({ ...taskOverrides, ...(request.data as object) }),
      }),
    },
    { session: testSessions.manager },
  );
}

it('shows the subtasks with their progress, status and assignee, and adds one quickly', async () => {
  const stub = stubs({ subtasks: { total: 2, completed: 1 } }, structure());
  renderScreen(<TaskDetailPage />, { client: stub.client, session: testSessions.manager, route, path });
  const section = (await screen.findByText('Subtasks')).closest('.ant-card') as HTMLElement;
  expect(await within(section).findByText('1 of 2 done')).toBeVisible();
  expect(within(section).getByRole('link', { name: 'Receipt mail' })).toBeVisible();
  expect(within(section).getByText('Unassigned · 2 h')).toBeVisible();
  expect(within(section).getByText('In progress')).toBeVisible();

  await userEvent.type(within(section).getByRole('textbox', { name: 'Subtask title' }), 'Refund button');
  await userEvent.type(within(section).getByRole('spinbutton', { name: 'Estimate (hours)' }), '1.5');
  await userEvent.click(within(section).getByRole('button', { name: 'Add subtask' }));
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/subtasks`).map((call) => call.data)).toEqual([
      { title: 'Refund button', estimateHours: 1.5 },
    ]),
  );
});

it('lists the links from this side, adds one found by title and removes one', async () => {
  const stub = stubs({}, structure());
  renderScreen(<TaskDetailPage />, { client: stub.client, session: testSessions.manager, route, path });
  const section = (await screen.findByText('Links')).closest('.ant-card') as HTMLElement;
  expect(await within(section).findByText('Is blocked by')).toBeVisible();

  await userEvent.click(within(section).getByRole('combobox', { name: 'Task to link' }));
  await userEvent.type(within(section).getByRole('combobox', { name: 'Task to link' }), 'api');
  await userEvent.click(await screen.findByTitle('Refunds api'));
  await userEvent.click(within(section).getByRole('button', { name: 'Add link' }));
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/relations`).map((call) => call.data)).toEqual([
      { kind: 'blocks', taskId: '00000000-0000-4000-8000-0000000000e3' },
    ]),
  );

  await userEvent.click(within(section).getByRole('button', { name: 'Remove the link to Card form' }));
  await waitFor(() =>
    expect(stub.callsTo(`DELETE /v2/tasks/${taskIds.one}/relations/00000000-0000-4000-8000-0000000000d1`)).toHaveLength(
      1,
    ),
  );
});

it("sets the epic of a task, and a subtask shows its parent and keeps its parent's epic", async () => {
  const stub = stubs({}, structure());
  const { unmount } = renderScreen(<TaskDetailPage />, {
    client: stub.client,
    session: testSessions.manager,
    route,
    path,
  });
  await userEvent.click(await screen.findByRole('combobox', { name: 'Epic' }));
  await userEvent.click(await screen.findByTitle('Payments'));
  await waitFor(() =>
    expect(stub.callsTo(`PATCH /v2/tasks/${taskIds.one}`).map((call) => call.data)).toEqual([{ epicId }]),
  );
  unmount();

  const child = stubs(
    { parentId: other.one, epicId, epic: { _id: epicId, name: 'Payments', colour: '#52c41a' } },
    structure({
      parent: { _id: other.one, title: 'Checkout', status: 'in_progress' },
      subtasks: [],
      canAddSubtasks: false,
    }),
  );
  renderScreen(<TaskDetailPage />, { client: child.client, session: testSessions.manager, route, path });
  expect(await screen.findByRole('link', { name: 'Checkout' })).toBeVisible();
  expect(screen.getByText("A subtask has its parent's epic.")).toBeVisible();
  // a subtask has no Subtasks section
  expect(screen.queryByText('Subtasks')).toBeNull();
});
