import type { CreateTvLinkBody } from '@timely/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { kpiKeys } from '../../../common/api/kpi-query-keys';
import { createTvLink, getTvLinks, revokeTvLink } from '../api/tv-links-api';

/** The company's TV links with create and revoke; `enabled` is false for anyone but level3. */
export function useTvLinks(enabled: boolean) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: kpiKeys.tvLinks });
  return {
    list: useEagerQuery({ queryKey: kpiKeys.tvLinks, queryFn: () => getTvLinks(client), enabled }),
    create: useMutation({ mutationFn: (body: CreateTvLinkBody) => createTvLink(client, body), onSuccess: refresh }),
    revoke: useMutation({ mutationFn: (id: string) => revokeTvLink(client, id), onSuccess: refresh }),
  };
}
