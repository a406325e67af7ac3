import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LeavePolicyBody } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { getLeavePolicy, saveLeavePolicy } from '../api/leave-api';
import { leaveKeys } from '../api/leave-query-keys';

/** The company's leave policy; saving it refreshes every leave screen, since balances follow from it. */
export function useLeavePolicy() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return {
    policy: useEagerQuery({ queryKey: leaveKeys.policy, queryFn: () => getLeavePolicy(client) }),
    save: useMutation({
      mutationFn: (body: LeavePolicyBody) => saveLeavePolicy(client, body),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
    }),
  };
}
