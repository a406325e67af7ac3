import { and, desc, eq, getTableColumns, inArray, isNull, sql, type Placeholder } from 'drizzle-orm';
import { notificationEnglish } from '@timely/contract/english';
import {
  type Notification,
  type NotificationKind,
  type NotificationList,
  type NotificationsQuery,
  type NotificationText,
} from '@timely/contract';
import type { Orm } from '../db/client.js';
import { pageWindow } from '../db/page-window.js';
import { preparedOnce } from '../db/prepared-once.js';
import { users } from '../db/schema/core.js';
import { notifications } from '../db/schema/shell.js';
import { consensusLinkFor } from './leave/consensus-token.js';
import { notificationProjectDeleted } from './notification-project.js';
import { recordEvents } from './webhooks/company-events.js';
import type { ServiceContext } from './service-context.js';

export type NotifyInput = {
  companyId: string;
  userId: string;
  kind: NotificationKind;
  /** By code, so that each reader sees it in their language. */
  title: NotificationText;
  /** By code, or as a person wrote it (a comment, a decision's note). */
  body?: NotificationText | string;
  /** A portal path such as `/leaveReport`; anything else is refused. */
  link?: string | null;
  /** When it happened, by the server's clock (a consensus link expires counted from it); default now. */
  createdAt?: Date;
  /** Notifications that later changes fold into (a watched task's: `task:<id>`); none by default. */
  batchKey?: string;
};

/**
 * Tells one user about something (a task assigned, a leave decided, feedback received...): the top bar's
 * bell shows it at once. Features call this inside their own transaction, passing the transaction as `orm`.
 * Refuses a user outside `companyId`, so one company's events never reach another's people.
 */
export async function notify(orm: Orm, input: NotifyInput): Promise<void> {
  await notifyAll(orm, [input]);
}

/** Rows a statement writes at most: a statement carries at most 65,535 values, a notification twelve. */
const NOTIFY_BATCH = 1000;

/**
 * Tells several users at once, as `notify` tells one: three statements for up to a thousand of them (the
 * recipients checked, the rows written, their live events recorded), so a write that tells a whole team takes
 * no longer for a larger one. Nothing is written when any recipient is outside its company.
 */
export async function notifyAll(orm: Orm, inputs: readonly NotifyInput[], batch = NOTIFY_BATCH): Promise<void> {
  const values = inputs.map(notificationRow);
  const recipients = new Set(inputs.map((input) => input.userId));
  const companyOf = new Map<string, string>();
  for (const ids of chunksOf([...recipients], batch)) {
    const rows = await orm
      .select({ id: users.id, companyId: users.companyId })
      .from(users)
      .where(inArray(users.id, ids));
    for (const row of rows) companyOf.set(row.id, row.companyId);
  }
  if (inputs.some((input) => companyOf.get(input.userId) !== input.companyId))
    throw new Error('notify: the user is not in that company');
  for (const some of chunksOf(values, batch)) {
    const rows = await orm.insert(notifications).values(some).returning({
      id: notifications.id,
      userId: notifications.userId,
      companyId: notifications.companyId,
      createdAt: notifications.createdAt,
    });
    // each recipient's bell hears of it on the live stream (no webhook offers this kind): the id, no words
    await recordEvents(
      orm,
      rows.map((row) => ({
        companyId: row.companyId,
        kind: 'notification.created' as const,
        actorId: null,
        at: row.createdAt,
        payload: { recipient: { id: row.userId }, notification: { id: row.id } },
      })),
    );
  }
}

function chunksOf<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  );
}

/** The row one notification writes; refuses a notification without a title or a link outside the portal. */
function notificationRow(input: NotifyInput): typeof notifications.$inferInsert {
  const title = notificationEnglish(input.title).trim().slice(0, 200);
  if (!title) throw new Error('notify: a notification needs a title');
  const body = typeof input.body === 'object' ? notificationEnglish(input.body) : (input.body ?? '');
  const link = input.link ?? null;
  if (link !== null && (!link.startsWith('/') || link.startsWith('//')))
    throw new Error(`notify: link must be a portal path, got ${link}`);
  return {
    companyId: input.companyId,
    userId: input.userId,
    kind: input.kind,
    title,
    body: body.slice(0, 1000),
    titleCode: input.title.code,
    bodyCode: typeof input.body === 'object' ? input.body.code : null,
    params: { ...input.title.params, ...(typeof input.body === 'object' ? input.body.params : {}) },
    link,
    batchKey: input.batchKey ?? null,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  };
}

/** "Atlas Web Revamp, Sprint 3" (or ", backlog"): where an assigned task is, under its notification's title. */
export function whereTaskIs(project: string, sprint: string | undefined): NotificationText {
  return sprint === undefined
    ? { code: 'task.whereBacklog', params: { project } }
    : { code: 'task.where', params: { project, sprint } };
}

export type { NotificationText };

type Owner = { userId: string; companyId: string };

const ownedBy = (owner: { [Key in keyof Owner]: Owner[Key] | Placeholder }) =>
  and(eq(notifications.userId, owner.userId), eq(notifications.companyId, owner.companyId));

/**
 * A page of the caller's notifications with their total and the unread count, in one statement prepared once
 * per filter and page shape (the top bar's bell asks it on every page load of the portal): the counts are the
 * one row an aggregate always answers, the page joined to it (none on a page past the last). The consensus
 * secret signs the token of each consensus link as it is read (a stored link holds none).
 */
export async function listNotifications(ctx: ServiceContext, query: NotificationsQuery): Promise<NotificationList> {
  const { orm, caller: owner } = ctx;
  const window = pageWindow(query.page, query.perPage);
  const statement = preparedOnce(orm, `notifications_page_${query.status}${window.shape}`, (name) => {
    const mine = ownedBy({ userId: sql.placeholder('userId'), companyId: sql.placeholder('companyId') });
    const totals = orm
      .select({
        total: sql<number>`count(*)::int`.as('total'),
        unread: sql<number>`(count(*) filter (where ${notifications.readAt} is null))::int`.as('unread'),
      })
      .from(notifications)
      .where(mine)
      .as('totals');
    const pageColumns = {
      ...getTableColumns(notifications),
      projectDeleted: notificationProjectDeleted.as('project_deleted'),
    };
    const page = orm
      .select(pageColumns)
      .from(notifications)
      .where(query.status === 'unread' ? and(mine, isNull(notifications.readAt)) : mine)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(window.limit)
      .offset(window.offset)
      .as('page');
    return orm
      .select({
        total: totals.total,
        unread: totals.unread,
        // the page's columns as the subquery names them (`page.<column>`)
        row: Object.fromEntries(
          Object.keys(pageColumns).map((key) => [key, page[key as keyof typeof pageColumns]]),
        ) as unknown as typeof pageColumns,
      })
      .from(totals)
      .leftJoin(page, sql`true`)
      .orderBy(desc(page.createdAt), desc(page.id))
      .prepare(name);
  });
  const found = await statement.execute({
    userId: owner.userId,
    companyId: owner.companyId,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  const totals = found[0];
  const rows = found.flatMap((entry) => (entry.row ? [entry.row] : []));
  const unreadCount = Number(totals?.unread ?? 0);
  const total = query.status === 'unread' ? unreadCount : Number(totals?.total ?? 0);
  return {
    items: rows.map((row) => toNotification(row, ctx.secrets.consensus)),
    total,
    page: query.page,
    perPage: query.perPage,
    totalPages: Math.ceil(total / query.perPage),
    unreadCount,
  };
}

/** Marks one of the caller's notifications read; undefined when it is not theirs (or does not exist). */
export async function markNotificationRead(ctx: ServiceContext, id: string): Promise<Notification | undefined> {
  const [updated] = await ctx.orm
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(ownedBy(ctx.caller), eq(notifications.id, id)))
    .returning({ ...getTableColumns(notifications), projectDeleted: notificationProjectDeleted });
  return updated ? toNotification(updated, ctx.secrets.consensus) : undefined;
}

/** Marks every unread notification of the caller read; answers how many. */
export async function markAllNotificationsRead(ctx: ServiceContext): Promise<number> {
  const updated = await ctx.orm
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(and(ownedBy(ctx.caller), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return updated.length;
}

type NotificationRow = typeof notifications.$inferSelect & { projectDeleted: boolean };

function toNotification(row: NotificationRow, consensusSecret: string | null): Notification {
  return {
    _id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    titleCode: row.titleCode,
    bodyCode: row.bodyCode,
    params: row.params,
    // a page of a deleted project would only say "Project not found"
    link: row.projectDeleted
      ? null
      : consensusSecret === null
        ? row.link
        : consensusLinkFor(consensusSecret, row.link, row),
    projectDeleted: row.projectDeleted,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}
