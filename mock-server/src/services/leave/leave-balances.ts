import { and, eq, inArray, lte, gte } from 'drizzle-orm';
import { LEAVE_TYPE_VALUES, type LeaveBalance, type LeaveTypeValue } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { sideBySide } from '../../db/side-by-side.js';
import { leaveRequests } from '../../db/schema/leave.js';
import { leavePolicies } from '../../db/schema/leave-policy.js';
import { users } from '../../db/schema/core.js';
import { leaveDayParts } from './leave-days.js';

export type PolicyEntry = { daysPerYear: number | null; carryOverCap: number };

/** What a company without its own `leave_policies` rows gets. A null allowance means no yearly limit. */
export const DEFAULT_LEAVE_POLICY: Record<LeaveTypeValue, PolicyEntry> = {
  annual: { daysPerYear: 20, carryOverCap: 5 },
  sick: { daysPerYear: 10, carryOverCap: 0 },
  unpaid: { daysPerYear: null, carryOverCap: 0 },
  other: { daysPerYear: 3, carryOverCap: 0 },
};

export async function policyOf(orm: Orm, companyId: string): Promise<Record<LeaveTypeValue, PolicyEntry>> {
  const rows = await orm.select().from(leavePolicies).where(eq(leavePolicies.companyId, companyId));
  const policy = { ...DEFAULT_LEAVE_POLICY };
  for (const row of rows)
    policy[row.type] = {
      daysPerYear: row.daysPerYear === null ? null : Number(row.daysPerYear),
      carryOverCap: Number(row.carryOverCap),
    };
  return policy;
}

type Usage = Record<LeaveTypeValue, { used: number; pending: number }>;

/** Approved (used) and pending days of one peer within a calendar year, per type. */
async function usageOf(
  orm: Orm,
  userId: string,
  year: number,
  holidays: ReadonlySet<string>,
  excludeRequestId?: string,
): Promise<Usage> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const rows = await orm
    .select()
    .from(leaveRequests)
    .where(
      and(
        eq(leaveRequests.userId, userId),
        inArray(leaveRequests.status, ['approved', 'pending']),
        lte(leaveRequests.fromDate, to),
        gte(leaveRequests.toDate, from),
      ),
    );
  const usage = Object.fromEntries(LEAVE_TYPE_VALUES.map((type) => [type, { used: 0, pending: 0 }])) as Usage;
  for (const row of rows) {
    if (row.id === excludeRequestId) continue;
    const days = leaveDayParts(row, holidays)
      .filter((part) => part.day >= from && part.day <= to)
      .reduce((sum, part) => sum + part.amount, 0);
    usage[row.type][row.status === 'approved' ? 'used' : 'pending'] += days;
  }
  return usage;
}

/** The day the peer started: their hire date, or the day their account was made when none is recorded. */
async function startOf(orm: Orm, userId: string): Promise<string | null> {
  const [row] = await orm
    .select({ hireDate: users.hireDate, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) return null;
  return row.hireDate ?? row.createdAt.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;
const daysOf = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/**
 * A year's allowance for a peer who started on `start` (docs/leave.md#proration): the whole allowance for a
 * year they were there from 1 January; none for a year before they started; in the year they started, the
 * share of the year's calendar days from the start day to 31 December, rounded to the nearest half day
 * (hired 1 July with 20 days a year: 20 × 184 ÷ 365 = 10.08, so 10).
 */
export function proratedAllowance(daysPerYear: number, year: number, start: string | null): number {
  if (!start) return daysPerYear;
  const startYear = Number(start.slice(0, 4));
  if (startYear < year) return daysPerYear;
  if (startYear > year) return 0;
  const share = daysOf(start, `${year}-12-31`) / daysOf(`${year}-01-01`, `${year}-12-31`);
  return Math.round(daysPerYear * share * 2) / 2;
}

/**
 * Balances of a year: the allowance (prorated in the year the peer started), plus what was left of last
 * year's allowance up to the carry-over cap (only when the peer worked last year: nothing carries into the
 * year they started), minus approved days. Pending days are shown apart; they do not reduce `remaining`
 * until approved.
 */
export async function balancesOf(
  orm: Orm,
  companyId: string,
  userId: string,
  year: number,
  holidays: ReadonlySet<string>,
  excludeRequestId?: string,
): Promise<LeaveBalance[]> {
  const policy = await policyOf(orm, companyId);
  const [current, previous, start] = await sideBySide(orm, [
    () => usageOf(orm, userId, year, holidays, excludeRequestId),
    () => usageOf(orm, userId, year - 1, holidays, excludeRequestId),
    () => startOf(orm, userId),
  ]);
  const workedLastYear = start !== null && Number(start.slice(0, 4)) < year;
  return LEAVE_TYPE_VALUES.map((type) => {
    const { daysPerYear, carryOverCap } = policy[type];
    if (daysPerYear === null)
      return {
        type,
        entitled: null,
        carriedOver: 0,
        used: current[type].used,
        pending: current[type].pending,
        remaining: null,
      };
    const entitled = proratedAllowance(daysPerYear, year, start);
    const lastYears = proratedAllowance(daysPerYear, year - 1, start);
    const carriedOver = workedLastYear ? Math.min(carryOverCap, Math.max(0, lastYears - previous[type].used)) : 0;
    return {
      type,
      entitled,
      carriedOver,
      used: current[type].used,
      pending: current[type].pending,
      remaining: entitled + carriedOver - current[type].used,
    };
  });
}
