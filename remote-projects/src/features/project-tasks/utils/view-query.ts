import {
  TASK_PRIORITIES,
  TASK_STATUS_VALUES,
  TASK_TYPES,
  PROJECT_TASK_SORTS,
  PROJECT_TASKS_PAGE_DEFAULT,
  type ProjectTaskSort,
  type SavedViewFilters,
} from '@timely/contract';

/** The list filters that take several values, each one repeated URL parameter of the same name as the API's. */
export const LIST_FILTERS = ['type', 'status', 'assignee', 'label', 'priority', 'epic', 'sprint'] as const;
export type ListFilter = (typeof LIST_FILTERS)[number];
export const PAGE_SIZES = [20, 50, 100] as const;

/** What the page asks the API: a saved view's filters, sort and page size, and the page. */
export type TaskListQuery = SavedViewFilters & { page: number };

/** The values each filter may take from an address; the ids of the others are checked by the API. */
const KNOWN: Partial<Record<ListFilter, readonly string[]>> = {
  type: TASK_TYPES,
  status: TASK_STATUS_VALUES,
  priority: TASK_PRIORITIES,
};

/**
 * The list's query read from the URL (`?type=bug&type=story&q=login&sort=title&order=desc&page=2`); a value
 * the page would not offer falls back to the default, so an edited address never breaks the page.
 */
export function queryFromUrl(params: URLSearchParams): TaskListQuery {
  const sort = params.get('sort') as ProjectTaskSort;
  const perPage = Number(params.get('perPage'));
  const query: TaskListQuery = {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    perPage: (PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : PROJECT_TASKS_PAGE_DEFAULT,
    sort: PROJECT_TASK_SORTS.includes(sort) ? sort : 'rank',
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
  };
  const search = params.get('q')?.trim();
  if (search) query.search = search.slice(0, 100);
  for (const filter of LIST_FILTERS) {
    const values = params.getAll(filter).filter((value) => value && (KNOWN[filter]?.includes(value) ?? true));
    // each filter holds the values its field allows (KNOWN), so the cast only names the field
    if (values.length) (query as Partial<Record<ListFilter, string[]>>)[filter] = values;
  }
  return query;
}

/** The URL of a query: only what differs from the defaults, so a plain list has a plain address. */
export function urlOfQuery(query: TaskListQuery, viewId?: string | null): URLSearchParams {
  const params = new URLSearchParams();
  if (viewId) params.set('view', viewId);
  if (query.search) params.set('q', query.search);
  for (const filter of LIST_FILTERS) for (const value of query[filter] ?? []) params.append(filter, value);
  if (query.sort !== 'rank') params.set('sort', query.sort);
  if (query.order !== 'asc') params.set('order', query.order);
  if (query.perPage !== PROJECT_TASKS_PAGE_DEFAULT) params.set('perPage', String(query.perPage));
  if (query.page > 1) params.set('page', String(query.page));
  return params;
}

/** What a saved view keeps of a query: everything but the page. */
export function filtersOfQuery({ page: _page, ...filters }: TaskListQuery): SavedViewFilters {
  return filters;
}

/** A saved view's filters as the list's query, on its first page. */
export function queryOfFilters(filters: SavedViewFilters): TaskListQuery {
  const perPage = (PAGE_SIZES as readonly number[]).includes(filters.perPage)
    ? filters.perPage
    : PROJECT_TASKS_PAGE_DEFAULT;
  return { ...filters, perPage, page: 1 };
}

/** Whether any filter narrows the list (the sort and the page size do not). */
export function isFiltered(query: TaskListQuery): boolean {
  return Boolean(query.search) || LIST_FILTERS.some((filter) => query[filter]?.length);
}
