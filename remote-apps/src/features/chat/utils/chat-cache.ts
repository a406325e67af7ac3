import type { QueryClient } from '@tanstack/react-query';
import type { DemoChatContact, DemoChatMessage, DemoChatThread } from '@timely/contract';
import { chatKeys } from '../api/chat-query-keys';

/** A message as the screen holds it: one still on its way to the server carries the id it was drafted under. */
export type ChatMessageView = DemoChatMessage & { draftId?: string };
export type ChatThreadView = { isPinned: boolean; msg: ChatMessageView[] };
export type ChatsView = { contacts: DemoChatContact[]; chats: Record<string, ChatThreadView> };

/** Changes the cached answer (when there is one) and gives back what it held before. */
export async function changeChats(
  queryClient: QueryClient,
  change: (chats: ChatsView) => ChatsView,
): Promise<ChatsView | undefined> {
  await queryClient.cancelQueries({ queryKey: chatKeys.chats });
  const before = queryClient.getQueryData<ChatsView>(chatKeys.chats);
  if (before) queryClient.setQueryData<ChatsView>(chatKeys.chats, change(before));
  return before;
}

/** The same answer with one contact's thread replaced (or removed, with `undefined`). */
export function withThread(view: ChatsView, contactId: number, thread: ChatThreadView | undefined): ChatsView {
  const chats = { ...view.chats };
  if (thread) chats[String(contactId)] = thread;
  else delete chats[String(contactId)];
  return { ...view, chats };
}

/** The thread after the server's answer, keeping drafts still on their way (sent after this one). */
export function acceptedThread(server: DemoChatThread, current: ChatThreadView | undefined, draftId: string) {
  const stillSending = (current?.msg ?? []).filter((message) => message.draftId && message.draftId !== draftId);
  return { isPinned: server.isPinned, msg: [...server.msg, ...stillSending] };
}

/** The thread without a refused draft; a thread that the draft created goes away with it. */
export function withoutDraft(view: ChatsView, contactId: number, draftId: string, createdThread: boolean): ChatsView {
  const thread = view.chats[String(contactId)];
  if (!thread) return view;
  const msg = thread.msg.filter((message) => message.draftId !== draftId);
  return withThread(view, contactId, createdThread && !msg.length ? undefined : { ...thread, msg });
}
