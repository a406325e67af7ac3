import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeaveDecisionBody } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { decideLeaveRequest, getLeaveRequests } from '../api/leave-api';
import { leaveKeys } from '../api/leave-query-keys';

/** The requests an approver may decide, and the decision itself. `enabled` is false for level1. */
export function useApprovals(enabled: boolean) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return {
    list: useEagerQuery({
      queryKey: leaveKeys.requests('approvals'),
      queryFn: () => getLeaveRequests(client, 'approvals'),
      enabled,
    }),
    decide: useMutation({
      mutationFn: ({ id, body }: { id: string; body: LeaveDecisionBody }) => decideLeaveRequest(client, id, body),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
    }),
  };
}
