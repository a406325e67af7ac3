import { queryOptions } from '@tanstack/react-query';
import { apiPaths, leaveBalancesSchema, type LeaveBalances } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { leaveKeys } from './leave-query-keys';

export async function getLeaveBalances(client: AxiosInstance, year: number): Promise<LeaveBalances> {
  const { data } = await client.get(apiPaths.leave.balances, { params: { year } });
  return leaveBalancesSchema.parse(data);
}

export function leaveBalancesQuery(client: AxiosInstance, year: number) {
  return queryOptions({ queryKey: leaveKeys.balances(year), queryFn: () => getLeaveBalances(client, year) });
}

/** The signed-in user's balances of the year. */
export function useLeaveBalances(year: number) {
  const client = useApiClient();
  return useEagerQuery(leaveBalancesQuery(client, year));
}
