import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  demoApiPaths,
  type DemoChatThreadResponse,
  demoChatThreadResponseSchema,
  type DemoSendMessageBody,
} from '@timely/contract';
import { useApiClient, useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { chatKeys } from './chat-query-keys';
import { acceptedThread, changeChats, type ChatsView, withoutDraft, withThread } from '../utils/chat-cache';
import { chatMessages } from '../messages/messages';

export async function sendMessage(client: AxiosInstance, body: DemoSendMessageBody): Promise<DemoChatThreadResponse> {
  const response = await client.post(demoApiPaths.sendMessage, body);
  return demoChatThreadResponseSchema.parse(response.data);
}

type SendVariables = { contactId: number; text: string };
let drafts = 0;

/**
 * Sends a message optimistically: it shows at the end of the thread at once (a first message starts the
 * thread); the server's thread replaces it when accepted, and a refusal takes it away with a message saying why.
 */
export function useSendMessage() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(chatMessages);
  return useMutation({
    mutationKey: [...chatKeys.all, 'send'],
    mutationFn: ({ contactId, text }: SendVariables) => {
      const isPinned = queryClient.getQueryData<ChatsView>(chatKeys.chats)?.chats[String(contactId)]?.isPinned;
      return sendMessage(client, {
        contactId,
        message: { textContent: text, isSent: true, isSeen: false },
        isPinned: isPinned ?? false,
      });
    },
    onMutate: async ({ contactId, text }) => {
      drafts += 1;
      const draftId = `draft-${drafts}`;
      let createdThread = false;
      await changeChats(queryClient, (view) => {
        const thread = view.chats[String(contactId)];
        createdThread = !thread;
        const draft = { textContent: text, time: new Date().toString(), isSent: true, isSeen: false, draftId };
        return withThread(view, contactId, {
          isPinned: thread?.isPinned ?? false,
          msg: [...(thread?.msg ?? []), draft],
        });
      });
      return { draftId, createdThread };
    },
    onSuccess: (sent, { contactId }, context) => {
      void changeChats(queryClient, (view) =>
        withThread(view, contactId, acceptedThread(sent.chat, view.chats[String(contactId)], context.draftId)),
      );
    },
    onError: (error, { contactId }, context) => {
      if (context)
        void changeChats(queryClient, (view) => withoutDraft(view, contactId, context.draftId, context.createdThread));
      void message.error(t('chat.send.failed', { reason: errorText(error) }));
    },
    onSettled: () => {
      // the last send to settle refreshes the list: an earlier refresh would drop the drafts still on their way
      if (queryClient.isMutating({ mutationKey: [...chatKeys.all, 'send'] }) <= 1) {
        void queryClient.invalidateQueries({ queryKey: chatKeys.chats });
      }
    },
  });
}
