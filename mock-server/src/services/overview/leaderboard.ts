import { and, asc, desc, eq, gte, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { LEADERBOARD_SIZE, type Leaderboard, type leaderboardQuerySchema } from '@timely/contract';
import { dayStartIn } from '../../db/day-start.js';
import { jobRoles, users } from '../../db/schema/core.js';
import { karmaAwards } from '../../db/schema/karma.js';
import { addDays } from '../availability/allocation.js';
import { competitionRanks, periodRange } from './overview-math.js';
import type { ServiceContext } from '../service-context.js';

type LeaderboardQuery = z.output<typeof leaderboardQuerySchema>;

/**
 * The karma leaderboard: points of karma_awards summed per recipient over the period (the caller's days in
 * their time zone, both ends included), the company's active peers only, optionally one job role; top 10, equal points share a rank.
 */
export async function karmaLeaderboard(
  ctx: ServiceContext,
  query: LeaderboardQuery,
  today: string,
  timeZone: string,
): Promise<Leaderboard> {
  const { orm } = ctx;
  const { companyId } = ctx.caller;
  const range =
    query.from && query.to
      ? { from: query.from, to: query.to }
      : periodRange(query.period, today, await ctx.workingWeek());
  const conditions: SQL[] = [
    eq(karmaAwards.companyId, companyId),
    eq(users.companyId, companyId),
    isNull(users.deletedAt),
  ];
  if (range)
    conditions.push(
      gte(karmaAwards.createdAt, dayStartIn(range.from, timeZone)),
      lt(karmaAwards.createdAt, dayStartIn(addDays(range.to, 1), timeZone)),
    );
  if (query.jobRoleId) conditions.push(eq(users.jobRoleId, query.jobRoleId));
  const points = sql<string>`sum(${karmaAwards.points})`;
  const rows = await orm
    .select({
      _id: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
      jobRoleId: jobRoles.id,
      jobRoleName: jobRoles.name,
      points,
      awards: sql<number>`count(*)::int`,
    })
    .from(karmaAwards)
    .innerJoin(users, eq(users.id, karmaAwards.recipientId))
    .leftJoin(jobRoles, eq(jobRoles.id, users.jobRoleId))
    .where(and(...conditions))
    .groupBy(users.id, users.name, users.avatarUrl, jobRoles.id, jobRoles.name)
    .orderBy(desc(points), asc(sql`lower(${users.name})`), asc(users.id))
    .limit(LEADERBOARD_SIZE);
  const values = rows.map((row) => Number(row.points));
  const ranks = competitionRanks(values);
  return {
    from: range?.from ?? null,
    to: range?.to ?? null,
    items: rows.map((row, index) => ({
      rank: ranks[index]!,
      _id: row._id,
      name: row.name,
      profilePic: ctx.pictureUrl(row.avatarUrl),
      jobRole: row.jobRoleId && row.jobRoleName ? { _id: row.jobRoleId, name: row.jobRoleName } : null,
      points: values[index]!,
      awards: Number(row.awards),
    })),
  };
}
