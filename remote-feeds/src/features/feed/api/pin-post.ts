import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type FeedPost, feedPostSchema, type PinFeedPostBody } from '@timely/contract';
import { useApiClient, useErrorText } from '@timely/shared-auth';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { feedKeys } from './feed-query-keys';
import { feedsMessages } from '../../../messages/messages';
import { useMessages } from '@timely/shared-ui';

export async function pinPost(client: AxiosInstance, id: string, body: PinFeedPostBody): Promise<FeedPost> {
  const response = await client.put(apiPaths.feeds.pin(id), body);
  return feedPostSchema.parse(response.data);
}

export async function unpinPost(client: AxiosInstance, id: string): Promise<FeedPost> {
  const response = await client.delete(apiPaths.feeds.pin(id));
  return feedPostSchema.parse(response.data);
}

type PinVariables = { id: string; pinned: true; expiresAt: string | null } | { id: string; pinned: false };

/**
 * Pins (replacing the company's pinned post) or unpins. Not optimistic: which post was pinned before is
 * the server's to say, so the feed refreshes once it answers.
 */
export function usePinPost() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(feedsMessages);
  return useMutation({
    mutationKey: [...feedKeys.all, 'pin'],
    mutationFn: (variables: PinVariables) =>
      variables.pinned
        ? pinPost(client, variables.id, { expiresAt: variables.expiresAt })
        : unpinPost(client, variables.id),
    onSuccess: async (_post, variables) => {
      await queryClient.invalidateQueries({ queryKey: feedKeys.all });
      void message.success(variables.pinned ? t('pin.pinned') : t('pin.unpinned'));
    },
    onError: (error) => {
      void message.error(t('pin.failed', { reason: errorText(error) }));
    },
  });
}
