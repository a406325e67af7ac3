import { queryOptions } from '@tanstack/react-query';
import { apiPaths, leaveRequestListSchema, type LeaveRequest } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { leaveKeys } from './leave-query-keys';

export async function getLeaveRequests(client: AxiosInstance, scope: 'mine' | 'approvals'): Promise<LeaveRequest[]> {
  const { data } = await client.get(apiPaths.leave.requests, { params: { scope } });
  return leaveRequestListSchema.parse(data).items;
}

export function leaveRequestsQuery(client: AxiosInstance, scope: 'mine' | 'approvals') {
  return queryOptions({ queryKey: leaveKeys.requests(scope), queryFn: () => getLeaveRequests(client, scope) });
}

/** The signed-in user's requests ('mine'), or those an approver may decide ('approvals'; `enabled` is false for level1). */
export function useLeaveRequests(scope: 'mine' | 'approvals', enabled?: boolean) {
  const client = useApiClient();
  return useEagerQuery({ ...leaveRequestsQuery(client, scope), enabled });
}
