import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DayMode, HeadCount, NextWeekAvailability, WorkModeWeek } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { publicHolidays, users } from '../../db/schema/core.js';
import { workModeDays } from '../../db/schema/work-mode-days.js';
import { workingWeekOfCompany } from '../company/company-days.js';
import { dayModeOf, nextWorkWeekOf, sharePercents, workWeekOf, type WorkMode } from './overview-math.js';
import { approvedLeaveOf, type ApprovedLeave } from '../leave/approved-leave.js';
import type { ServiceContext } from '../service-context.js';
import { sideBySide } from '../../db/side-by-side.js';

type Peer = { id: string; name: string; avatarUrl: string | null; defaultWorkMode: string; currentStatus: string };

/** Everything the people widgets need for some days: active peers, recorded days, approved leave, holidays. */
type PeopleDays = {
  peers: Peer[];
  holidays: Map<string, string>;
  /** Where the peer is that day (leave wins). */
  modeOf(peer: Peer, day: string): DayMode;
  /** The approved leave covering the day, if any. */
  leaveOf(peer: Peer, day: string): ApprovedLeave | undefined;
  /** The work mode the peer recorded for the day, if any. */
  plannedOf(peer: Peer, day: string): WorkMode | null;
};

export async function loadPeopleDays(
  orm: Orm,
  companyId: string,
  days: string[],
  today: string,
  onlyUserId?: string,
): Promise<PeopleDays> {
  const from = days.reduce((a, b) => (a < b ? a : b));
  const to = days.reduce((a, b) => (a > b ? a : b));
  const peers = await orm
    .select({
      id: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
      defaultWorkMode: users.defaultWorkMode,
      currentStatus: users.currentStatus,
    })
    .from(users)
    .where(
      and(
        eq(users.companyId, companyId),
        isNull(users.deletedAt),
        eq(users.isActive, true),
        onlyUserId ? eq(users.id, onlyUserId) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  // the whole company's days are read by company, not by a list of every peer's id; a row of someone not in
  // `peers` (deactivated) is never looked up
  const whose = onlyUserId ? [onlyUserId] : 'everyone';
  const [recorded, leaves, holidayRows] = peers.length
    ? await sideBySide(orm, [
        async () => recordedModesOf(orm, companyId, whose, from, to),
        async () => approvedLeaveOf(orm, companyId, whose, { from, to }),
        async () => companyHolidaysOf(orm, companyId, from, to),
      ])
    : [[], [], []];
  const recordedModes = new Map(recorded.map((row) => [`${row.userId}:${row.day}`, row.mode as WorkMode]));
  const plannedOf = (peer: Peer, day: string) => recordedModes.get(`${peer.id}:${day}`) ?? null;
  const leavesOf = new Map<string, ApprovedLeave[]>();
  for (const leave of leaves) {
    const own = leavesOf.get(leave.peerId);
    if (own) own.push(leave);
    else leavesOf.set(leave.peerId, [leave]);
  }
  const leaveOf = (peer: Peer, day: string) =>
    leavesOf.get(peer.id)?.find((leave) => leave.fromDate <= day && leave.toDate >= day);
  return {
    peers,
    holidays: new Map(holidayRows.map((row) => [row.day, row.name])),
    leaveOf,
    plannedOf,
    modeOf: (peer, day) =>
      dayModeOf({
        onLeave: leaveOf(peer, day) !== undefined,
        recorded: plannedOf(peer, day),
        isToday: day === today,
        currentStatus: peer.currentStatus,
        defaultWorkMode: peer.defaultWorkMode,
      }),
  };
}

function recordedModesOf(orm: Orm, companyId: string, ids: string[] | 'everyone', from: string, to: string) {
  return orm
    .select({ userId: workModeDays.userId, day: workModeDays.day, mode: workModeDays.mode })
    .from(workModeDays)
    .where(
      and(
        eq(workModeDays.companyId, companyId),
        ids === 'everyone' ? undefined : inArray(workModeDays.userId, ids),
        gte(workModeDays.day, from),
        lte(workModeDays.day, to),
      ),
    );
}

function companyHolidaysOf(orm: Orm, companyId: string, from: string, to: string) {
  return orm
    .select({ day: publicHolidays.day, name: publicHolidays.name })
    .from(publicHolidays)
    .where(
      // the company-wide holidays: one location's day off is not the whole company's
      and(
        eq(publicHolidays.companyId, companyId),
        isNull(publicHolidays.locationId),
        gte(publicHolidays.day, from),
        lte(publicHolidays.day, to),
      ),
    );
}

function countModes(people: PeopleDays, day: string): Record<DayMode, number> {
  const counts: Record<DayMode, number> = { office: 0, wfh: 0, field: 0, leave: 0 };
  for (const peer of people.peers) counts[people.modeOf(peer, day)] += 1;
  return counts;
}

/** Today's active peers by where they are; approved leave covering today overrides the work mode. */
export async function headCount(ctx: ServiceContext, today: string): Promise<HeadCount> {
  const people = await loadPeopleDays(ctx.orm, ctx.caller.companyId, [today], today);
  const counts = countModes(people, today);
  return { day: today, ...counts, total: people.peers.length, holiday: people.holidays.get(today) ?? null };
}

/** The company's working days of this week: per day where people are, and the office/WFH/field shares of those at work. */
export async function workModeWeek(ctx: ServiceContext, today: string): Promise<WorkModeWeek> {
  const { orm } = ctx;
  const { companyId } = ctx.caller;
  const days = workWeekOf(today, await workingWeekOfCompany(orm, companyId));
  const people = await loadPeopleDays(orm, companyId, days, today);
  return {
    weekStart: days[0]!,
    total: people.peers.length,
    days: days.map((day) => {
      const holiday = people.holidays.get(day) ?? null;
      // nobody works on a public holiday: the day shows, with nothing to share out
      const counts = holiday ? { office: 0, wfh: 0, field: 0, leave: 0 } : countModes(people, day);
      const [officePercent, wfhPercent, fieldPercent] = sharePercents([counts.office, counts.wfh, counts.field]);
      return {
        day,
        holiday,
        ...counts,
        working: counts.office + counts.wfh + counts.field,
        officePercent: officePercent!,
        wfhPercent: wfhPercent!,
        fieldPercent: fieldPercent!,
      };
    }),
  };
}

/** The company's working days of next week: who is away on approved leave (everyone on a public holiday) and who is available. */
export async function nextWeekAvailability(ctx: ServiceContext, today: string): Promise<NextWeekAvailability> {
  const { orm } = ctx;
  const { companyId } = ctx.caller;
  const days = nextWorkWeekOf(today, await workingWeekOfCompany(orm, companyId));
  const people = await loadPeopleDays(orm, companyId, days, today);
  const total = people.peers.length;
  return {
    weekStart: days[0]!,
    total,
    days: days.map((day) => {
      const holiday = people.holidays.get(day) ?? null;
      if (holiday) return { day, holiday, available: 0, away: total, awayPeers: [] };
      const awayPeers = people.peers.flatMap((peer) => {
        const leave = people.leaveOf(peer, day);
        if (!leave) return [];
        const halfDay = (day === leave.fromDate && leave.halfDayStart) || (day === leave.toDate && leave.halfDayEnd);
        return [{ _id: peer.id, name: peer.name, profilePic: ctx.pictureUrl(peer.avatarUrl), halfDay }];
      });
      return { day, holiday, available: total - awayPeers.length, away: awayPeers.length, awayPeers };
    }),
  };
}
