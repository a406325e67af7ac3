import { queryOptions } from '@tanstack/react-query';
import { apiPaths, tvLinkListSchema, type TvLink } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { kpiKeys } from '../../../common/api/kpi-query-keys';

export async function getTvLinks(client: AxiosInstance): Promise<TvLink[]> {
  const { data } = await client.get(apiPaths.kpis.tvLinks);
  return tvLinkListSchema.parse(data).items;
}

export function tvLinksQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: kpiKeys.tvLinks, queryFn: () => getTvLinks(client) });
}

/** The company's TV links; `enabled` is false for anyone but level3. */
export function useTvLinks(enabled: boolean) {
  const client = useApiClient();
  return useEagerQuery({ ...tvLinksQuery(client), enabled });
}
