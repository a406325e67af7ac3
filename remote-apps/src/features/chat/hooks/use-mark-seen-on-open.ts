import { useEffect, useRef } from 'react';
import { useMarkAllSeen } from '../api/mark-all-seen';
import type { ChatEntry } from '../utils/chat-list';

/** Marks the open thread seen when it holds messages from the contact not seen yet (on opening, and as they arrive). */
export function useMarkSeenOnOpen(entry: ChatEntry | undefined) {
  const markAllSeen = useMarkAllSeen();
  const asked = useRef('');
  const contactId = entry?.contact.uid;
  const unread = entry?.unread ?? 0;
  const count = entry?.thread?.msg.length ?? 0;
  const { mutate } = markAllSeen;
  useEffect(() => {
    if (contactId === undefined || unread === 0) return;
    // once per contact and length of thread: the optimistic change lands after this effect may run again
    const key = `${contactId}:${count}`;
    if (asked.current === key) return;
    asked.current = key;
    mutate(contactId);
  }, [contactId, unread, count, mutate]);
}
