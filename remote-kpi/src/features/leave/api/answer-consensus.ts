import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, consensusViewSchema, type ConsensusAnswer, type ConsensusView } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { leaveKeys } from './leave-query-keys';

/** Anonymous, like get-consensus.ts: the link's token is the credential. */
export async function answerConsensus(
  client: AxiosInstance,
  token: string,
  answer: ConsensusAnswer,
): Promise<ConsensusView> {
  const { data } = await client.post(apiPaths.leave.consensus, { token, answer }, { anonymous: true });
  return consensusViewSchema.parse(data);
}

/** The one answer a consensus link takes; the view shows it at once. */
export function useAnswerConsensus(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: ConsensusAnswer) => answerConsensus(client, token, answer),
    onSuccess: (view) => queryClient.setQueryData(leaveKeys.consensus(token), view),
  });
}
