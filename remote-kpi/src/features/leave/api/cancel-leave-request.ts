import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, leaveRequestSchema, type LeaveRequest } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { leaveKeys } from './leave-query-keys';

export async function cancelLeaveRequest(client: AxiosInstance, id: string): Promise<LeaveRequest> {
  const { data } = await client.post(apiPaths.leave.cancel(id));
  return leaveRequestSchema.parse(data);
}

/** Cancels one of the user's requests; every leave screen refreshes. */
export function useCancelLeaveRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelLeaveRequest(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}
