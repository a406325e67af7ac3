import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  clearWorkItemFilters,
  readWorkItemFilters,
  writeWorkItemFilters,
} from '../../../../common/utils/work-item-filters';
import { isLaneGrouping, type LaneGrouping } from '../utils/board-lanes';
import type { BoardFilters } from '../utils/board-moves';

export type BoardFilterChange = Partial<BoardFilters> & { lanes?: LaneGrouping | null };

/**
 * The board's filters, quick filters and swimlanes, kept in the URL so a filtered board can be shared:
 * `?mine=1&recent=1&assignee=…&function=…&type=bug&priority=urgent&label=…&epic=none&lanes=epic`.
 */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<BoardFilters>(
    () => ({
      assigneeId: params.get('assignee'),
      jobRoleId: params.get('function'),
      mine: params.get('mine') === '1',
      recent: params.get('recent') === '1',
      ...readWorkItemFilters(params),
    }),
    [params],
  );
  const lanesParam = params.get('lanes');
  const lanes = isLaneGrouping(lanesParam) ? lanesParam : null;
  const setFilters = (change: BoardFilterChange) =>
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
      writeWorkItemFilters(next, change);
      set('lanes', change.lanes);
      return next;
    });
  /** Every filter off; the swimlanes stay as they are. */
  const clearFilters = () =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      for (const key of ['assignee', 'function', 'mine', 'recent']) next.delete(key);
      clearWorkItemFilters(next);
      return next;
    });
  return { filters, lanes, setFilters, clearFilters };
}
