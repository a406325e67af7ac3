import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  apiPaths,
  createTvLinkResponseSchema,
  type CreateTvLinkBody,
  type CreateTvLinkResponse,
} from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { kpiKeys } from '../../../common/api/kpi-query-keys';

export async function createTvLink(client: AxiosInstance, body: CreateTvLinkBody): Promise<CreateTvLinkResponse> {
  const { data } = await client.post(apiPaths.kpis.tvLinks, body);
  return createTvLinkResponseSchema.parse(data);
}

export function useCreateTvLink() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTvLinkBody) => createTvLink(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpiKeys.tvLinks }),
  });
}
