import type { QueryClient } from '@tanstack/react-query';
import type { DemoTask } from '@timely/contract';
import { todoKeys } from '../api/todo-query-keys';
import { belongsTo } from './todo-filters';

type Snapshot = Array<[readonly unknown[], DemoTask[] | undefined]>;

function cachedLists(queryClient: QueryClient) {
  return queryClient.getQueriesData<DemoTask[]>({ queryKey: [...todoKeys.all, 'list'] });
}

function filterOf(key: readonly unknown[]): string {
  return String(key[key.length - 1]);
}

/** Puts a new task at the top of every cached list it belongs to (newest first, as the server sends). */
export function addToCachedLists(queryClient: QueryClient, task: DemoTask): void {
  for (const [key, list] of cachedLists(queryClient)) {
    if (list && belongsTo(task, filterOf(key)) && !list.some((known) => known.id === task.id)) {
      queryClient.setQueryData<DemoTask[]>(key, [task, ...list]);
    }
  }
}

/** Takes a task out of every cached list and adds it, trashed, to the Trashed list if that is cached. */
export function moveToTrashInCache(queryClient: QueryClient, task: DemoTask): Snapshot {
  const snapshot = cachedLists(queryClient);
  const trashed = { ...task, isTrashed: true };
  for (const [key, list] of snapshot) {
    if (!list) continue;
    const others = list.filter((known) => known.id !== task.id);
    const next = filterOf(key) === 'trashed' ? [trashed, ...others].sort((a, b) => b.id - a.id) : others;
    queryClient.setQueryData<DemoTask[]>(key, next);
  }
  return snapshot;
}

/** Applies a task's changes wherever it is cached (trimming the title, as the server does). */
export function changeInCache(
  queryClient: QueryClient,
  { id, ...changes }: Partial<Omit<DemoTask, 'isTrashed'>> & { id: number },
): Snapshot {
  const snapshot = cachedLists(queryClient);
  const fields = changes.title === undefined ? changes : { ...changes, title: changes.title.trim() };
  for (const [key, list] of snapshot) {
    if (list?.some((known) => known.id === id)) {
      queryClient.setQueryData<DemoTask[]>(
        key,
        list.map((known) => (known.id === id ? { ...known, ...fields } : known)),
      );
    }
  }
  return snapshot;
}

export function restoreCachedLists(queryClient: QueryClient, snapshot: Snapshot | undefined): void {
  for (const [key, list] of snapshot ?? []) queryClient.setQueryData(key, list);
}
