import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, tvLinkSchema, type TvLink } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { kpiKeys } from '../../../common/api/kpi-query-keys';

export async function revokeTvLink(client: AxiosInstance, id: string): Promise<TvLink> {
  const { data } = await client.delete(apiPaths.kpis.tvLink(id));
  return tvLinkSchema.parse(data);
}

export function useRevokeTvLink() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeTvLink(client, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: kpiKeys.tvLinks }),
  });
}
