import { queryOptions } from '@tanstack/react-query';
import { invitationSummarySchema, type InvitationSummary, invitationPaths } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { peersKeys } from '../../../common/api/peers-query-keys';

/** How many live peers have not accepted their invitation yet, by state (level3). */
export async function getInvitationSummary(client: AxiosInstance): Promise<InvitationSummary> {
  return invitationSummarySchema.parse((await client.get(invitationPaths.summary)).data);
}

export function invitationSummaryQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: peersKeys.invitationSummary, queryFn: () => getInvitationSummary(client) });
}

/** Asked only when `enabled` (level3: nobody else may know who has not accepted). */
export function useInvitationSummary(enabled: boolean) {
  const client = useApiClient();
  return useEagerQuery({ ...invitationSummaryQuery(client), enabled });
}
