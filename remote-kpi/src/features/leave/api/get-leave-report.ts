import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiPaths, leaveReportSchema, type LeaveReport, type LeaveReportQuery } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { leaveKeys } from './leave-query-keys';
import { reportParams } from '../utils/report-params';

export async function getLeaveReport(client: AxiosInstance, query: LeaveReportQuery): Promise<LeaveReport> {
  const { data } = await client.get(apiPaths.leave.report, { params: reportParams(query) });
  return leaveReportSchema.parse(data);
}

export function leaveReportQuery(client: AxiosInstance, query: LeaveReportQuery) {
  return queryOptions({ queryKey: leaveKeys.report(query), queryFn: () => getLeaveReport(client, query) });
}

/** The report for the filters, keeping the last answer on screen while the next loads. */
export function useLeaveReport(query: LeaveReportQuery) {
  const client = useApiClient();
  return useEagerQuery({ ...leaveReportQuery(client, query), placeholderData: keepPreviousData });
}
