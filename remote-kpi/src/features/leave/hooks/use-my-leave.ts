import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLeaveRequestBody } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { cancelLeaveRequest, createLeaveRequest, getLeaveBalances, getLeaveRequests } from '../api/leave-api';
import { leaveKeys } from '../api/leave-query-keys';

/** The signed-in user's requests and balances, with request and cancel. */
export function useMyLeave(year: number) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: leaveKeys.all });
  return {
    requests: useEagerQuery({ queryKey: leaveKeys.requests('mine'), queryFn: () => getLeaveRequests(client, 'mine') }),
    balances: useEagerQuery({ queryKey: leaveKeys.balances(year), queryFn: () => getLeaveBalances(client, year) }),
    create: useMutation({
      mutationFn: (body: CreateLeaveRequestBody) => createLeaveRequest(client, body),
      onSuccess: refresh,
    }),
    cancel: useMutation({ mutationFn: (id: string) => cancelLeaveRequest(client, id), onSuccess: refresh }),
  };
}
