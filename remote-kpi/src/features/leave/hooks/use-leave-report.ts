import { keepPreviousData } from '@tanstack/react-query';
import type { LeaveReportQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { getLeaveReport, getProjectNames } from '../api/leave-api';
import { leaveKeys } from '../api/leave-query-keys';

/** The report for the filters, keeping the last answer on screen while the next loads; and the project list. */
export function useLeaveReport(query: LeaveReportQuery) {
  const client = useApiClient();
  return {
    report: useEagerQuery({
      queryKey: leaveKeys.report(query),
      queryFn: () => getLeaveReport(client, query),
      placeholderData: keepPreviousData,
    }),
    projects: useEagerQuery({ queryKey: leaveKeys.projects, queryFn: () => getProjectNames(client) }),
  };
}
