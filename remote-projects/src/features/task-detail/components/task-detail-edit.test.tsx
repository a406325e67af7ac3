import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  taskCommentListSchema,
  taskCommentSchema,
  taskDetailSchema,
  taskHistoryListSchema,
  type Task,
} from '@timely/contract';
import { overviewFixtures } from '../../../testing/overview-fixtures';
import { ids, project, sprint, sprintList } from '../../../testing/project-fixtures';
import { task, taskIds } from '../../../testing/task-fixtures';
import { TaskDetailPage } from './task-detail-page';

jest.setTimeout(60_000);

// Issue #27: every field of the task page is changed where it stands by who may change it, and a
// comment's author edits or deletes it.
const route = `/data-list/view-task/${taskIds.one}`;
const path = '/data-list/view-task/:taskId';
const member = { _id: testSessions.member.user._id, name: testSessions.member.user.name, profilePic: null };
const manager = { _id: testSessions.manager.user._id, name: testSessions.manager.user.name, profilePic: null };
const pat = { _id: taskIds.peer, name: 'Pat Peer', profilePic: null };
const commentIds = { mine: '00000000-0000-4000-8000-00000000cc11', theirs: '00000000-0000-4000-8000-00000000cc12' };

beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

function detail(overrides: Partial<Task>) {
  return taskDetailSchema.parse({
    task: task({ status: 'in_progress', nextStatuses: ['stuck', 'completed'], ...overrides }),
    project: { _id: ids.atlas, name: 'Atlas Web Revamp' },
    sprint: {
      _id: ids.sprint2,
      number: 2,
      name: 'Sprint 2',
      status: 'current',
      startDate: '2026-01-12',
      endDate: '2026-01-16',
    },
    team: [member, pat, manager],
    canComment: true,
  });
}

function comment(id: string, author: typeof pat, body: string, canEdit: boolean) {
  return taskCommentSchema.parse({
    _id: id,
    taskId: taskIds.one,
    author,
    body,
    mentions: [],
    createdAt: '2026-01-13T10:00:00.000Z',
    editedAt: null,
    canEdit,
  });
}

function stubs(session: typeof testSessions.manager, overrides: Partial<Task>) {
  const author = session === testSessions.manager ? manager : member;
  return createStubApiClient(
    {
      [`GET /v2/tasks/${taskIds.one}`]: { data: detail(overrides) },
      [`GET /v2/tasks/${taskIds.one}/comments`]: {
        data: taskCommentListSchema.parse({
          items: [
            comment(commentIds.theirs, pat, 'Looks good to me', false),
            comment(commentIds.mine, author, 'I will take the copy', true),
          ],
          total: 2,
        }),
      },
      [`GET /v2/tasks/${taskIds.one}/history`]: { data: taskHistoryListSchema.parse({ items: [], total: 0 }) },
      [`GET /v2/tasks/${taskIds.one}/structure`]: {
        data: { parent: null, subtasks: [], relations: [], canAddSubtasks: false, canLink: false },
      },
      [`GET /v2/projects/${ids.atlas}/epics`]: { data: { items: [], total: 0, canManage: false } },
      'GET /v2/options': {
        data: {
          ...overviewFixtures.options(),
          jobRoles: [
            {
              _id: '00000000-0000-4000-8000-0000000000c2',
              name: 'Developer',
              activityTypes: [{ _id: '00000000-0000-4000-8000-0000000000c1', name: 'Frontend' }],
            },
          ],
        },
      },
      [`GET /v2/projects/${ids.atlas}`]: { data: project() },
      [`GET /v2/projects/${ids.atlas}/sprints`]: {
        data: sprintList([
          sprint({ _id: ids.sprint2, number: 2, name: 'Sprint 2' }),
          sprint({
            _id: ids.sprint3,
            number: 3,
            name: 'Sprint 3',
            status: 'planned',
            startedAt: null,
            canStart: true,
            canClose: false,
          }),
        ]),
      },
      [`PATCH /v2/tasks/${taskIds.one}`]: (request) => ({ data: task({ ...overrides, ...(request.data as object) }) }),
      [`POST /v2/tasks/${taskIds.one}/move`]: { data: task({ ...overrides, sprintId: null }) },
      [`PATCH /v2/task-comments/${commentIds.mine}`]: (request) => ({
        data: {
          ...comment(commentIds.mine, author, (request.data as { body: string }).body, true),
          editedAt: '2026-01-13T11:00:00.000Z',
        },
      }),
      [`DELETE /v2/task-comments/${commentIds.mine}`]: { data: { ok: true } },
    },
    { session },
  );
}

it('lets a manager change the title, description, assignee, estimate, sprint and link where they stand', async () => {
  const stub = stubs(testSessions.manager, { canEdit: true, canMove: true });
  renderScreen(<TaskDetailPage />, { client: stub.client, session: testSessions.manager, route, path });
  const patches = () => stub.callsTo(`PATCH /v2/tasks/${taskIds.one}`).map((call) => call.data);

  await userEvent.click(await screen.findByRole('button', { name: 'Edit title' }));
  const title = screen.getByRole('textbox', { name: 'Title' });
  await userEvent.clear(title);
  await userEvent.type(title, 'Checkout page v2{Enter}');
  await waitFor(() => expect(patches()).toEqual([{ title: 'Checkout page v2' }]));
  await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull());

  // a long text keeps Enter for new lines; Ctrl+Enter saves
  await userEvent.click(screen.getByRole('button', { name: 'Edit description' }));
  const description = screen.getByRole('textbox', { name: 'Description' });
  await userEvent.type(description, '{Enter}Apple Pay too.{Control>}{Enter}{/Control}');
  await waitFor(() => expect(patches().at(-1)).toEqual({ description: 'Card payments with Stripe\nApple Pay too.' }));

  await userEvent.click(screen.getByRole('combobox', { name: 'Assignee' }));
  await userEvent.click(await screen.findByTitle('Pat Peer'));
  await waitFor(() => expect(patches().at(-1)).toEqual({ assigneeId: pat._id }));

  const estimate = screen.getByRole('spinbutton', { name: 'Estimate (hours)' });
  await userEvent.clear(estimate);
  await userEvent.type(estimate, '8{Enter}');
  await waitFor(() => expect(patches().at(-1)).toEqual({ estimateHours: 8 }));

  await userEvent.click(screen.getByRole('combobox', { name: 'Sprint' }));
  await userEvent.click(await screen.findByTitle('Backlog'));
  await waitFor(() => expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/move`)[0]?.data).toEqual({ sprintId: null }));
  expect(await screen.findByText('Checkout page moved to the backlog')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit link' }));
  const link = screen.getByRole('textbox', { name: 'Link' });
  await userEvent.clear(link);
  await userEvent.type(link, 'https://example.com/t/2{Enter}');
  await waitFor(() => expect(patches().at(-1)).toEqual({ link: 'https://example.com/t/2' }));
  // Escape leaves a field as it was, and nothing is sent
  await userEvent.click(screen.getByRole('button', { name: 'Edit title' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' nope{Escape}');
  expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
  expect(patches()).toHaveLength(5);
});

it('keeps the box open with the server’s reason when it refuses a change', async () => {
  const stub = stubs(testSessions.manager, { canEdit: true, canMove: true });
  stub.on(`PATCH /v2/tasks/${taskIds.one}`, {
    status: 400,
    data: {
      statusCode: 400,
      error: 'Bad Request',
      message: 'title must be at most 120 characters',
      fields: [{ field: 'title', message: 'must be at most 120 characters' }],
    },
  });
  renderScreen(<TaskDetailPage />, { client: stub.client, session: testSessions.manager, route, path });
  await userEvent.click(await screen.findByRole('button', { name: 'Edit title' }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), '!{Enter}');
  expect(await screen.findByText(/must be at most 120 characters/)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Checkout page!');
});

it('shows a member the fields as text, and lets them change the status and ETA of their task', async () => {
  const stub = stubs(testSessions.member, { canEdit: false, canMove: false, canChangeStatus: true });
  renderScreen(<TaskDetailPage />, { client: stub.client, session: testSessions.member, route, path });
  expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  for (const name of ['Edit title', 'Edit description', 'Edit link'])
    expect(screen.queryByRole('button', { name })).toBeNull();
  for (const name of ['Assignee', 'Sprint', 'Function', 'Activity'])
    expect(screen.queryByRole('combobox', { name })).toBeNull();
  expect(screen.queryByRole('spinbutton', { name: 'Estimate (hours)' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Change status' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Set ETA' }));
  // in jsdom every antd id is "test-id", so the dialog's name cannot be resolved: found by its title
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('ETA of Checkout page')).toBeInTheDocument();
  expect(stub.callsTo(`GET /v2/projects/${ids.atlas}/sprints`)).toHaveLength(0);
});

it('lets the author edit and delete their own comment, and nobody else’s', async () => {
  const stub = stubs(testSessions.member, {});
  renderScreen(<TaskDetailPage />, { client: stub.client, session: testSessions.member, route, path });
  const theirs = await screen.findByRole('listitem', { name: 'Comment by Pat Peer' });
  expect(within(theirs).queryByRole('button', { name: 'Edit' })).toBeNull();
  expect(within(theirs).queryByRole('button', { name: 'Delete' })).toBeNull();

  const mine = screen.getByRole('listitem', { name: `Comment by ${member.name}` });
  await userEvent.click(within(mine).getByRole('button', { name: 'Edit' }));
  const box = within(mine).getByRole('textbox', { name: 'Edit your comment' });
  expect(box).toHaveValue('I will take the copy');
  await userEvent.type(box, ' <i>today</i>');
  await userEvent.click(within(mine).getByRole('button', { name: 'Save' }));
  await waitFor(() =>
    expect(stub.callsTo(`PATCH /v2/task-comments/${commentIds.mine}`)[0]?.data).toEqual({
      body: 'I will take the copy <i>today</i>',
      mentionIds: [],
    }),
  );
  expect(await screen.findByText('Comment saved')).toBeInTheDocument();

  await userEvent.click(within(mine).getByRole('button', { name: 'Delete' }));
  const confirm = await screen.findByRole('tooltip');
  expect(within(confirm).getByText('Delete your comment?')).toBeInTheDocument();
  fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
  await waitFor(() => expect(stub.callsTo(`DELETE /v2/task-comments/${commentIds.mine}`)).toHaveLength(1));
  expect(await screen.findByText('Comment deleted')).toBeInTheDocument();
});

it('keeps a retired activity on the task, marked as such, while it is no longer offered', async () => {
  const stub = stubs(testSessions.manager, { canEdit: true, canMove: true });
  stub.on('GET /v2/options', {
    data: {
      ...overviewFixtures.options(),
      jobRoles: [{ _id: '00000000-0000-4000-8000-0000000000c2', name: 'Developer', activityTypes: [] }],
    },
  });
  renderScreen(<TaskDetailPage />, { client: stub.client, session: testSessions.manager, route, path });
  await screen.findByRole('combobox', { name: 'Activity' });
  expect(await screen.findByTitle('Frontend (retired)')).toBeInTheDocument();
});
