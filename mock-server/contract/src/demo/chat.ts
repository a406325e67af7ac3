import { z } from 'zod';
import { demoIdSchema, demoFullDateStringSchema } from './common.js';

export const DEMO_CHAT_STATUSES = ['offline', 'do not disturb', 'online', 'away'] as const;

export const demoChatContactSchema = z.object({
  uid: z.number().int(),
  displayName: z.string(),
  about: z.string(),
  photoURL: z.string(),
  status: z.enum(DEMO_CHAT_STATUSES),
});
export type DemoChatContact = z.infer<typeof demoChatContactSchema>;

export const demoChatMessageSchema = z.object({
  textContent: z.string(),
  /** §9: a full date string. */
  time: demoFullDateStringSchema,
  /** Sent by the signed-in side (true) or received from the contact (false). */
  isSent: z.boolean(),
  isSeen: z.boolean(),
});
export type DemoChatMessage = z.infer<typeof demoChatMessageSchema>;

export const demoChatThreadSchema = z.object({ isPinned: z.boolean(), msg: z.array(demoChatMessageSchema) });
export type DemoChatThread = z.infer<typeof demoChatThreadSchema>;

/** Every contact, and the threads keyed by contact id. */
export const demoChatsResponseSchema = z.object({
  contacts: z.array(demoChatContactSchema),
  chats: z.record(z.string(), demoChatThreadSchema),
});
export type DemoChatsResponse = z.infer<typeof demoChatsResponseSchema>;

/** The contacts that have a thread. */
export const demoChatContactsResponseSchema = z.object({ contacts: z.array(demoChatContactSchema) });

/**
 * Appends `message` to the contact's thread, creating the thread with `isPinned` when there is none. The
 * server stamps the time: a `time` sent by the client is ignored, so no message can be back-dated.
 */
export const demoSendMessageBodySchema = z.object({
  contactId: demoIdSchema,
  message: z.object({
    textContent: z
      .string()
      .trim()
      .min(1, { message: 'must not be empty' })
      .max(4000, { message: 'must be at most 4000 characters' }),
    isSent: z.boolean().default(true),
    isSeen: z.boolean().default(false),
    time: z.string().max(100).optional(),
  }),
  isPinned: z.boolean().default(false),
});
export type DemoSendMessageBody = z.input<typeof demoSendMessageBodySchema>;

export const demoChatThreadResponseSchema = z.object({ contactId: z.number().int(), chat: demoChatThreadSchema });
export type DemoChatThreadResponse = z.infer<typeof demoChatThreadResponseSchema>;

/** Sets isSeen on every message of the contact's thread (none when there is no thread yet). */
export const demoMarkAllSeenBodySchema = z.object({ contactId: demoIdSchema });
export const demoMarkAllSeenResponseSchema = z.object({ contactId: z.number().int(), marked: z.number().int().min(0) });

export const demoSetPinnedBodySchema = z.object({
  contactId: demoIdSchema,
  value: z.boolean({ message: 'must be true or false' }),
});
