import type { DemoChatContact } from '@timely/contract';
import type { ChatMessageView, ChatsView, ChatThreadView } from './chat-cache';

export type ChatEntry = {
  contact: DemoChatContact;
  thread: ChatThreadView | undefined;
  last: ChatMessageView | undefined;
  /** Messages from the contact not seen yet. */
  unread: number;
};

type ChatSections = { pinned: ChatEntry[]; chats: ChatEntry[]; contacts: ChatEntry[] };

/** A message's moment in milliseconds (the API writes full date strings); 0 when it cannot be read. */
export function messageTime(message: ChatMessageView | undefined): number {
  const time = message ? Date.parse(message.time) : NaN;
  return Number.isNaN(time) ? 0 : time;
}

export function entryOf(view: ChatsView, contact: DemoChatContact): ChatEntry {
  const thread = view.chats[String(contact.uid)];
  const msg = thread?.msg ?? [];
  return {
    contact,
    thread,
    last: msg[msg.length - 1],
    unread: msg.filter((message) => !message.isSent && !message.isSeen).length,
  };
}

/**
 * The list as it shows: pinned threads first, then the other threads (both newest first), then the contacts
 * without a thread (by name); `search` keeps the contacts whose name (or last message) contains it.
 */
export function chatSections(view: ChatsView, search: string, locale?: string): ChatSections {
  const needle = search.trim().toLocaleLowerCase(locale);
  const entries = view.contacts
    .map((contact) => entryOf(view, contact))
    .filter(
      (entry) =>
        !needle ||
        entry.contact.displayName.toLocaleLowerCase(locale).includes(needle) ||
        (entry.last?.textContent.toLocaleLowerCase(locale).includes(needle) ?? false),
    );
  const newestFirst = (a: ChatEntry, b: ChatEntry) => messageTime(b.last) - messageTime(a.last);
  const threads = entries.filter((entry) => entry.thread);
  return {
    pinned: threads.filter((entry) => entry.thread!.isPinned).sort(newestFirst),
    chats: threads.filter((entry) => !entry.thread!.isPinned).sort(newestFirst),
    contacts: entries
      .filter((entry) => !entry.thread)
      .sort((a, b) => a.contact.displayName.localeCompare(b.contact.displayName, locale)),
  };
}
