import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type FeedPost, feedPostSchema, type UpdateFeedPostBody } from '@timely/contract';
import { useApiClient, useErrorText } from '@timely/shared-auth';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { feedKeys } from './feed-query-keys';
import { replacePost } from '../utils/feed-cache';
import { changeCachedPages, restoreCachedPages } from '../utils/optimistic-feed';
import { feedsMessages } from '../../../messages/messages';
import { useMessages } from '@timely/shared-ui';

export async function updatePost(client: AxiosInstance, id: string, body: UpdateFeedPostBody): Promise<FeedPost> {
  const response = await client.patch(apiPaths.feeds.byId(id), body);
  return feedPostSchema.parse(response.data);
}

type UpdatePostVariables = { id: string; body: string };

/** Saves a post's new text optimistically; a refusal puts the old text back and says why. */
export function useUpdatePost() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(feedsMessages);
  return useMutation({
    mutationKey: [...feedKeys.all, 'update'],
    mutationFn: ({ id, body }: UpdatePostVariables) => updatePost(client, id, { body }),
    onMutate: async ({ id, body }) => {
      const editedAt = new Date().toISOString();
      const snapshot = await changeCachedPages(queryClient, (page) =>
        replacePost(page, id, (post) => ({ ...post, body: body.trim(), editedAt })),
      );
      return { snapshot };
    },
    onSuccess: (saved) => {
      void changeCachedPages(queryClient, (page) => replacePost(page, saved._id, () => saved));
    },
    onError: (error, _variables, context) => {
      restoreCachedPages(queryClient, context?.snapshot);
      void message.error(t('update.failed', { reason: errorText(error) }));
    },
    // not awaited: the change is saved once the server answers, and the tab's close warning ends with it
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    },
  });
}
