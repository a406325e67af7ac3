import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths, okSchema } from '@timely/contract';
import { useApiClient, useErrorText } from '@timely/shared-auth';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { feedKeys } from './feed-query-keys';
import { removePost } from '../utils/feed-cache';
import { changeCachedPages, restoreCachedPages } from '../utils/optimistic-feed';
import { feedsMessages } from '../../../messages/messages';
import { useMessages } from '@timely/shared-ui';

export async function deletePost(client: AxiosInstance, id: string): Promise<void> {
  const response = await client.delete(apiPaths.feeds.byId(id));
  okSchema.parse(response.data);
}

/** Deletes a post optimistically; a refusal brings it back where it was and says why. */
export function useDeletePost() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(feedsMessages);
  return useMutation({
    mutationKey: [...feedKeys.all, 'delete'],
    mutationFn: (id: string) => deletePost(client, id),
    onMutate: async (id) => ({ snapshot: await changeCachedPages(queryClient, (page) => removePost(page, id)) }),
    onError: (error, _id, context) => {
      restoreCachedPages(queryClient, context?.snapshot);
      void message.error(t('delete.failed', { reason: errorText(error) }));
    },
    // not awaited: the change is saved once the server answers, and the tab's close warning ends with it
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    },
  });
}
