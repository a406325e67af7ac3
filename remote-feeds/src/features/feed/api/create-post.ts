import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, type CreateFeedPostBody, type FeedPost, feedPostSchema } from '@timely/contract';
import { sessionUserAtom, useApiClient, useErrorText } from '@timely/shared-auth';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { useAtomValue } from 'jotai';
import { feedKeys } from './feed-query-keys';
import { addPost, optimisticPost, replacePost } from '../utils/feed-cache';
import { changeCachedPages, restoreCachedPages } from '../utils/optimistic-feed';
import { feedsMessages } from '../../../messages/messages';
import { useMessages } from '@timely/shared-ui';

export async function createPost(client: AxiosInstance, body: CreateFeedPostBody): Promise<FeedPost> {
  const response = await client.post(apiPaths.feeds.list, body);
  return feedPostSchema.parse(response.data);
}

/**
 * Posts to the feed optimistically: the post shows at once on page 1; if the server refuses, it goes
 * away again with a message saying why (the composer gives the text back, see PostComposer).
 */
export function useCreatePost() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const user = useAtomValue(sessionUserAtom);
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(feedsMessages);
  return useMutation({
    mutationKey: [...feedKeys.all, 'create'],
    mutationFn: (body: string) => createPost(client, { body }),
    onMutate: async (body) => {
      const author = { _id: user?._id ?? '', name: user?.name ?? t('post.you'), profilePic: user?.profilePic ?? null };
      const draft = optimisticPost(body.trim(), author);
      const snapshot = await changeCachedPages(queryClient, (page) => addPost(page, draft));
      return { snapshot, draftId: draft._id };
    },
    onSuccess: (created, _body, context) => {
      void changeCachedPages(queryClient, (page) => replacePost(page, context.draftId, () => created));
    },
    onError: (error, _body, context) => {
      restoreCachedPages(queryClient, context?.snapshot);
      void message.error(t('create.failed', { reason: errorText(error) }));
    },
    // not awaited: the change is saved once the server answers, and the tab's close warning ends with it
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    },
  });
}
