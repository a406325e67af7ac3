import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BacklogFilterValues } from '../api/get-backlog';

/**
 * The backlog's filters in the URL (`?q=login&assignee=…`), so a filtered plan can be shared and survives a
 * reload. Each filter is one URL parameter; a new filter (type, priority, label, epic) adds one here and
 * one entry in the filter bar.
 */
const BACKLOG_FILTER_PARAMS = { search: 'q', assigneeId: 'assignee' } as const satisfies Record<
  keyof BacklogFilterValues,
  string
>;

export function useBacklogFilters() {
  const [params, setParams] = useSearchParams();
  const search = params.get(BACKLOG_FILTER_PARAMS.search) ?? '';
  const assigneeId = params.get(BACKLOG_FILTER_PARAMS.assigneeId) ?? '';
  const values = useMemo<BacklogFilterValues>(
    () => ({ ...(search ? { search } : {}), ...(assigneeId ? { assigneeId } : {}) }),
    [search, assigneeId],
  );
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setFilter = (key: keyof BacklogFilterValues, value: string | null) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(BACKLOG_FILTER_PARAMS[key], value);
      else next.delete(BACKLOG_FILTER_PARAMS[key]);
      next.delete('page');
      return next;
    });
  const setPage = (value: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('page', String(value));
      return next;
    });
  return { values, page, active: Object.keys(values).length > 0, setFilter, setPage };
}
