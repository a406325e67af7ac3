import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import type { AxiosInstance } from 'axios';
import { livePaths, type LiveEvent } from '@timely/contract';
import { liveKeys, type LiveChange } from './live-keys';
import { applyLiveEvent } from './live-invalidation';
import { LIVE_PATHS, startLiveStream } from './live-stream';

const ME = 'me-0000';
const OTHER = 'other-0000';

function event(overrides: Partial<LiveEvent>): LiveEvent {
  return {
    id: '1',
    kind: 'task.status_changed',
    at: '2026-11-30T10:00:00.000Z',
    actor: { _id: OTHER, name: 'Max Manager' },
    projectId: null,
    sprintId: null,
    fromSprintId: null,
    taskId: null,
    postId: null,
    leaveRequestId: null,
    task: null,
    ...overrides,
  };
}

/** A query client holding the screens' keys, each with data, none invalidated yet. */
function filledClient() {
  const queryClient = new QueryClient();
  const keys = {
    board: ['projects', 'board', 'sprint-1'],
    otherBoard: ['projects', 'board', 'sprint-2'],
    backlog: ['projects', 'backlog', 'project-1', 1, { q: '' }],
    otherBacklog: ['projects', 'backlog', 'project-2', 1, { q: '' }],
    task: ['projects', 'task', 'task-1'],
    myWork: ['projects', 'my-work', {}],
    feed: ['feeds', 'page', { page: 1, perPage: 10 }],
    bell: ['notifications'],
    approvals: ['leave', 'requests', 'approvals'],
  };
  for (const key of Object.values(keys)) queryClient.setQueryData(key, { some: 'data' });
  const invalid = () =>
    Object.entries(keys)
      .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
      .map(([name]) => name)
      .sort();
  return { queryClient, invalid };
}

describe('applyLiveEvent', () => {
  it("refreshes the queries of the task's project, sprint and task, and no other project's", () => {
    const { queryClient, invalid } = filledClient();
    applyLiveEvent(
      queryClient,
      event({
        projectId: 'project-1',
        sprintId: 'sprint-1',
        taskId: 'task-1',
        task: { title: 'X', status: 'in_progress' },
      }),
      ME,
    );
    expect(invalid()).toEqual(['backlog', 'board', 'myWork', 'task']);
    // the board's quiet note reads who did what
    expect(queryClient.getQueryData<LiveChange>(liveKeys.lastChange)).toMatchObject({
      actor: { name: 'Max Manager' },
      task: { title: 'X', status: 'in_progress' },
    });
  });

  it('counts posts by others for the feed instead of refetching it under its reader', () => {
    const { queryClient, invalid } = filledClient();
    const fetches = jest.fn();
    queryClient.getQueryCache().subscribe((change) => {
      if (change.type === 'updated' && change.action.type === 'fetch') fetches();
    });
    applyLiveEvent(queryClient, event({ kind: 'feed.posted', postId: 'post-1' }), ME);
    applyLiveEvent(queryClient, event({ kind: 'feed.posted', postId: 'post-2' }), ME);
    applyLiveEvent(queryClient, event({ kind: 'feed.posted', postId: 'post-3', actor: { _id: ME, name: 'Me' } }), ME);
    expect(queryClient.getQueryData(liveKeys.newPosts)).toBe(2);
    expect(invalid()).toEqual(['feed']);
    expect(fetches).not.toHaveBeenCalled();
  });

  it('refreshes the bell on a notification and the leave screens on a leave event', () => {
    const { queryClient, invalid } = filledClient();
    applyLiveEvent(queryClient, event({ kind: 'notification.created', actor: null }), ME);
    expect(invalid()).toEqual(['bell']);
    // a task moved from sprint 2 to the backlog: sprint 2's board follows
    applyLiveEvent(queryClient, event({ kind: 'task.moved', projectId: 'project-3', fromSprintId: 'sprint-2' }), ME);
    expect(invalid()).toEqual(['bell', 'myWork', 'otherBoard']);
    applyLiveEvent(queryClient, event({ kind: 'leave.requested', leaveRequestId: 'leave-1' }), ME);
    expect(invalid()).toEqual(['approvals', 'bell', 'myWork', 'otherBoard']);
  });

  it("refetches a task's comments when one is edited or deleted, and the approvals when a request is cancelled", () => {
    for (const kind of ['task.comment_edited', 'task.comment_deleted'] as const) {
      const queryClient = new QueryClient();
      const comments = ['projects', 'task', 'task-1', 'comments'];
      const others = ['projects', 'task', 'task-2', 'comments'];
      queryClient.setQueryData(comments, []);
      queryClient.setQueryData(others, []);
      applyLiveEvent(queryClient, event({ kind, projectId: 'project-1', taskId: 'task-1' }), ME);
      expect(queryClient.getQueryState(comments)?.isInvalidated).toBe(true);
      expect(queryClient.getQueryState(others)?.isInvalidated).toBe(false);
    }
    const { queryClient, invalid } = filledClient();
    applyLiveEvent(queryClient, event({ kind: 'leave.cancelled', leaveRequestId: 'leave-1' }), ME);
    expect(invalid()).toEqual(['approvals']);
  });
});

type Listener = (message: MessageEvent<string>) => void;

class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onmessage: Listener | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Listener[]>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(name: string, listener: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown, lastEventId = '') {
    const message = { data: JSON.stringify(data), lastEventId } as MessageEvent<string>;
    if (name === 'message') this.onmessage?.(message);
    for (const listener of this.listeners.get(name) ?? []) listener(message);
  }
}

describe('startLiveStream', () => {
  it("uses the contract's paths", () => {
    expect(LIVE_PATHS).toEqual(livePaths);
  });

  beforeEach(() => {
    FakeEventSource.opened = [];
  });

  it('opens the stream with a ticket, applies its events, and reconnects with a new ticket after the last event', async () => {
    const tickets = ['ticket-1', 'ticket-2'];
    const post = jest.fn(async (path: string) => ({ data: { ticket: tickets.shift(), expiresAt: '' }, path }));
    const client = { post, defaults: { baseURL: 'http://api.test/' } } as unknown as AxiosInstance;
    const { queryClient, invalid } = filledClient();
    const waits: Array<{ run: () => void; ms: number }> = [];
    const stop = startLiveStream({
      client,
      queryClient,
      userId: ME,
      EventSource: FakeEventSource as unknown as typeof EventSource,
      setTimeout: (run, ms) => waits.push({ run, ms }),
      clearTimeout: () => undefined,
      random: () => 0.5,
    });
    // the stream opens once its ticket has come
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    expect(post).toHaveBeenCalledWith('/v2/events/ticket');
    const first = FakeEventSource.opened[0]!;
    expect(first.url).toBe('http://api.test/v2/events/stream?ticket=ticket-1');
    first.emit('ready', { id: '40' });
    first.emit('message', event({ id: '41', projectId: 'project-1', sprintId: 'sprint-1' }), '41');
    expect(invalid()).toEqual(['backlog', 'board', 'myWork']);

    // the network drops: a new ticket after a wait, resuming after event 41
    first.onerror?.();
    expect(first.closed).toBe(true);
    expect(waits).toHaveLength(1);
    expect(waits[0]!.ms).toBe(1000);
    waits[0]!.run();
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
    expect(FakeEventSource.opened[1]!.url).toBe('http://api.test/v2/events/stream?ticket=ticket-2&lastEventId=41');

    // it breaks again before its ready: the wait doubles
    FakeEventSource.opened[1]!.onerror?.();
    expect(waits[1]!.ms).toBe(2000);
    stop();
    // a stopped stream asks for no ticket (it would ask at once), and without one it opens nothing
    waits[1]!.run();
    expect(post).toHaveBeenCalledTimes(2);
    expect(FakeEventSource.opened).toHaveLength(2);
  });
});
