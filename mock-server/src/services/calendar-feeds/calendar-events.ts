import { and, asc, eq, gte, inArray, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { CalendarFeed } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import type { Messages } from '../../messages/messages.js';
import { publicHolidays, users } from '../../db/schema/core.js';
import { leaveRequests } from '../../db/schema/leave.js';
import { projectMembers, projects } from '../../db/schema/projects.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import type { PublicContext } from '../service-context.js';

/** One all-day span of a feed: `to` is its last day (inclusive), `path` a portal page it links to. */
export type CalendarEntry = {
  uid: string;
  from: string;
  to: string;
  summary: string;
  description?: string;
  path?: string;
  changedAt: Date;
};

/** What a feed reaches back and ahead: a calendar app asks again every hour, so older and farther need not travel. */
const DAYS_BACK = 90;
const DAYS_AHEAD = 400;
const DAY_MS = 86_400_000;

/** The person a feed is read for. */
export type FeedReader = { id: string; companyId: string };

/** The days a feed covers, and the messages for what it says, in the reader's language. */
type Window = { from: string; to: string; messages: Messages };

function windowAround(now: Date, messages: Messages): Window {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
  return { from: day(-DAYS_BACK), to: day(DAYS_AHEAD), messages };
}

/** The live projects the person is on, as manager or member. */
function myProjectIds(orm: Orm, reader: FeedReader) {
  return orm
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(
      and(eq(projectMembers.userId, reader.id), eq(projects.companyId, reader.companyId), isNull(projects.deletedAt)),
    );
}

/**
 * Approved leave of the person and of everyone on a project with them, as "<name> away": never the type or
 * the reason (docs/privacy.md; a calendar app is a place the portal's rules no longer reach).
 */
async function teamLeave(orm: Orm, reader: FeedReader, window: Window): Promise<CalendarEntry[]> {
  const teammates = orm
    .selectDistinct({ id: projectMembers.userId })
    .from(projectMembers)
    .where(inArray(projectMembers.projectId, myProjectIds(orm, reader)));
  const rows = await orm
    .select({
      id: leaveRequests.id,
      from: leaveRequests.fromDate,
      to: leaveRequests.toDate,
      name: users.name,
      changedAt: leaveRequests.updatedAt,
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(
      and(
        eq(leaveRequests.companyId, reader.companyId),
        eq(leaveRequests.status, 'approved'),
        or(eq(leaveRequests.userId, reader.id), inArray(leaveRequests.userId, teammates)),
        isNull(users.deletedAt),
        eq(users.isActive, true),
        lte(leaveRequests.fromDate, window.to),
        gte(leaveRequests.toDate, window.from),
      ),
    )
    .orderBy(asc(leaveRequests.fromDate), asc(users.name));
  return rows.map((row) => ({
    uid: `leave-${row.id}`,
    from: row.from,
    to: row.to,
    summary: window.messages.format('calendar.away', { name: row.name }),
    changedAt: row.changedAt,
  }));
}

async function companyHolidays(orm: Orm, reader: FeedReader, window: Window): Promise<CalendarEntry[]> {
  const rows = await orm
    .select({ id: publicHolidays.id, day: publicHolidays.day, name: publicHolidays.name })
    .from(publicHolidays)
    .where(
      and(
        eq(publicHolidays.companyId, reader.companyId),
        gte(publicHolidays.day, window.from),
        lte(publicHolidays.day, window.to),
      ),
    )
    .orderBy(asc(publicHolidays.day));
  // a holiday's row has no time of change: its day stands in, so the stamp stays the same from one read to the next
  return rows.map((row) => ({
    uid: `holiday-${row.id}`,
    from: row.day,
    to: row.day,
    summary: row.name,
    changedAt: new Date(`${row.day}T00:00:00Z`),
  }));
}

/** The sprints of the person's projects, with their goal, from planned start to planned end. */
async function mySprints(orm: Orm, reader: FeedReader, window: Window): Promise<CalendarEntry[]> {
  const rows = await orm
    .select({
      id: sprints.id,
      name: sprints.name,
      goal: sprints.goal,
      from: sprints.startDate,
      to: sprints.endDate,
      project: projects.name,
      changedAt: sprints.updatedAt,
    })
    .from(sprints)
    .innerJoin(projects, eq(projects.id, sprints.projectId))
    .where(
      and(
        inArray(sprints.projectId, myProjectIds(orm, reader)),
        isNull(sprints.deletedAt),
        lte(sprints.startDate, window.to),
        gte(sprints.endDate, window.from),
      ),
    )
    .orderBy(asc(sprints.startDate), asc(projects.name));
  return rows.map((row) => ({
    uid: `sprint-${row.id}`,
    from: row.from,
    to: row.to,
    summary: `${row.project} · ${row.name}`,
    description: row.goal || undefined,
    path: `/data-list/sprint-board/${row.id}`,
    changedAt: row.changedAt,
  }));
}

/** The person's own open work items with a due date, on that day. */
async function myDueItems(orm: Orm, reader: FeedReader, window: Window): Promise<CalendarEntry[]> {
  const rows = await orm
    .select({
      id: tasks.id,
      title: tasks.title,
      due: tasks.dueDate,
      project: projects.name,
      changedAt: tasks.updatedAt,
    })
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(sprints, eq(sprints.id, tasks.sprintId))
    .where(
      and(
        eq(tasks.companyId, reader.companyId),
        eq(tasks.assigneeId, reader.id),
        isNotNull(tasks.dueDate),
        ne(tasks.status, 'completed'),
        isNull(tasks.deletedAt),
        isNull(projects.deletedAt),
        sql`${sprints.deletedAt} is null`,
        gte(tasks.dueDate, window.from),
        lte(tasks.dueDate, window.to),
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.title));
  return rows.map((row) => ({
    uid: `due-${row.id}`,
    from: row.due!,
    to: row.due!,
    summary: window.messages.format('calendar.due', { title: row.title }),
    description: row.project,
    path: `/data-list/view-task/${row.id}`,
    changedAt: row.changedAt,
  }));
}

const READERS: Record<CalendarFeed, (orm: Orm, reader: FeedReader, window: Window) => Promise<CalendarEntry[]>> = {
  leave: teamLeave,
  holidays: companyHolidays,
  sprints: mySprints,
  due: myDueItems,
};

/**
 * The entries of one feed for this person, around today. The reader is the feed's owner, not the caller (a
 * calendar app, signed in as nobody), and `messages` are in the owner's language.
 */
export function calendarEntries(
  ctx: PublicContext,
  feed: CalendarFeed,
  reader: FeedReader,
  messages: Messages,
): Promise<CalendarEntry[]> {
  return READERS[feed](ctx.orm, reader, windowAround(ctx.now(), messages));
}
