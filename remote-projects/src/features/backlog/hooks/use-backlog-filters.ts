import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  clearWorkItemFilters,
  readWorkItemFilters,
  writeWorkItemFilters,
  type WorkItemFilters,
} from '../../../common/utils/work-item-filters';
import type { BacklogFilterValues } from '../api/get-backlog';

/** The text filters' URL parameters; the work item filters use the API's names (type, priority, label, epic). */
const TEXT_PARAMS = { search: 'q', assigneeId: 'assignee' } as const;

/** A change of some filters: a text filter's value or null, a work item filter's values. */
export type BacklogFilterChange = { search?: string | null; assigneeId?: string | null } & Partial<WorkItemFilters>;

/**
 * The backlog's filters in the URL (`?q=login&assignee=…&type=bug&type=story&epic=none`), so a filtered plan
 * can be shared and survives a reload. Each filter is one URL parameter, repeated for several values; any
 * change goes back to the first page.
 */
export function useBacklogFilters() {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => backlogFilterValues(params), [params]);
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setFilter = (change: BacklogFilterChange) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const key of ['search', 'assigneeId'] as const) {
        if (!(key in change)) continue;
        const value = change[key];
        if (value) next.set(TEXT_PARAMS[key], value);
        else next.delete(TEXT_PARAMS[key]);
      }
      writeWorkItemFilters(next, change);
      next.delete('page');
      return next;
    });
  const clear = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const name of Object.values(TEXT_PARAMS)) next.delete(name);
      clearWorkItemFilters(next);
      next.delete('page');
      return next;
    });
  const setPage = (value: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      next.set('page', String(value));
      return next;
    });
  return { values, page, active: Object.keys(values).length > 0, setFilter, clear, setPage };
}

/** What the URL asks for, as the backlog route's query: a filter not set is left out. */
function backlogFilterValues(params: URLSearchParams): BacklogFilterValues {
  const search = params.get(TEXT_PARAMS.search);
  const assigneeId = params.get(TEXT_PARAMS.assigneeId);
  const { type, priority, label, epic } = readWorkItemFilters(params);
  return {
    ...(search ? { search } : {}),
    ...(assigneeId ? { assigneeId } : {}),
    ...(type.length ? { type } : {}),
    ...(priority.length ? { priority } : {}),
    ...(label.length ? { label } : {}),
    ...(epic ? { epic } : {}),
  };
}
