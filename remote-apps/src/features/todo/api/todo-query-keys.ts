/** Query keys of the to-do app: every filter's list sits under `todoKeys.all`, so one invalidation refreshes them. */
export const todoKeys = {
  all: ['apps', 'todo'] as const,
  list: (filter: string) => ['apps', 'todo', 'list', filter] as const,
};
