import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { FeedPage, FeedPost } from '@timely/contract';
import type { Orm } from '../db/client.js';
import { users } from '../db/schema/core.js';
import { feedPostCounts, feedPosts, type FeedPostRow } from '../db/schema/feeds.js';
import { projects } from '../db/schema/projects.js';
import type { AuthContext } from '../http/app-types.js';

type Caller = Pick<AuthContext, 'userId' | 'companyId' | 'level'>;
type PostWithAuthor = {
  post: FeedPostRow;
  author: { id: string; name: string; avatarUrl: string | null } | null;
  projectDeleted: boolean;
};

/**
 * Who may change a post (PRODUCT.md §2: feed edit/delete, own; level3 any). System posts keep the
 * words Timely wrote: nobody edits them, and only a level3 admin may remove one.
 */
export function mayEditPost(caller: Caller, post: Pick<FeedPostRow, 'kind' | 'authorId'>): boolean {
  if (post.kind !== 'user') return false;
  return caller.level === 'level3' || post.authorId === caller.userId;
}

export function mayDeletePost(caller: Caller, post: Pick<FeedPostRow, 'kind' | 'authorId'>): boolean {
  return caller.level === 'level3' || (post.kind === 'user' && post.authorId === caller.userId);
}

/** A pin counts until its expiry: an expired pin reads as no pin, with no sweeper needed. */
function isPinActive(post: Pick<FeedPostRow, 'pinnedAt' | 'pinExpiresAt'>, now: Date): boolean {
  return post.pinnedAt !== null && (post.pinExpiresAt === null || post.pinExpiresAt.getTime() > now.getTime());
}

/** Pages needed for `total` records, `perPage` a page: 0 → 0, 10 → 1, 11 → 2 (with 10 a page). */
function pageCountOf(total: number, perPage: number): number {
  return Math.ceil(total / perPage);
}

const selection = {
  post: feedPosts,
  author: { id: users.id, name: users.name, avatarUrl: users.avatarUrl },
  // a system post keeps the project it reported on; whether that project still exists is read now
  projectDeleted:
    sql<boolean>`(${feedPosts.event} ->> 'projectId') IS NOT NULL AND NOT EXISTS (SELECT 1 FROM ${projects} WHERE ${projects.id} = (${feedPosts.event} ->> 'projectId')::uuid AND ${projects.deletedAt} IS NULL)`.mapWith(
      Boolean,
    ),
};

export async function listFeedPage(
  orm: Orm,
  caller: Caller,
  page: number,
  perPage: number,
  now = new Date(),
): Promise<FeedPage> {
  const inCompany = eq(feedPosts.companyId, caller.companyId);
  const [[totals], rows, pinnedRows] = await Promise.all([
    // kept by a trigger (migration 0092): counting the posts themselves read all of them on every page
    orm
      .select({ total: feedPostCounts.posts })
      .from(feedPostCounts)
      .where(eq(feedPostCounts.companyId, caller.companyId)),
    orm
      .select(selection)
      .from(feedPosts)
      .leftJoin(users, eq(users.id, feedPosts.authorId))
      .where(inCompany)
      .orderBy(desc(feedPosts.createdAt), desc(feedPosts.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    orm
      .select(selection)
      .from(feedPosts)
      .leftJoin(users, eq(users.id, feedPosts.authorId))
      .where(
        and(
          inCompany,
          isNotNull(feedPosts.pinnedAt),
          or(isNull(feedPosts.pinExpiresAt), gt(feedPosts.pinExpiresAt, now)),
        ),
      ),
  ]);
  const totalRecords = totals?.total ?? 0;
  return {
    items: rows.map((row) => toFeedPost(row, caller, now)),
    page,
    perPage,
    totalRecords,
    pageCount: pageCountOf(totalRecords, perPage),
    pinned: pinnedRows[0] ? toFeedPost(pinnedRows[0], caller, now) : null,
  };
}

/** One post of the caller's company, or undefined (another company's post is as good as missing). */
export async function findCompanyPost(orm: Orm, caller: Caller, id: string): Promise<PostWithAuthor | undefined> {
  const [row] = await orm
    .select(selection)
    .from(feedPosts)
    .leftJoin(users, eq(users.id, feedPosts.authorId))
    .where(and(eq(feedPosts.id, id), eq(feedPosts.companyId, caller.companyId)));
  return row;
}

export function toFeedPost(
  { post, author, projectDeleted }: PostWithAuthor,
  caller: Caller,
  now = new Date(),
): FeedPost {
  const pinned = isPinActive(post, now);
  return {
    _id: post.id,
    kind: post.kind,
    body: post.body,
    author: author && post.kind === 'user' ? { _id: author.id, name: author.name, profilePic: author.avatarUrl } : null,
    event: post.event && 'projectId' in post.event ? { ...post.event, projectDeleted } : (post.event ?? null),
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    pin:
      pinned && post.pinnedAt
        ? { pinnedAt: post.pinnedAt.toISOString(), expiresAt: post.pinExpiresAt?.toISOString() ?? null }
        : null,
    canEdit: mayEditPost(caller, post),
    canDelete: mayDeletePost(caller, post),
  };
}

export async function createUserPost(orm: Orm, caller: Caller, body: string): Promise<FeedPostRow> {
  const [row] = await orm
    .insert(feedPosts)
    .values({ companyId: caller.companyId, kind: 'user', authorId: caller.userId, body })
    .returning();
  return row!;
}

export async function updatePostBody(orm: Orm, id: string, body: string, now = new Date()): Promise<void> {
  await orm.update(feedPosts).set({ body, editedAt: now }).where(eq(feedPosts.id, id));
}

export async function deletePost(orm: Orm, id: string): Promise<void> {
  await orm.delete(feedPosts).where(eq(feedPosts.id, id));
}
