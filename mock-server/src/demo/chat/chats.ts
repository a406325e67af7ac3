import { and, asc, eq } from 'drizzle-orm';
import type { DemoChatContact, DemoChatThread } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { demoChatContacts, demoChatMessages, demoChats } from '../../db/schema/demo.js';
import { HttpError } from '../../http/errors.js';
import { fullDateString } from '../full-date-string.js';
import { capRows, DEMO_ROW_CAPS } from '../demo-limits.js';
import { readableSet, writeToOwnSet, type DemoScope } from '../visitors/visitor-sets.js';

type ContactRow = typeof demoChatContacts.$inferSelect;

function toContact(row: ContactRow): DemoChatContact {
  return { uid: row.uid, displayName: row.displayName, about: row.about, photoURL: row.photoUrl, status: row.status };
}

/** Every contact: one list for every visitor (no demo write changes a contact). */
export async function listContacts(scope: DemoScope): Promise<DemoChatContact[]> {
  return (await scope.orm.select().from(demoChatContacts).orderBy(asc(demoChatContacts.uid))).map(toContact);
}

/** The contacts that have a thread in the caller's set. */
export async function listChatContacts(scope: DemoScope): Promise<DemoChatContact[]> {
  const set = await readableSet(scope, 'chat');
  const rows = await scope.orm
    .select({ contact: demoChatContacts })
    .from(demoChatContacts)
    .innerJoin(demoChats, and(eq(demoChats.visitor, set), eq(demoChats.contactId, demoChatContacts.uid)))
    .orderBy(asc(demoChatContacts.uid));
  return rows.map((row) => toContact(row.contact));
}

/** Every thread of the caller's set, keyed by contact id, messages in the order they were added. */
export async function listThreads(scope: DemoScope): Promise<Record<string, DemoChatThread>> {
  return threadsOf(scope.orm, await readableSet(scope, 'chat'));
}

async function threadsOf(orm: Orm, set: string, contactId?: number): Promise<Record<string, DemoChatThread>> {
  const chats = await orm
    .select()
    .from(demoChats)
    .where(and(eq(demoChats.visitor, set), contactId === undefined ? undefined : eq(demoChats.contactId, contactId)));
  const messages = await orm
    .select()
    .from(demoChatMessages)
    .where(
      and(
        eq(demoChatMessages.visitor, set),
        contactId === undefined ? undefined : eq(demoChatMessages.contactId, contactId),
      ),
    )
    .orderBy(asc(demoChatMessages.id));
  const threads: Record<string, DemoChatThread> = {};
  for (const chat of chats) {
    threads[String(chat.contactId)] = {
      isPinned: chat.isPinned,
      msg: messages
        .filter((message) => message.contactId === chat.contactId)
        .map((message) => ({
          textContent: message.textContent,
          time: fullDateString(message.sentAt),
          isSent: message.isSent,
          isSeen: message.isSeen,
        })),
    };
  }
  return threads;
}

type NewMessage = { textContent: string; isSent: boolean; isSeen: boolean };

/** Appends a message, creating the thread with `isPinned` when the contact has none yet. */
export async function sendMessage(
  scope: DemoScope,
  contactId: number,
  message: NewMessage,
  isPinned: boolean,
): Promise<DemoChatThread> {
  await requireContact(scope.orm, contactId);
  return writeToOwnSet(scope, 'chat', async (tx, set) => {
    // an existing thread keeps its pin: isPinned only applies to a thread this message creates
    await tx.insert(demoChats).values({ visitor: set, contactId, isPinned }).onConflictDoNothing();
    await tx.insert(demoChatMessages).values({ visitor: set, contactId, ...message, sentAt: new Date() });
    await capRows(tx, demoChatMessages, demoChatMessages.id, DEMO_ROW_CAPS.chatMessages, {
      scope: eq(demoChatMessages.visitor, set),
    });
    return (await threadsOf(tx, set, contactId))[String(contactId)]!;
  });
}

/** Marks every message of the thread seen; the number it changed (0 without a thread). */
export async function markAllSeen(scope: DemoScope, contactId: number): Promise<number> {
  await requireContact(scope.orm, contactId);
  return writeToOwnSet(scope, 'chat', async (tx, set) => {
    const rows = await tx
      .update(demoChatMessages)
      .set({ isSeen: true })
      .where(
        and(
          eq(demoChatMessages.visitor, set),
          eq(demoChatMessages.contactId, contactId),
          eq(demoChatMessages.isSeen, false),
        ),
      )
      .returning({ id: demoChatMessages.id });
    return rows.length;
  });
}

export async function setPinned(scope: DemoScope, contactId: number, value: boolean): Promise<DemoChatThread> {
  await requireContact(scope.orm, contactId);
  return writeToOwnSet(scope, 'chat', async (tx, set) => {
    const rows = await tx
      .update(demoChats)
      .set({ isPinned: value })
      .where(and(eq(demoChats.visitor, set), eq(demoChats.contactId, contactId)))
      .returning();
    // throwing inside the transaction rolls the change (and a new set) back
    if (!rows.length) throw notFound('There is no chat with this contact yet; send a message first.');
    return (await threadsOf(tx, set, contactId))[String(contactId)]!;
  });
}

async function requireContact(orm: Orm, contactId: number): Promise<void> {
  const [row] = await orm
    .select({ uid: demoChatContacts.uid })
    .from(demoChatContacts)
    .where(eq(demoChatContacts.uid, contactId));
  if (!row) throw notFound(`No chat contact with id ${contactId}.`);
}

function notFound(message: string): HttpError {
  return new HttpError(404, message, [{ field: 'contactId', message }]);
}
