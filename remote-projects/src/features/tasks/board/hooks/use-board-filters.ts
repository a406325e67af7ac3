import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LANE_GROUPINGS, type BoardFilters, type LaneGrouping } from '../utils/board-moves';

type Change = Partial<BoardFilters> & { lanes?: LaneGrouping | null };

/** The board's filters, quick filters and swimlanes, kept in the URL so a filtered board can be shared. */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const assigneeId = params.get('assignee');
  const jobRoleId = params.get('function');
  const mine = params.get('mine') === '1';
  const recent = params.get('recent') === '1';
  const filters = useMemo<BoardFilters>(
    () => ({ assigneeId, jobRoleId, mine, recent }),
    [assigneeId, jobRoleId, mine, recent],
  );
  const lanesParam = params.get('lanes');
  const lanes = lanesParam && lanesParam in LANE_GROUPINGS ? (lanesParam as LaneGrouping) : null;
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
      if (change.mine !== undefined) set('mine', change.mine ? '1' : null);
      if (change.recent !== undefined) set('recent', change.recent ? '1' : null);
      set('lanes', change.lanes);
      return next;
    });
  return { filters, lanes, setFilters };
}
