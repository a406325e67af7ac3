import { useMutation, useQueryClient } from '@tanstack/react-query';
import { demoApiPaths, demoMarkAllSeenResponseSchema } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import type { AxiosInstance } from 'axios';
import { chatKeys } from './chat-query-keys';
import { changeChats, withThread } from '../utils/chat-cache';

export async function markAllSeen(client: AxiosInstance, contactId: number) {
  const response = await client.post(demoApiPaths.markAllSeen, { contactId });
  return demoMarkAllSeenResponseSchema.parse(response.data);
}

/**
 * Marks every message of a thread seen, as the server does, at once (the unread badge goes away when the
 * thread opens); a failure is silent and the next refresh shows the server's state again.
 */
export function useMarkAllSeen() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...chatKeys.all, 'mark-all-seen'],
    mutationFn: (contactId: number) => markAllSeen(client, contactId),
    onMutate: (contactId) =>
      changeChats(queryClient, (view) => {
        const thread = view.chats[String(contactId)];
        if (!thread) return view;
        return withThread(view, contactId, {
          ...thread,
          msg: thread.msg.map((message) => (message.draftId ? message : { ...message, isSeen: true })),
        });
      }),
    onError: () => queryClient.invalidateQueries({ queryKey: chatKeys.chats }),
  });
}
