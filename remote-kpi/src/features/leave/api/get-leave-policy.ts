import { queryOptions } from '@tanstack/react-query';
import { apiPaths, leavePolicySchema, type LeavePolicy } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { leaveKeys } from './leave-query-keys';

export async function getLeavePolicy(client: AxiosInstance): Promise<LeavePolicy> {
  const { data } = await client.get(apiPaths.leave.policy);
  return leavePolicySchema.parse(data);
}

export function leavePolicyQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: leaveKeys.policy, queryFn: () => getLeavePolicy(client) });
}

/** The company's leave policy. */
export function useLeavePolicy() {
  const client = useApiClient();
  return useEagerQuery(leavePolicyQuery(client));
}
