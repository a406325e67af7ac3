import { and, desc, eq, gt, isNotNull, isNull, or, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { FeedPage, FeedPost } from '@timely/contract';
import type { Orm } from '../db/client.js';
import { pageWindow } from '../db/page-window.js';
import { preparedOnce } from '../db/prepared-once.js';
import { users } from '../db/schema/core.js';
import { feedPostCounts, feedPosts, type FeedPostRow } from '../db/schema/feeds.js';
import { projects } from '../db/schema/projects.js';
import type { AuthContext } from '../http/app-types.js';
import type { ServiceContext } from './service-context.js';
import { excerptOf, recordEvent } from './webhooks/company-events.js';

type Caller = Pick<AuthContext, 'userId' | 'companyId' | 'level'>;
type PostWithAuthor = {
  post: FeedPostRow;
  author: { id: string; name: string; avatarUrl: string | null } | null;
  projectDeleted: boolean;
};

/**
 * Who may change a post (docs/privacy.md: feed edit/delete, own; level3 any). System posts keep the
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

/**
 * A page of the feed and the pinned post, in one statement prepared once: the page's rows, then the pinned
 * one (a row of its own, flagged), each carrying the company's post count, kept by a trigger (migration 0092:
 * counting the posts themselves read all of them on every page). Three statements before (issue #35).
 */
export async function listFeedPage(ctx: PostReader, page: number, perPage: number): Promise<FeedPage> {
  const { orm, caller } = ctx;
  const window = pageWindow(page, perPage, { samePlanEveryPage: true });
  const statement = preparedOnce(orm, `feed_page${window.shape}`, (name) => {
    const companyId = sql.placeholder('companyId');
    const total = sql<number>`(select ${feedPostCounts.posts} from ${feedPostCounts} where ${feedPostCounts.companyId} = ${companyId})`;
    // the page's ids from the (company, created) index alone, then only those rows read and joined: a deep
    // page's offset otherwise joined and projected every post it stepped over
    const pageIds = orm
      .select({ id: sql<string>`${feedPosts.id}`.as('page_id') })
      .from(feedPosts)
      .where(eq(feedPosts.companyId, companyId))
      .orderBy(desc(feedPosts.createdAt), desc(feedPosts.id))
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    const pageRows = orm
      .select({ ...selection, pinnedRow: sql<boolean>`false`.mapWith(Boolean), total })
      .from(feedPosts)
      .innerJoin(pageIds, eq(pageIds.id, feedPosts.id))
      .leftJoin(users, eq(users.id, feedPosts.authorId))
      .orderBy(desc(feedPosts.createdAt), desc(feedPosts.id));
    const pinnedRow = orm
      .select({ ...selection, pinnedRow: sql<boolean>`true`.mapWith(Boolean), total })
      .from(feedPosts)
      .leftJoin(users, eq(users.id, feedPosts.authorId))
      .where(
        and(
          eq(feedPosts.companyId, companyId),
          isNotNull(feedPosts.pinnedAt),
          or(isNull(feedPosts.pinExpiresAt), gt(feedPosts.pinExpiresAt, sql.placeholder('now'))),
        ),
      )
      .limit(1);
    return unionAll(pageRows, pinnedRow).prepare(name);
  });
  const rows = await statement.execute({
    companyId: caller.companyId,
    limit: perPage,
    offset: (page - 1) * perPage,
    now: ctx.now().toISOString(),
  });
  const totalRecords = rows.length
    ? Number(rows[0]!.total ?? 0)
    : // a page past the last, and no pin: the count alone
      ((
        await orm
          .select({ total: feedPostCounts.posts })
          .from(feedPostCounts)
          .where(eq(feedPostCounts.companyId, caller.companyId))
      )[0]?.total ?? 0);
  const pinned = rows.find((row) => row.pinnedRow);
  return {
    items: rows.filter((row) => !row.pinnedRow).map((row) => toFeedPost(ctx, row)),
    page,
    perPage,
    totalRecords,
    pageCount: pageCountOf(totalRecords, perPage),
    pinned: pinned ? toFeedPost(ctx, pinned) : null,
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

/** What reading posts takes of the call: the database, the caller, the server's clock and picture links. */
type PostReader = Pick<ServiceContext, 'orm' | 'caller' | 'now' | 'pictureUrl'>;

export function toFeedPost(
  ctx: Pick<PostReader, 'caller' | 'now' | 'pictureUrl'>,
  { post, author, projectDeleted }: PostWithAuthor,
): FeedPost {
  const { caller } = ctx;
  const pinned = isPinActive(post, ctx.now());
  return {
    _id: post.id,
    kind: post.kind,
    body: post.body,
    author:
      author && post.kind === 'user'
        ? { _id: author.id, name: author.name, profilePic: ctx.pictureUrl(author.avatarUrl) }
        : null,
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

/** A person's post; its feed.posted event (webhooks) is recorded in the same transaction. */
export async function createUserPost(ctx: Pick<ServiceContext, 'orm' | 'caller'>, body: string): Promise<FeedPostRow> {
  const { caller } = ctx;
  return ctx.orm.transaction(async (tx) => {
    const [row] = await tx
      .insert(feedPosts)
      .values({ companyId: caller.companyId, kind: 'user', authorId: caller.userId, body })
      .returning();
    await recordEvent(tx, {
      companyId: caller.companyId,
      kind: 'feed.posted',
      actorId: caller.userId,
      postId: row!.id,
      at: row!.createdAt,
      payload: { post: { id: row!.id, excerpt: excerptOf(body) } },
    });
    return row!;
  });
}

export async function updatePostBody(orm: Orm, id: string, body: string, now: Date): Promise<void> {
  await orm.update(feedPosts).set({ body, editedAt: now }).where(eq(feedPosts.id, id));
}

export async function deletePost(orm: Orm, id: string): Promise<void> {
  await orm.delete(feedPosts).where(eq(feedPosts.id, id));
}
