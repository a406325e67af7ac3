import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  changeTaskStatusResponseSchema,
  taskCommentListSchema,
  taskCommentSchema,
  taskDetailSchema,
  taskHistoryListSchema,
  taskWatchersSchema,
  type Task,
} from '@timely/contract';
import { ids } from '../../../testing/project-fixtures';
import { task, taskIds } from '../../../testing/task-fixtures';
import { TaskDetailPage } from './task-detail-page';

jest.setTimeout(60_000);

const route = `/data-list/view-task/${taskIds.one}`;
const path = '/data-list/view-task/:taskId';
const member = { _id: testSessions.member.user._id, name: testSessions.member.user.name, profilePic: null };
const pat = { _id: taskIds.peer, name: 'Pat Peer', profilePic: null };

// jsdom has no scrollIntoView; the mentions list scrolls its active option into view
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

function detail(overrides: Partial<Task> = {}) {
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
    team: [member, pat],
    canComment: true,
  });
}

const comment = (body: string, mentions = [] as (typeof pat)[]) =>
  taskCommentSchema.parse({
    _id: '00000000-0000-4000-8000-00000000cc01',
    taskId: taskIds.one,
    author: pat,
    body,
    mentions,
    createdAt: '2026-01-13T10:00:00.000Z',
    editedAt: null,
    canEdit: false,
  });

function stubs() {
  const comments = [comment('See https://example.com/spec for the flow. <b>not bold</b>')];
  const stub = createStubApiClient(
    {
      [`GET /v2/tasks/${taskIds.one}`]: { data: detail() },
      [`GET /v2/tasks/${taskIds.one}/watchers`]: {
        data: taskWatchersSchema.parse({
          watching: false,
          watcherCount: 1,
          items: [{ ...pat, reason: 'creator' }],
        }),
      },
      [`GET /v2/tasks/${taskIds.one}/comments`]: () => ({
        data: taskCommentListSchema.parse({ items: comments, total: comments.length }),
      }),
      [`GET /v2/tasks/${taskIds.one}/history`]: {
        data: taskHistoryListSchema.parse({
          items: [
            {
              _id: '00000000-0000-4000-8000-00000000ab02',
              at: '2026-01-13T09:00:00.000Z',
              actor: member,
              field: 'status',
              from: 'not_started',
              to: 'in_progress',
            },
            {
              _id: '00000000-0000-4000-8000-00000000ab01',
              at: '2026-01-12T09:00:00.000Z',
              actor: { _id: taskIds.peer, name: 'Max Manager', profilePic: null },
              field: 'created',
              from: null,
              to: null,
            },
          ],
          total: 2,
        }),
      },
      [`POST /v2/tasks/${taskIds.one}/comments`]: (request) => {
        const body = request.data as { body: string; mentionIds: string[] };
        comments.push({
          ...comment(body.body, body.mentionIds.includes(pat._id) ? [pat] : []),
          _id: '00000000-0000-4000-8000-00000000cc02',
          author: member,
        });
        return { status: 201, data: comments.at(-1) };
      },
    },
    { session: testSessions.member },
  );
  return stub;
}

it('shows the task, where it lives, its comments as plain text with links, and its history', async () => {
  renderScreen(<TaskDetailPage />, { client: stubs().client, session: testSessions.member, route, path });
  expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sprint 2' })).toHaveAttribute(
    'href',
    `/data-list/sprint-board/${ids.sprint2}`,
  );
  expect(screen.getByText('In progress')).toBeInTheDocument();
  const comments = await screen.findByRole('list', { name: 'Comments' });
  expect(within(comments).getByRole('link', { name: 'https://example.com/spec' })).toHaveAttribute(
    'rel',
    'noopener noreferrer nofollow',
  );
  // what a user writes is never HTML
  expect(within(comments).getByText(/<b>not bold<\/b>/)).toBeInTheDocument();
  expect(comments.querySelector('b')).toBeNull();
  const history = await screen.findByRole('region', { name: 'History' });
  expect(
    within(history).getByText(`${member.name} changed status from Not started to In progress`),
  ).toBeInTheDocument();
  expect(within(history).getByText('Max Manager created the task')).toBeInTheDocument();
});

it('comments with an @mention, sending the mentioned peer’s id', async () => {
  const stub = stubs();
  renderScreen(<TaskDetailPage />, { client: stub.client, session: testSessions.member, route, path });
  const box = await screen.findByRole('textbox', { name: 'Add a comment' });
  await userEvent.type(box, 'Can you review this @Pat');
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Pat Peer' }));
  await userEvent.type(box, 'please');
  // the box's limit is shown as it fills, as on other limited fields
  expect(screen.getByText('36 / 4000')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/comments`)[0]?.data).toEqual({
      body: 'Can you review this @Pat Peer please',
      mentionIds: [pat._id],
    }),
  );
  expect(await screen.findByText('Comment added; 1 mentioned peer is notified')).toBeInTheDocument();
  const comments = await screen.findByRole('list', { name: 'Comments' });
  expect(await within(comments).findByText('@Pat Peer')).toContainHTML('strong');
});

it('changes the status from the page, and completing asks for the hours', async () => {
  const stub = stubs();
  stub.on(`POST /v2/tasks/${taskIds.one}/status`, {
    data: changeTaskStatusResponseSchema.parse({
      task: task({ status: 'stuck', nextStatuses: ['in_progress', 'completed'] }),
      helpers: [],
    }),
  });
  stub.on('GET /v2/peers', { data: { items: [], total: 0, page: 1, perPage: 20, totalPages: 0 } });
  renderScreen(<TaskDetailPage />, { client: stub.client, session: testSessions.member, route, path });
  await userEvent.click(await screen.findByRole('button', { name: 'Change status' }));
  await userEvent.click(await screen.findByRole('menuitem', { name: 'Move to Stuck' }));
  await waitFor(() =>
    expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/status`)[0]?.data).toEqual({ status: 'stuck' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Change status' }));
  await waitFor(() => expect(screen.getAllByRole('menuitem', { name: 'Complete…' }).length).toBeGreaterThan(0));
  await userEvent.click(screen.getAllByRole('menuitem', { name: 'Complete…' }).at(-1)!);
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByText('Complete Checkout page')).toBeInTheDocument();
  expect(within(dialog).getByText(/They are yours, as its assignee\./)).toBeInTheDocument();
});

it('offers the way back to the projects, not Retry, for a task that is gone (404)', async () => {
  const stub = createStubApiClient({ [`GET /v2/tasks/${taskIds.one}`]: failure(404, 'Task not found.') });
  renderScreen(<TaskDetailPage />, { client: stub.client, session: testSessions.member, route, path });
  expect(await screen.findByText('Task not found.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Back to projects' })).toHaveAttribute(
    'href',
    '/data-list/view-all-projects',
  );
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
});

it('lists the watchers and watches the task, the count following', async () => {
  const stub = stubs();
  stub.on(`POST /v2/tasks/${taskIds.one}/watch`, {
    data: taskWatchersSchema.parse({
      watching: true,
      watcherCount: 2,
      items: [
        { ...pat, reason: 'creator' },
        { ...member, reason: 'manual' },
      ],
    }),
  });
  renderScreen(<TaskDetailPage />, { client: stub.client, session: testSessions.member, route, path });
  const list = await screen.findByRole('list', { name: 'Who watches this task' });
  expect(within(list).getByText('Pat Peer')).toBeInTheDocument();
  expect(within(list).getByText('created it')).toBeInTheDocument();
  const toggle = screen.getByRole('button', { name: /Watch · 1/ });
  expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await userEvent.click(toggle);
  await waitFor(() => expect(stub.callsTo(`POST /v2/tasks/${taskIds.one}/watch`)).toHaveLength(1));
  expect(await screen.findByText(/You are watching/)).toBeInTheDocument();
});

it('puts the details (status, assignee) before the comments on a narrow screen', async () => {
  renderScreen(<TaskDetailPage />, { client: stubs().client, session: testSessions.member, route, path });
  const details = await screen.findByText('Details');
  const comments = await screen.findByText(/comment/i, { selector: '.ant-card-head-title' });
  // jsdom matches no media query: the page lays out as on a phone
  expect(details.compareDocumentPosition(comments) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});
