import { z } from 'zod';
import { demoIdSchema } from './common.js';

/** §9: at most 10 starred bookmarks are kept; later ones wait in the overflow list. */
export const DEMO_STARRED_BOOKMARKS_CAP = 10;
/** §9: search groups are limited to 4 results each. */
export const DEMO_SEARCH_GROUP_LIMIT = 4;

export const demoBookmarkSchema = z.object({
  id: z.number().int(),
  target: z.string(),
  title: z.string(),
  link: z.string(),
  icon: z.string(),
  starred: z.boolean(),
});
export type DemoBookmark = z.infer<typeof demoBookmarkSchema>;

export const demoSearchGroupSchema = z.object({
  groupTitle: z.string(),
  searchLimit: z.literal(DEMO_SEARCH_GROUP_LIMIT),
  /** How many entries of the group match, of which at most `searchLimit` are in `data`. */
  total: z.number().int().min(0),
  data: z.array(demoBookmarkSchema),
});

/** `q`: narrows the groups to titles containing it (case-insensitive); `searchResult` is always whole. */
export const demoBookmarksQuerySchema = z.object({
  q: z.string().trim().max(100, { message: 'must be at most 100 characters' }).optional(),
});

export const demoStarredBookmarksSchema = z.object({
  /** The starred list, in the order the items were starred, at most 10. */
  starred: z.array(demoBookmarkSchema).max(DEMO_STARRED_BOOKMARKS_CAP),
  /** Starred beyond the cap, in order: the first is promoted when a starred one is unstarred. */
  overflow: z.array(demoBookmarkSchema),
});

export const demoBookmarksResponseSchema = demoStarredBookmarksSchema.extend({
  /** Every entry of the search index: the spec's answer. */
  searchResult: z.array(demoBookmarkSchema),
  groups: z.array(demoSearchGroupSchema),
});
export type DemoBookmarksResponse = z.infer<typeof demoBookmarksResponseSchema>;

/**
 * `obj` is the bookmark as the client shows it: the server sets `starred` to the opposite of the given
 * value (the template's toggle), or toggles what it holds when `starred` is left out.
 */
export const demoUpdateBookmarkBodySchema = z.object({
  obj: z.object({ id: demoIdSchema, starred: z.boolean().optional() }),
});

export const demoUpdateBookmarkResponseSchema = demoStarredBookmarksSchema.extend({
  bookmark: demoBookmarkSchema,
  /** The overflow item that moved into the starred list because of this change, if any. */
  promoted: demoBookmarkSchema.nullable(),
});
export type DemoUpdateBookmarkResponse = z.infer<typeof demoUpdateBookmarkResponseSchema>;
