import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toApiError, useApiClient } from '@timely/shared-auth';
import { App } from 'antd';
import { pinFeedPost, unpinFeedPost } from '../api/feeds-api';
import { feedKeys } from '../api/feed-query-keys';

type PinVariables = { id: string; pinned: true; expiresAt: string | null } | { id: string; pinned: false };

/**
 * Pins (replacing the company's pinned post) or unpins. Not optimistic: which post was pinned before is
 * the server's to say, so the feed refreshes once it answers.
 */
export function usePinPost() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  return useMutation({
    mutationKey: [...feedKeys.all, 'pin'],
    mutationFn: (variables: PinVariables) =>
      variables.pinned
        ? pinFeedPost(client, variables.id, { expiresAt: variables.expiresAt })
        : unpinFeedPost(client, variables.id),
    onSuccess: async (_post, variables) => {
      await queryClient.invalidateQueries({ queryKey: feedKeys.all });
      void message.success(variables.pinned ? 'Pinned to the top of the feed.' : 'Unpinned.');
    },
    onError: (error) => {
      void message.error(`The pin was not changed: ${toApiError(error).message}`);
    },
  });
}
