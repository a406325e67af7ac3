import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LiveEvent } from '@timely/contract';
import { queryKeys } from '../query-keys';
import { liveKeys, type LiveChange } from './live-keys';

/** The query keys of the screens the stream refreshes (the apps' own keys start with these). */
const PROJECTS = queryKeys.projects[0];
const FEEDS = 'feeds';
const LEAVE = 'leave';

/** Whether `value` (a query key or a part of one) names any of `ids`, at any depth. */
function mentions(value: unknown, ids: ReadonlySet<string>): boolean {
  if (typeof value === 'string') return ids.has(value);
  if (Array.isArray(value)) return value.some((part) => mentions(part, ids));
  if (value && typeof value === 'object') return Object.values(value).some((part) => mentions(part, ids));
  return false;
}

/** Keys of the projects' screens that list tasks across projects: refreshed by any task change. */
const ACROSS_PROJECTS = new Set(['my-work', 'list']);

/**
 * Refreshes what an event says has changed: the queries of the project's screens that name the project,
 * sprint or task (the board, the backlog, the sprint pages, the task page), the bell, the leave screens.
 * A post by someone else is counted for the feed's "N new posts" rather than shown at once: the feed's
 * queries are marked stale without refetching, so the page does not jump under its reader.
 */
export function applyLiveEvent(queryClient: QueryClient, event: LiveEvent, me: string | null): void {
  const byOther = event.actor?._id !== me;
  if (event.projectId || event.sprintId || event.taskId) {
    // a task moved out of a sprint: that sprint's board and list too
    const ids = new Set(
      [event.projectId, event.sprintId, event.fromSprintId, event.taskId].filter((id): id is string => Boolean(id)),
    );
    void queryClient.invalidateQueries({
      predicate: (query) => {
        const key: QueryKey = query.queryKey;
        if (key[0] !== PROJECTS) return false;
        return ACROSS_PROJECTS.has(String(key[1])) || mentions(key.slice(1), ids);
      },
    });
    // the sidebar's project list carries no task data: a sprint starting or closing changes its counts
    if (event.kind.startsWith('sprint.')) void queryClient.invalidateQueries({ queryKey: queryKeys.sidebarProjects });
  }
  if (event.kind === 'feed.posted' && byOther) {
    void queryClient.invalidateQueries({ queryKey: [FEEDS], refetchType: 'none' });
    queryClient.setQueryData<number>(liveKeys.newPosts, (count) => (count ?? 0) + 1);
  }
  if (event.kind === 'notification.created') void queryClient.invalidateQueries({ queryKey: queryKeys.notifications });
  if (event.leaveRequestId) {
    void queryClient.invalidateQueries({ queryKey: [LEAVE] });
    void queryClient.invalidateQueries({ queryKey: queryKeys.overview });
  }
  if (byOther && event.actor) {
    const change: LiveChange = { ...event, receivedAt: Date.now() };
    queryClient.setQueryData(liveKeys.lastChange, change);
  }
}

/** After a gap the stream could not fill (`reset`): everything may have changed. */
export function refreshEverything(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'live' });
}
