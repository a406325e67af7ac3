import { queryOptions } from '@tanstack/react-query';
import { apiPaths, consensusViewSchema, type ConsensusView } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { leaveKeys } from './leave-query-keys';

/**
 * What a consensus link asks. Anonymous: the link's signed token is the credential, whoever is signed in;
 * it goes in the body, never in a URL the server or a proxy logs.
 */
export async function getConsensus(client: AxiosInstance, token: string): Promise<ConsensusView> {
  const { data } = await client.post(apiPaths.leave.consensusView, { token }, { anonymous: true });
  return consensusViewSchema.parse(data);
}

export function consensusQuery(client: AxiosInstance, token: string) {
  return queryOptions({
    queryKey: leaveKeys.consensus(token),
    queryFn: () => getConsensus(client, token),
    enabled: Boolean(token),
  });
}

/** What a consensus link asks (answer-consensus.ts gives the one answer it takes). */
export function useConsensus(token: string) {
  const client = useApiClient();
  return useEagerQuery(consensusQuery(client, token));
}
