import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { LeaveRequest } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { users } from '../../db/schema/core.js';
import { type leaveRequests } from '../../db/schema/leave.js';
import { projectMembers, projects } from '../../db/schema/projects.js';
import type { AuthContext } from '../../http/app-types.js';
import type { CompanyDays } from '../calendar-days.js';
import { peerDaysOf } from '../company/company-days.js';
import { countLeaveDays } from './leave-days.js';

export type LeaveRow = typeof leaveRequests.$inferSelect;

/** One peer's public holidays (everyone's and their location's) as YYYY-MM-DD days, carrying the working week. */
export async function holidaysOf(orm: Orm, companyId: string, userId: string): Promise<CompanyDays> {
  return (await peerDaysOf(orm, companyId, [userId]))(userId);
}

/** Several peers' public holidays at once: a lookup by peer id (see holidaysOf). */
export async function holidaysByPeer(
  orm: Orm,
  companyId: string,
  userIds: readonly string[],
): Promise<(userId: string) => CompanyDays> {
  return peerDaysOf(orm, companyId, userIds);
}

/**
 * May `auth` approve or reject the leave of `requesterId` (docs/privacy.md)? level3: anyone of the
 * company; level2: members of projects they manage; level1: nobody. Nobody decides their own leave.
 */
export async function canApproveFor(orm: Orm, auth: AuthContext, requesterId: string): Promise<boolean> {
  if (requesterId === auth.userId) return false;
  if (auth.level === 'level3') return true;
  if (auth.level !== 'level2') return false;
  const [row] = rowsOf<{ ok: number }>(
    await orm.execute(sql`
    select 1 as ok from ${projectMembers} managed
    join ${projects} p on p.id = managed.project_id and p.deleted_at is null and p.company_id = ${auth.companyId}
    join ${projectMembers} member on member.project_id = managed.project_id and member.user_id = ${requesterId}
    where managed.user_id = ${auth.userId} and managed.role = 'manager' limit 1`),
  );
  return Boolean(row);
}

/** Ids of the peers whose requests `auth` may decide (see canApproveFor). */
export async function approvableUserIds(orm: Orm, auth: AuthContext): Promise<string[]> {
  if (auth.level === 'level3') {
    const rows = await orm
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, auth.companyId), isNull(users.deletedAt)));
    return rows.map((row) => row.id).filter((id) => id !== auth.userId);
  }
  if (auth.level !== 'level2') return [];
  const rows = rowsOf<{ id: string }>(
    await orm.execute(sql`
    select distinct member.user_id as id from ${projectMembers} managed
    join ${projects} p on p.id = managed.project_id and p.deleted_at is null and p.company_id = ${auth.companyId}
    join ${projectMembers} member on member.project_id = managed.project_id
    where managed.user_id = ${auth.userId} and managed.role = 'manager'`),
  );
  return rows.map((row) => row.id).filter((id) => id !== auth.userId);
}

/**
 * The peers whose leave type and reason `auth` may see (docs/privacy.md): always their own; level3
 * everyone's; level2 the people on projects they manage. Everyone else's leave shows as "away" + dates.
 */
export async function leaveDetailUserIds(orm: Orm, auth: AuthContext): Promise<Set<string>> {
  return new Set([auth.userId, ...(await approvableUserIds(orm, auth))]);
}

/** The peers `auth` sees in the report and calendar: level3 the company; others their project mates and themselves. */
export async function visibleUserIds(orm: Orm, auth: AuthContext): Promise<string[]> {
  if (auth.level === 'level3') {
    const rows = await orm
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, auth.companyId), isNull(users.deletedAt)));
    return rows.map((row) => row.id);
  }
  return [auth.userId, ...(await projectMateIds(orm, auth.companyId, auth.userId))];
}

/** Active peers sharing a live project with `userId`, not `userId` itself. */
export async function projectMateIds(orm: Orm, companyId: string, userId: string): Promise<string[]> {
  const rows = rowsOf<{ id: string }>(
    await orm.execute(sql`
    select distinct mate.user_id as id from ${projectMembers} mine
    join ${projects} p on p.id = mine.project_id and p.deleted_at is null and p.company_id = ${companyId}
    join ${projectMembers} mate on mate.project_id = mine.project_id
    join ${users} u on u.id = mate.user_id and u.deleted_at is null and u.is_active
    where mine.user_id = ${userId} and mate.user_id <> ${userId}`),
  );
  return rows.map((row) => row.id);
}

export async function namesOf(orm: Orm, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await orm
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** A request as the contract shows it; `canDecide` is worked out by the caller (it needs the rights). */
export function toLeaveRequest(
  row: LeaveRow,
  names: Map<string, string>,
  holidays: ReadonlySet<string>,
  auth: AuthContext,
  today: string,
  canDecide: boolean,
): LeaveRequest {
  return {
    _id: row.id,
    peer: { _id: row.userId, name: names.get(row.userId) ?? '' },
    type: row.type,
    fromDate: row.fromDate,
    toDate: row.toDate,
    halfDayStart: row.halfDayStart,
    halfDayEnd: row.halfDayEnd,
    reason: row.reason,
    days: countLeaveDays(row, holidays),
    status: row.status,
    decidedBy: row.decidedBy ? { _id: row.decidedBy, name: names.get(row.decidedBy) ?? '' } : null,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    decisionNote: row.decisionNote,
    createdAt: row.createdAt.toISOString(),
    canCancel:
      row.userId === auth.userId && (row.status === 'pending' || row.status === 'approved') && row.fromDate > today,
    canDecide: canDecide && row.status === 'pending',
  };
}
