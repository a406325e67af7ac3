import type { LiveEvent } from '@timely/contract';

/**
 * What the live stream leaves in the shared query cache for the screens (the cache is the apps' one shared
 * signal, docs/architecture.md): never fetched, only written by the stream (`setQueryData`) and read by
 * the screens that show it.
 */
export const liveKeys = {
  /** How many feed posts others made since the feed last loaded (the feed's "N new posts"). */
  newPosts: ['live', 'new-posts'] as const,
  /** The last change someone else made, for a screen's quiet note ("Max Manager moved X to In progress"). */
  lastChange: ['live', 'last-change'] as const,
};

export type LiveChange = LiveEvent & { receivedAt: number };
