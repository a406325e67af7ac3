import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  createLeaveResponseSchema,
  type CreateLeaveRequestBody,
  type CreateLeaveResponse,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { leaveKeys } from './leave-query-keys';

export async function createLeaveRequest(
  client: AxiosInstance,
  body: CreateLeaveRequestBody,
): Promise<CreateLeaveResponse> {
  const { data } = await client.post(apiPaths.leave.requests, body);
  return createLeaveResponseSchema.parse(data);
}

/** Requests leave; every leave screen refreshes. */
export function useCreateLeaveRequest() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateLeaveRequestBody) => createLeaveRequest(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leaveKeys.all }),
  });
}
