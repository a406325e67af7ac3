import { z } from 'zod';
import { idSchema, isoDateTimeSchema, pageQuerySchema } from './common.js';
import { scoringUnitSchema } from './sprints.js';

/** The spec's feed page size (section 9): ten posts a page unless the client asks for 20 or 40. */
export const FEED_PAGE_SIZE = 10;
/** A post is plain text of at most this many characters (after trimming). */
export const FEED_POST_MAX_LENGTH = 2000;

/** 'user' posts are written by people; the others are written by Timely itself when something happens. */
/** Karma points as awarded: more than 0, in hundredths (2.5 h on a new route earns 3.75). */
export const karmaPointsSchema = z
  .number()
  .positive()
  .refine((points) => Math.abs(points * 100 - Math.round(points * 100)) < 1e-6, {
    message: 'must be in hundredths of a point',
  });

export const FEED_POST_KINDS = ['user', 'sprint_closed', 'recognition', 'project_delivered'] as const;
export const feedPostKindSchema = z.enum(FEED_POST_KINDS);
export type FeedPostKind = z.infer<typeof feedPostKindSchema>;

// Control characters other than tab and newline have no place in plain text and break some renderers.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * The text of a post: plain text, never HTML. Markup is stored as typed and always shown as text;
 * links are recognised by the client when it renders.
 */
export const feedPostTextSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, { message: 'must not be empty' })
  .max(FEED_POST_MAX_LENGTH, {
    message: `must be at most ${FEED_POST_MAX_LENGTH.toLocaleString('en')} characters`,
    abort: true,
  })
  .refine((text) => !CONTROL_CHARACTERS.test(text), { message: 'must not contain control characters' });

export const createFeedPostBodySchema = z.object({ body: feedPostTextSchema }).strict();
export type CreateFeedPostBody = z.infer<typeof createFeedPostBodySchema>;

export const updateFeedPostBodySchema = z.object({ body: feedPostTextSchema }).strict();
export type UpdateFeedPostBody = z.infer<typeof updateFeedPostBodySchema>;

/** Pin a post to the top of the company's feed, replacing any pinned one; `expiresAt` must be in the future. */
export const pinFeedPostBodySchema = z.object({ expiresAt: isoDateTimeSchema.nullable().default(null) }).strict();
export type PinFeedPostBody = z.infer<typeof pinFeedPostBodySchema>;

export const feedListQuerySchema = pageQuerySchema(FEED_PAGE_SIZE).omit({ search: true });
export type FeedListQuery = z.infer<typeof feedListQuerySchema>;

export const feedPostParamsSchema = z.object({ id: idSchema });

/** What happened, for a system post: the facts behind its text, so a client can link to them. */
export const feedEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('sprint_closed'),
    projectId: idSchema,
    projectName: z.string(),
    /** Set on reading: the project was deleted since, so the post says so and links nowhere. */
    projectDeleted: z.boolean().optional(),
    sprintId: idSchema,
    sprintName: z.string(),
    /**
     * The closed sprint's score as every screen shows it (two decimals; above 100 when added scope was
     * finished too); null when nothing was committed (an empty sprint).
     */
    score: z.number().min(0).nullable(),
    /** The unit the score was computed in and the sprint's goal (issue #49; absent on older posts). */
    scoringUnit: scoringUnitSchema.optional(),
    goal: z.string().optional(),
  }),
  z.object({
    kind: z.literal('recognition'),
    giverId: idSchema,
    giverName: z.string(),
    receiverId: idSchema,
    receiverName: z.string(),
    points: karmaPointsSchema,
    comment: z.string(),
  }),
  z.object({
    kind: z.literal('project_delivered'),
    projectId: idSchema,
    projectName: z.string(),
    /** Set on reading: the project was deleted since, so the post says so and links nowhere. */
    projectDeleted: z.boolean().optional(),
  }),
]);
export type FeedEvent = z.infer<typeof feedEventSchema>;

export const feedAuthorSchema = z.object({ _id: idSchema, name: z.string(), profilePic: z.string().nullable() });
export type FeedAuthor = z.infer<typeof feedAuthorSchema>;

export const feedPinSchema = z.object({
  pinnedAt: isoDateTimeSchema,
  /** After this moment the post is no longer pinned; null pins it until someone unpins it. */
  expiresAt: isoDateTimeSchema.nullable(),
});

export const feedPostSchema = z.object({
  _id: idSchema,
  kind: feedPostKindSchema,
  body: z.string(),
  /** The person who wrote it; null for a system post. */
  author: feedAuthorSchema.nullable(),
  /** The event behind a system post; null for a user post. */
  event: feedEventSchema.nullable(),
  createdAt: isoDateTimeSchema,
  /** Set when the text was changed after posting. */
  editedAt: isoDateTimeSchema.nullable(),
  /** Present while the post is pinned (an expired pin reads as null). */
  pin: feedPinSchema.nullable(),
  /** What the caller may do with it, as the server will enforce it. */
  canEdit: z.boolean(),
  canDelete: z.boolean(),
});
export type FeedPost = z.infer<typeof feedPostSchema>;

/**
 * One page of the feed, newest first, with the spec's `totalRecords` and `pageCount`. `pinned` is the
 * company's pinned post, on every page, so that a client can show it first; it also keeps its place
 * in the timeline.
 */
export const feedPageSchema = z.object({
  items: z.array(feedPostSchema),
  page: z.number().int().min(1),
  perPage: z.number().int().min(1),
  totalRecords: z.number().int().min(0),
  pageCount: z.number().int().min(0),
  pinned: feedPostSchema.nullable(),
});
export type FeedPage = z.infer<typeof feedPageSchema>;

/** GET /v2/feeds/digest (level3): the feed at a glance. */
export const feedDigestSchema = z.object({
  /** Posts in the company's feed, system posts included. */
  posts: z.number().int().min(0),
  /** The people who wrote the company's posts. */
  authors: z.number().int().min(0),
});
export type FeedDigest = z.infer<typeof feedDigestSchema>;
