import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConsensusAnswer } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import { answerConsensus, getConsensus } from '../api/leave-api';
import { leaveKeys } from '../api/leave-query-keys';

/** What a consensus link asks, and the one answer it takes. */
export function useConsensus(token: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return {
    view: useEagerQuery({
      queryKey: leaveKeys.consensus(token),
      queryFn: () => getConsensus(client, token),
      enabled: Boolean(token),
    }),
    answer: useMutation({
      mutationFn: (answer: ConsensusAnswer) => answerConsensus(client, token, answer),
      onSuccess: (view) => queryClient.setQueryData(leaveKeys.consensus(token), view),
    }),
  };
}
