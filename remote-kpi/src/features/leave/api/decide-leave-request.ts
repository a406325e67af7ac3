import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, leaveRequestSchema, type LeaveDecisionBody, type LeaveRequest } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { leaveKeys } from './leave-query-keys';

export async function decideLeaveRequest(
  client: AxiosInstance,
  id: string,
  body: LeaveDecisionBody,
): Promise<LeaveRequest> {
  const { data } = await client.post(apiPaths.leave.decision(id), body);
  return leaveRequestSchema.parse(data);
}

/** An approver's decision; every leave screen refreshes. */
export function useDecideLeaveRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: LeaveDecisionBody }) => decideLeaveRequest(client, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}
