import {
  demoApiPaths,
  demoChatContactsResponseSchema,
  demoChatsResponseSchema,
  demoChatThreadResponseSchema,
  demoMarkAllSeenBodySchema,
  demoMarkAllSeenResponseSchema,
  demoRoutePath,
  demoSendMessageBodySchema,
  demoSetPinnedBodySchema,
} from '@timely/contract';
import { type App, ACCESS } from '../../http/app-types.js';
import { listChatContacts, listContacts, listThreads, markAllSeen, sendMessage, setPinned } from './chats.js';
import { DEMO_RATE_LIMITS } from '../demo-limits.js';
import { demoScope } from '../visitors/visitor-key.js';
import { errorResponses } from '../../http/error-responses.js';

/** §7 chat, with the §4 transitions: first message creates the thread, mark-all-seen, set-pinned. */
export async function demoChatRoutes(app: App): Promise<void> {
  registerChatReads(app);
  registerChatWrites(app);
}

/** The chat list and the contacts one may start a chat with. */
function registerChatReads(app: App): void {
  app.get(
    demoApiPaths.chats,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.reads },
      schema: {
        tags: ['demo'],
        summary: 'Demo: every chat contact and every thread (keyed by contact id)',
        response: { 200: demoChatsResponseSchema },
      },
    },
    async (request) => {
      const scope = demoScope(app, request);
      return { contacts: await listContacts(scope), chats: await listThreads(scope) };
    },
  );

  app.get(
    demoApiPaths.chatContacts,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.reads },
      schema: {
        tags: ['demo'],
        summary: 'Demo: the contacts that have a thread',
        response: { 200: demoChatContactsResponseSchema },
      },
    },
    async (request) => ({ contacts: await listChatContacts(demoScope(app, request)) }),
  );
}

/** Sending a message, marking every chat seen, pinning a chat. */
function registerChatWrites(app: App): void {
  const failures = errorResponses(400, 404);

  app.post(
    demoRoutePath(demoApiPaths.sendMessage),
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.writes },
      schema: {
        tags: ['demo'],
        summary: 'Demo: append a message, creating the thread with isPinned on the first one',
        body: demoSendMessageBodySchema,
        response: { 200: demoChatThreadResponseSchema, ...failures },
      },
    },
    async (request) => {
      const { contactId, message, isPinned } = request.body;
      const chat = await sendMessage(
        demoScope(app, request),
        contactId,
        { textContent: message.textContent, isSent: message.isSent, isSeen: message.isSeen },
        isPinned,
      );
      return { contactId, chat };
    },
  );

  app.post(
    demoApiPaths.markAllSeen,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.writes },
      schema: {
        tags: ['demo'],
        summary: 'Demo: mark every message of a thread seen',
        body: demoMarkAllSeenBodySchema,
        response: { 200: demoMarkAllSeenResponseSchema, ...failures },
      },
    },
    async (request) => ({
      contactId: request.body.contactId,
      marked: await markAllSeen(demoScope(app, request), request.body.contactId),
    }),
  );

  app.post(
    demoApiPaths.setPinned,
    {
      config: { access: ACCESS.public, rateLimit: DEMO_RATE_LIMITS.writes },
      schema: {
        tags: ['demo'],
        summary: 'Demo: pin or unpin a thread',
        body: demoSetPinnedBodySchema,
        response: { 200: demoChatThreadResponseSchema, ...failures },
      },
    },
    async (request) => ({
      contactId: request.body.contactId,
      chat: await setPinned(demoScope(app, request), request.body.contactId, request.body.value),
    }),
  );
}
