import { queryOptions } from '@tanstack/react-query';
import { demoApiPaths, demoChatsResponseSchema } from '@timely/contract';
import { useApiClient } from '@timely/shared-auth';
import { useEagerQuery } from '@timely/shared-ui';
import type { AxiosInstance } from 'axios';
import { chatKeys } from './chat-query-keys';
import type { ChatsView } from '../utils/chat-cache';

export async function getChats(client: AxiosInstance): Promise<ChatsView> {
  const response = await client.get(demoApiPaths.chats);
  return demoChatsResponseSchema.parse(response.data);
}

export function chatsQuery(client: AxiosInstance) {
  return queryOptions({ queryKey: chatKeys.chats, queryFn: () => getChats(client) });
}

/** Every chat contact and every thread, keyed by contact id. */
export function useChats() {
  const client = useApiClient();
  return useEagerQuery(chatsQuery(client));
}
