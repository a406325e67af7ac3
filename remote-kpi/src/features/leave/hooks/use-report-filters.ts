import type { LeaveReportQuery } from '@timely/contract';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router-dom';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The report's filters in the URL (from, to, project, peer); by default this month and the next two. */
export function useReportFilters(): { query: LeaveReportQuery; setFilters: (next: Partial<LeaveReportQuery>) => void } {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const query: LeaveReportQuery = {
    from: from && DAY.test(from) ? from : dayjs().startOf('month').format('YYYY-MM-DD'),
    to: to && DAY.test(to) ? to : dayjs().add(2, 'month').endOf('month').format('YYYY-MM-DD'),
    ...(params.get('projectId') ? { projectId: params.get('projectId')! } : {}),
    ...(params.get('userId') ? { userId: params.get('userId')! } : {}),
  };
  const setFilters = (next: Partial<LeaveReportQuery>) => {
    setParams(
      (current) => {
        const merged = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) merged.set(key, value);
          else merged.delete(key);
        }
        return merged;
      },
      { replace: true },
    );
  };
  return { query, setFilters };
}
