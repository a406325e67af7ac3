import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { BoardFilters } from '../utils/board-moves';

type Change = Partial<BoardFilters> & { lanes?: boolean };

/** The board's assignee and function filters and its swimlanes, kept in the URL so a filtered board can be shared. */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const assigneeId = params.get('assignee');
  const jobRoleId = params.get('function');
  const filters = useMemo<BoardFilters>(() => ({ assigneeId, jobRoleId }), [assigneeId, jobRoleId]);
  const lanes = params.get('lanes') === 'assignee';
  const setFilters = (change: Change) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      const set = (key: string, value: string | null | undefined) => {
        if (value === undefined) return;
        if (value === null) next.delete(key);
        else next.set(key, value);
      };
      set('assignee', change.assigneeId);
      set('function', change.jobRoleId);
      if (change.lanes !== undefined) set('lanes', change.lanes ? 'assignee' : null);
      return next;
    });
  return { filters, lanes, setFilters };
}
