import { and, asc, eq } from 'drizzle-orm';
import { demoPopularityOf, type DemoUser, type DemoUserListRecord } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { demoAutocomplete, demoCalendarEvents, demoUsers } from '../../db/schema/demo.js';
import { readableSet, type DemoScope } from '../visitors/visitor-sets.js';

type UserRow = typeof demoUsers.$inferSelect;

/** The users of the caller's set (the users app edits them). */
export async function listDemoUsers(scope: DemoScope): Promise<DemoUser[]> {
  const set = await readableSet(scope, 'users');
  const rows = await scope.orm.select().from(demoUsers).where(eq(demoUsers.visitor, set)).orderBy(asc(demoUsers.id));
  return rows.map(toDemoUser);
}

/** One user of a set's users list, or undefined for an unknown id. */
export async function findDemoUser(orm: Orm, set: string, id: number): Promise<DemoUser | undefined> {
  const [row] = await orm
    .select()
    .from(demoUsers)
    .where(and(eq(demoUsers.visitor, set), eq(demoUsers.id, id)));
  return row && toDemoUser(row);
}

/** The same people as the caller's users list, in the grid's user-list record shape (§3). */
export async function listUserListRecords(scope: DemoScope): Promise<DemoUserListRecord[]> {
  const set = await readableSet(scope, 'users');
  const rows = await scope.orm.select().from(demoUsers).where(eq(demoUsers.visitor, set)).orderBy(asc(demoUsers.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    employeeID: row.employeeId,
    role: row.role,
    designation: row.designation,
    currentStatus: row.currentStatus,
    email: row.email,
    mob: row.mobile,
    location: row.office,
    block: row.block,
    popularity: demoPopularityOf(row.popularity),
  }));
}

/** One list for every visitor, as are the calendar events: no demo write changes them. */
export async function listAutocomplete(orm: Orm) {
  return orm.select().from(demoAutocomplete).orderBy(asc(demoAutocomplete.id));
}

export async function listCalendarEvents(orm: Orm) {
  const rows = await orm
    .select()
    .from(demoCalendarEvents)
    .orderBy(asc(demoCalendarEvents.startsAt), asc(demoCalendarEvents.id));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    start: row.startsAt.toISOString(),
    end: row.endsAt.toISOString(),
    label: row.label,
    allDay: row.allDay,
    selectable: row.selectable,
  }));
}

function toDemoUser(row: UserRow): DemoUser {
  return {
    id: row.id,
    username: row.username,
    avatar: row.avatar,
    email: row.email,
    name: row.name,
    dob: row.dob,
    gender: row.gender,
    country: row.country,
    role: row.role,
    status: row.status,
    is_verified: row.isVerified,
    department: row.department,
    company: row.company,
    mobile: row.mobile,
    website: row.website,
    languages_known: row.languagesKnown,
    contact_options: row.contactOptions,
    location: row.location,
    social_links: row.socialLinks,
    ...(row.permissions ? { permissions: row.permissions } : {}),
    popularity: demoPopularityOf(row.popularity),
  };
}
