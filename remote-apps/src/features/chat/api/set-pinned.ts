import { useMutation, useQueryClient } from '@tanstack/react-query';
import { demoApiPaths, type DemoChatThreadResponse, demoChatThreadResponseSchema } from '@timely/contract';
import { useApiClient, useErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App } from 'antd';
import type { AxiosInstance } from 'axios';
import { chatKeys } from './chat-query-keys';
import { changeChats, type ChatsView, withThread } from '../utils/chat-cache';
import { chatMessages } from '../messages/messages';

export async function setPinned(
  client: AxiosInstance,
  body: { contactId: number; value: boolean },
): Promise<DemoChatThreadResponse> {
  const response = await client.post(demoApiPaths.setPinned, body);
  return demoChatThreadResponseSchema.parse(response.data);
}

type PinVariables = { contactId: number; value: boolean };

/** Pins or unpins a thread at once (it moves between the list's sections); a refusal moves it back and says why. */
export function useSetPinned() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const errorText = useErrorText();
  const t = useMessages(chatMessages);
  const pin = (view: ChatsView, { contactId, value }: PinVariables) => {
    const thread = view.chats[String(contactId)];
    return thread ? withThread(view, contactId, { ...thread, isPinned: value }) : view;
  };
  return useMutation({
    mutationKey: [...chatKeys.all, 'pin'],
    mutationFn: (variables: PinVariables) => setPinned(client, variables),
    onMutate: (variables) => changeChats(queryClient, (view) => pin(view, variables)),
    onError: (error, variables) => {
      void changeChats(queryClient, (view) => pin(view, { ...variables, value: !variables.value }));
      void message.error(t(variables.value ? 'chat.pin.failed' : 'chat.unpin.failed', { reason: errorText(error) }));
    },
  });
}
