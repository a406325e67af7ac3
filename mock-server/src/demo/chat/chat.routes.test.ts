import {
  DEMO_CHAT_STATUSES,
  demoApiPaths,
  demoChatContactsResponseSchema,
  demoChatsResponseSchema,
  demoChatThreadResponseSchema,
  demoMarkAllSeenResponseSchema,
  errorEnvelopeSchema,
} from '@timely/contract';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { demoRequests } from '../testing/demo-requests.js';

let server: TestServer;
const api = demoRequests(() => server);
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function chats() {
  const response = await api.get(demoApiPaths.chats);
  expect(response.statusCode).toBe(200);
  return demoChatsResponseSchema.parse(response.json());
}

const FULL_DATE = /^[A-Z][a-z]{2} [A-Z][a-z]{2} \d{2} \d{4} \d{2}:\d{2}:\d{2} GMT\+0000 \(GMT\)$/;

describe('GET chats and chat-contacts', () => {
  it('gives every contact, in every status, and the threads keyed by contact id with full date strings', async () => {
    const { contacts, chats: threads } = await chats();
    expect(new Set(contacts.map((contact) => contact.status))).toEqual(new Set(DEMO_CHAT_STATUSES));
    const messages = Object.values(threads).flatMap((thread) => thread.msg);
    expect(messages.length).toBeGreaterThan(5);
    for (const message of messages) {
      expect(message.time).toMatch(FULL_DATE);
      expect(Number.isNaN(new Date(message.time).getTime())).toBe(false);
    }
    expect(Object.keys(threads).every((key) => contacts.some((contact) => String(contact.uid) === key))).toBe(true);
  });

  it('gives only the contacts that have a thread on chat-contacts', async () => {
    const { contacts, chats: threads } = await chats();
    const response = await api.get(demoApiPaths.chatContacts);
    expect(response.statusCode).toBe(200);
    const withThreads = demoChatContactsResponseSchema.parse(response.json()).contacts;
    expect(withThreads.map((contact) => contact.uid)).toEqual(
      contacts.filter((contact) => threads[String(contact.uid)]).map((contact) => contact.uid),
    );
    expect(withThreads.length).toBeLessThan(contacts.length);
  });
});

describe('chat transitions', () => {
  it('creates the thread with the given isPinned on the first message, then appends', async () => {
    const { contacts, chats: threads } = await chats();
    const lonely = contacts.find((contact) => !threads[String(contact.uid)])!;
    const first = await api.post(demoApiPaths.sendMessage, {
      contactId: lonely.uid,
      message: {
        textContent: 'Hello there',
        isSent: true,
        isSeen: false,
        time: 'Mon Jan 01 1990 00:00:00 GMT+0000 (GMT)',
      },
      isPinned: true,
    });
    expect(first.statusCode).toBe(200);
    const created = demoChatThreadResponseSchema.parse(first.json()).chat;
    expect(created.isPinned).toBe(true);
    expect(created.msg).toEqual([expect.objectContaining({ textContent: 'Hello there', isSent: true, isSeen: false })]);
    // the server stamps the time: a back-dated client time is ignored
    expect(new Date(created.msg[0]!.time).getUTCFullYear()).toBeGreaterThan(2000);

    // isPinned only applies when the thread is created
    const second = demoChatThreadResponseSchema.parse(
      (
        await api.post(demoApiPaths.sendMessage, {
          contactId: lonely.uid,
          message: { textContent: 'Second' },
          isPinned: false,
        })
      ).json(),
    );
    expect(second.chat.isPinned).toBe(true);
    expect(second.chat.msg.map((message) => message.textContent)).toEqual(['Hello there', 'Second']);

    const after = await chats();
    expect(after.chats[String(lonely.uid)]!.msg).toHaveLength(2);
    const listed = demoChatContactsResponseSchema.parse((await api.get(demoApiPaths.chatContacts)).json()).contacts;
    expect(listed.map((contact) => contact.uid)).toContain(lonely.uid);
  });

  it('creates an unpinned thread when isPinned is false', async () => {
    const { contacts, chats: threads } = await chats();
    const lonely = contacts.find((contact) => !threads[String(contact.uid)])!;
    const response = await api.post(demoApiPaths.sendMessage, {
      contactId: lonely.uid,
      message: { textContent: 'Hi' },
      isPinned: false,
    });
    expect(demoChatThreadResponseSchema.parse(response.json()).chat.isPinned).toBe(false);
  });

  it('marks every message of the thread seen', async () => {
    const { chats: threads } = await chats();
    const [contactId, thread] = Object.entries(threads).find(([, entry]) =>
      entry.msg.some((message) => !message.isSeen),
    )!;
    const unseen = thread.msg.filter((message) => !message.isSeen).length;
    const response = await api.post(demoApiPaths.markAllSeen, { contactId: Number(contactId) });
    expect(response.statusCode).toBe(200);
    expect(demoMarkAllSeenResponseSchema.parse(response.json())).toEqual({
      contactId: Number(contactId),
      marked: unseen,
    });
    expect((await chats()).chats[contactId]!.msg.every((message) => message.isSeen)).toBe(true);
    // other threads keep their unseen messages
    const others = Object.entries((await chats()).chats).filter(([key]) => key !== contactId);
    expect(others.some(([, entry]) => entry.msg.some((message) => !message.isSeen))).toBe(true);
  });

  it('sets isPinned to the given value', async () => {
    const { chats: threads } = await chats();
    const [contactId, thread] = Object.entries(threads)[0]!;
    for (const value of [!thread.isPinned, !thread.isPinned, thread.isPinned]) {
      const response = await api.post(demoApiPaths.setPinned, { contactId: Number(contactId), value });
      expect(response.statusCode).toBe(200);
      expect((await chats()).chats[contactId]!.isPinned).toBe(value);
    }
  });

  it('answers 404 for an unknown contact, or pinning a contact without a thread', async () => {
    for (const [path, body] of [
      [demoApiPaths.sendMessage, { contactId: 999, message: { textContent: 'x' } }],
      [demoApiPaths.markAllSeen, { contactId: 999 }],
      [demoApiPaths.setPinned, { contactId: 999, value: true }],
    ] as const) {
      const response = await api.post(path, body);
      expect(response.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).details?.[0]?.field).toBe('contactId');
    }
    const { contacts, chats: threads } = await chats();
    const lonely = contacts.find((contact) => !threads[String(contact.uid)])!;
    const response = await api.post(demoApiPaths.setPinned, { contactId: lonely.uid, value: true });
    expect(response.statusCode).toBe(404);
    expect((await chats()).chats[String(lonely.uid)]).toBeUndefined();
  });

  it('refuses an empty message with a 400 naming the field', async () => {
    const response = await api.post(demoApiPaths.sendMessage, { contactId: 1, message: { textContent: '   ' } });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).details?.[0]?.field).toBe('message.textContent');
  });
});
