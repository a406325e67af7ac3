import { and, asc, count, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import type { DayMode } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { rowsOf } from '../../db/rows-of.js';
import { users } from '../../db/schema/core.js';
import { leaveRequests } from '../../db/schema/leave.js';
import { workModeDays } from '../../db/schema/work-mode-days.js';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** How many of the company's active peers are where on each day asked. */
export type ModeCounts = { total: number; on(day: string): Record<DayMode, number> };

const NONE: Record<DayMode, number> = { office: 0, wfh: 0, field: 0, leave: 0 };

/** The company's active peers, as every people widget counts them. */
export const activePeersOf = (companyId: string) =>
  and(eq(users.companyId, companyId), isNull(users.deletedAt), eq(users.isActive, true));

/** Where the rule puts a peer with nothing marked on the day: today's status, else their default. */
function placeByDefault(day: string, today: string) {
  return sql`case
    when ${sql.raw(day)} = ${today}::date and status in ('office', 'wfh', 'field') then status
    when default_mode in ('office', 'wfh', 'field') then default_mode
    else 'office'
  end`;
}

/**
 * Where the company's active peers are on each of `days`, counted by the database by the rule of `dayModeOf`
 * (overview-math.ts: approved leave, then the day they planned, then today's status, then their default). Most
 * people have nothing marked on a given day: they are counted by kind (default and status, a dozen rows at most)
 * and placed by the rule's last two steps; each peer on leave or with a planned day is then moved out of that place
 * into the day's own. One row per day and place. The widgets read a thousand people's rows and days into the API
 * to count them before; mode-counts.test.ts checks the two ways agree for every kind of peer and day.
 */
export async function modeCountsOf(
  orm: Orm,
  companyId: string,
  days: readonly string[],
  today: string,
): Promise<ModeCounts> {
  for (const day of [...days, today]) if (!ISO_DAY.test(day)) throw new Error(`not a day: ${JSON.stringify(day)}`);
  const rows = rowsOf<{ day: string; mode: DayMode; peers: number }>(
    await orm.execute(sql`
      with asked as (select day from unnest(${`{${days.join(',')}}`}::date[]) as asked(day)),
        kinds as (
          select ${users.defaultWorkMode} as default_mode, ${users.currentStatus} as status, count(*)::int as peers
            from ${users} where ${activePeersOf(companyId)}
            group by 1, 2
        ),
        away as (
          select distinct ${leaveRequests.userId} as user_id, asked.day from ${leaveRequests}
            join asked on asked.day between ${leaveRequests.fromDate} and ${leaveRequests.toDate}
            where ${leaveRequests.companyId} = ${companyId} and ${leaveRequests.status} = 'approved'
        ),
        planned as (
          select ${workModeDays.userId} as user_id, ${workModeDays.day} as day, ${workModeDays.mode} as mode
            from ${workModeDays} join asked on asked.day = ${workModeDays.day}
            where ${workModeDays.companyId} = ${companyId}
        ),
        marked as (
          select ${users.defaultWorkMode} as default_mode, ${users.currentStatus} as status,
              coalesce(away.day, planned.day) as day,
              case when away.user_id is not null then 'leave' else planned.mode end as mode
            from away full join planned on planned.user_id = away.user_id and planned.day = away.day
            join ${users} on ${users.id} = coalesce(away.user_id, planned.user_id)
            where ${activePeersOf(companyId)}
        ),
        moves as (
          select asked.day, ${placeByDefault('asked.day', today)} as mode, peers from kinds cross join asked
          union all
          select day, ${placeByDefault('day', today)}, -1 from marked
          union all
          select day, mode, 1 from marked
        )
      select day::text as day, mode, sum(peers)::int as peers from moves group by 1, 2 having sum(peers) <> 0`),
  );
  const byDay = new Map<string, Record<DayMode, number>>();
  for (const row of rows) {
    const counts = byDay.get(row.day) ?? { ...NONE };
    counts[row.mode] += row.peers;
    byDay.set(row.day, counts);
  }
  // every peer is somewhere on each day: any day's counts add up to them all
  const first = byDay.get(days[0] ?? '');
  const total = first ? first.office + first.wfh + first.field + first.leave : 0;
  return { total, on: (day) => ({ ...(byDay.get(day) ?? NONE) }) };
}

/** How many active peers the company has. */
export async function activePeerCount(orm: Orm, companyId: string): Promise<number> {
  const [row] = await orm.select({ total: count() }).from(users).where(activePeersOf(companyId));
  return row?.total ?? 0;
}

/**
 * The approved leave overlapping `from`–`to` of the company's active peers, with their names, in the order the
 * widgets list people (name, then id).
 */
export function awayPeersOf(orm: Orm, companyId: string, { from, to }: { from: string; to: string }) {
  return orm
    .select({
      peerId: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
      fromDate: leaveRequests.fromDate,
      toDate: leaveRequests.toDate,
      halfDayStart: leaveRequests.halfDayStart,
      halfDayEnd: leaveRequests.halfDayEnd,
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(
      and(
        eq(leaveRequests.companyId, companyId),
        eq(leaveRequests.status, 'approved'),
        lte(leaveRequests.fromDate, to),
        gte(leaveRequests.toDate, from),
        activePeersOf(companyId),
      ),
    )
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id), asc(leaveRequests.fromDate));
}
