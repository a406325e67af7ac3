import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { queryFromUrl, urlOfQuery, type TaskListQuery } from '../utils/view-query';

/**
 * The task list's state is its URL: filters, sort, page and the view chosen (`?view=`), so a filtered list
 * can be shared and survives a reload. Any change of the filters goes back to the first page.
 */
export function useTaskListUrl() {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  const query = useMemo(() => queryFromUrl(new URLSearchParams(key)), [key]);
  const viewId = params.get('view');
  const setQuery = (next: TaskListQuery, nextViewId: string | null = viewId) => setParams(urlOfQuery(next, nextViewId));
  // read from the latest address, so that two changes made before it updates both stay
  const setFilters = (change: Partial<TaskListQuery>) =>
    setParams((previous) => urlOfQuery({ ...queryFromUrl(previous), ...change, page: 1 }, previous.get('view')));
  return { query, viewId, setQuery, setFilters };
}
