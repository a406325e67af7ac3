import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, leavePolicySchema, type LeavePolicy, type LeavePolicyBody } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { leaveKeys } from './leave-query-keys';

export async function saveLeavePolicy(client: AxiosInstance, body: LeavePolicyBody): Promise<LeavePolicy> {
  const { data } = await client.put(apiPaths.leave.policy, body);
  return leavePolicySchema.parse(data);
}

/** Saving the policy refreshes every leave screen, since balances follow from it. */
export function useSaveLeavePolicy() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LeavePolicyBody) => saveLeavePolicy(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}
