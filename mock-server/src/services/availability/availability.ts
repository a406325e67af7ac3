import { and, asc, count, eq, exists, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  companyWeek,
  type availabilityQuerySchema,
  type AvailabilityPage,
  type readyToOnboardQuerySchema,
  type ReadyPeer,
  type ReadyToOnboardPage,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { idIn } from '../../db/id-in.js';
import { designations, jobRoles, users } from '../../db/schema/core.js';
import { projectMembers } from '../../db/schema/projects.js';
import { assigneeSpanHours } from '../../db/schema/sprints.js';
import { peerDaysOf, type KnownPeerDays } from '../company/company-days.js';
import { approvedLeaveOf } from '../leave/approved-leave.js';
import {
  addDays,
  capacityBetween,
  combinedAllocation,
  freeFrom,
  READY_THRESHOLD,
  weeklyLoad,
  type LeaveSpan,
  type SprintLoad,
  type WeekLoad,
} from './allocation.js';
import type { ServiceContext } from '../service-context.js';
import { sideBySide } from '../../db/side-by-side.js';
import { containsPattern } from '../../db/like-pattern.js';
import { peersMatching } from '../peers/peer-search.js';

type AvailabilityQuery = z.output<typeof availabilityQuerySchema>;
type ReadyQuery = z.output<typeof readyToOnboardQuerySchema>;

const WEEKS_BACK = 4;
/** How far "free from" looks ahead for someone busy now. */
const FREE_FROM_HORIZON = 12;

/**
 * The heatmap: a page of the caller's company's active peers, each with hours, capacity and allocation per
 * week. `today` is the caller's, in their time zone; the working week is the one read with the session.
 */
export async function availabilityPage(
  ctx: ServiceContext,
  query: AvailabilityQuery,
  today: string,
): Promise<AvailabilityPage> {
  const { orm } = ctx;
  const workingWeek = await ctx.workingWeek();
  const { companyId } = ctx.caller;
  const where = and(...peerConditions(companyId, query));
  const [rows, [counted]] = await Promise.all([
    selectAvailabilityPeers(orm)
      .where(where)
      .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    orm.select({ total: count() }).from(users).where(where),
  ]);
  // the columns are the company's weeks (Sunday to Saturday for a Sunday-to-Thursday company)
  const week = companyWeek(workingWeek);
  const first = week.weekStart(query.from ?? addDays(week.weekStart(today), -7 * WEEKS_BACK));
  const weeks = Array.from({ length: query.weeks }, (_, n) => addDays(first, n * 7));
  // the page's locations came with its rows
  const loads = await loadsOf(
    orm,
    companyId,
    rows.map((row) => row.id),
    weeks,
    { locations: new Map(rows.map((row) => [row.id, row.locationId])), workingWeek, wholeCompany: false },
  );
  const total = counted?.total ?? 0;
  return {
    weeks,
    items: rows.map((row) => ({ peer: toAvailabilityPeer(ctx, row), cells: loads(row.id) })),
    total,
    page: query.page,
    perPage: query.perPage,
    totalPages: Math.ceil(total / query.perPage),
  };
}

/**
 * The caller's company's peers under 50 % over this week and the next (`today` is the caller's), least loaded
 * first. Who is ready is worked out from every peer's id and name; their rows and the weeks after the next
 * ("free from") are read and worked out for the page's peers only.
 */
export async function readyToOnboardPage(
  ctx: ServiceContext,
  query: ReadyQuery,
  today: string,
): Promise<ReadyToOnboardPage> {
  const { orm } = ctx;
  const workingWeek = await ctx.workingWeek();
  const { companyId } = ctx.caller;
  const peers = await orm
    .select({ id: users.id, name: users.name, locationId: users.locationId })
    .from(users)
    .where(and(...peerConditions(companyId, query)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  const thisWeek = companyWeek(workingWeek).weekStart(today);
  const weeks = Array.from({ length: FREE_FROM_HORIZON }, (_, n) => addDays(thisWeek, n * 7));
  // unfiltered, the peers are every active one of the company: their hours and leave are read by company, not
  // by a list of a thousand ids; their locations are those just read, the working week the session's
  const loads = await loadsOf(
    orm,
    companyId,
    peers.map((peer) => peer.id),
    weeks,
    {
      locations: new Map(peers.map((peer) => [peer.id, peer.locationId])),
      workingWeek,
      wholeCompany: !query.jobRoleId && !query.search,
    },
  );
  const ready = peers.flatMap((peer) => {
    // this week and the next decide
    const allocation = combinedAllocation(loads(peer.id, 2));
    return allocation !== null && allocation >= READY_THRESHOLD ? [] : [{ ...peer, allocation }];
  });
  ready.sort((a, b) => (a.allocation ?? 0) - (b.allocation ?? 0) || a.name.localeCompare(b.name));
  const start = (query.page - 1) * query.perPage;
  const page = ready.slice(start, start + query.perPage);
  const rows = page.length
    ? await selectAvailabilityPeers(orm).where(
        and(
          eq(users.companyId, companyId),
          idIn(
            users.id,
            page.map((peer) => peer.id),
          ),
        ),
      )
    : [];
  const rowOf = new Map(rows.map((row) => [row.id, row]));
  return {
    items: page.flatMap((peer) => {
      const row = rowOf.get(peer.id);
      if (!row) return [];
      return [
        {
          ...toAvailabilityPeer(ctx, row),
          workingHours: row.workingHours,
          currentStatus: row.currentStatus as ReadyPeer['currentStatus'],
          allocation: peer.allocation,
          freeFrom: freeFrom(loads(peer.id), today) ?? today,
        },
      ];
    }),
    total: ready.length,
    page: query.page,
    perPage: query.perPage,
    totalPages: Math.ceil(ready.length / query.perPage),
  };
}

function selectAvailabilityPeers(orm: Orm) {
  return orm
    .select({
      id: users.id,
      name: users.name,
      employeeId: users.employeeId,
      avatarUrl: users.avatarUrl,
      workingHours: users.workingHours,
      currentStatus: users.currentStatus,
      jobRoleId: users.jobRoleId,
      jobRoleName: jobRoles.name,
      designationId: users.designationId,
      designationName: designations.name,
      locationId: users.locationId,
    })
    .from(users)
    .leftJoin(jobRoles, eq(users.jobRoleId, jobRoles.id))
    .leftJoin(designations, eq(users.designationId, designations.id))
    .$dynamic();
}
type AvailabilityPeerRow = Awaited<ReturnType<ReturnType<typeof selectAvailabilityPeers>['execute']>>[number];

function toAvailabilityPeer(ctx: ServiceContext, row: AvailabilityPeerRow) {
  return {
    _id: row.id,
    name: row.name,
    employeeId: row.employeeId,
    profilePic: ctx.pictureUrl(row.avatarUrl),
    jobRole: row.jobRoleId && row.jobRoleName ? { _id: row.jobRoleId, name: row.jobRoleName } : null,
    designation:
      row.designationId && row.designationName ? { _id: row.designationId, name: row.designationName } : null,
  };
}

/**
 * The active peers of the company that the filters leave: a job role, a project's team, and a search of the name,
 * email or employee id (both lists are level3's, who may search by employee id: docs/privacy.md).
 */
function peerConditions(
  companyId: string,
  query: { jobRoleId?: string | undefined; projectId?: string | undefined; search?: string | undefined },
): SQL[] {
  const list: SQL[] = [eq(users.companyId, companyId), isNull(users.deletedAt), eq(users.isActive, true)];
  if (query.search) list.push(peersMatching(containsPattern(query.search), { byEmployeeId: true }));
  if (query.jobRoleId) list.push(eq(users.jobRoleId, query.jobRoleId));
  if (query.projectId) {
    list.push(
      exists(
        sql`(select 1 from ${projectMembers} where ${projectMembers.projectId} = ${query.projectId} and ${projectMembers.userId} = ${users.id})`,
      ),
    );
  }
  return list;
}

/**
 * What the caller knows of the peers it asks about: their locations (read with them), the company's working
 * week, and whether they are every active peer of the company, whose rows are then read by company (a peer not
 * asked about is not looked up).
 */
type KnownPeers = KnownPeerDays & { wholeCompany: boolean };

/**
 * Everything the weeks need for these peers, read in three queries: their tasks' hours per span of sprint dates
 * (deleted tasks, sprints and projects left out), their approved leave, the company's holidays.
 */
export async function loadsOf(
  orm: Orm,
  companyId: string,
  peerIds: string[],
  weeks: string[],
  known?: KnownPeers,
): Promise<(peerId: string, weekCount?: number) => WeekLoad[]> {
  if (!peerIds.length || !weeks.length) return () => [];
  const everyone = known?.wholeCompany === true;
  const from = weeks[0]!;
  const to = addDays(weeks[weeks.length - 1]!, 6);
  const [sprintRows, leaveRows, holidays] = await sideBySide(orm, [
    // each peer's hours per span of sprint dates, kept as tasks, sprints and projects are written (migration 0500)
    async () =>
      orm
        .select({
          peerId: assigneeSpanHours.assigneeId,
          startDate: assigneeSpanHours.startDate,
          endDate: assigneeSpanHours.endDate,
          hours: assigneeSpanHours.hours,
        })
        .from(assigneeSpanHours)
        .where(
          and(
            eq(assigneeSpanHours.companyId, companyId),
            everyone ? undefined : idIn(assigneeSpanHours.assigneeId, peerIds),
            lte(assigneeSpanHours.startDate, to),
            gte(assigneeSpanHours.endDate, from),
          ),
        ),
    async () => approvedLeaveOf(orm, companyId, everyone ? 'everyone' : peerIds, { from, to }),
    async () => peerDaysOf(orm, companyId, known ?? peerIds, { from, to }),
  ]);
  const sprintsOf = groupBy(
    sprintRows.map((row): SprintLoad & { peerId: string | null } => ({
      peerId: row.peerId,
      startDate: row.startDate,
      endDate: row.endDate,
      hours: Number(row.hours),
    })),
  );
  const leavesOf = groupBy<LeaveSpan & { peerId: string | null }>(leaveRows);
  return (peerId, weekCount = weeks.length) =>
    weeklyLoad(weeks.slice(0, weekCount), sprintsOf.get(peerId) ?? [], leavesOf.get(peerId) ?? [], holidays(peerId));
}

function groupBy<Row extends { peerId: string | null }>(rows: Row[]): Map<string, Row[]> {
  const map = new Map<string, Row[]>();
  for (const row of rows) {
    if (!row.peerId) continue;
    const rows = map.get(row.peerId);
    if (rows) rows.push(row);
    else map.set(row.peerId, [row]);
  }
  return map;
}

/**
 * The hours these people can work between two days, both included (a sprint's dates, issue #49): each
 * one's working days at 8 h less the company's holidays and their approved leave, summed.
 */
export async function teamCapacity(
  orm: Orm,
  companyId: string,
  peerIds: readonly string[],
  spans: ReadonlyArray<{ from: string; to: string }>,
): Promise<Array<{ hours: number; people: number }>> {
  if (!spans.length) return [];
  if (!peerIds.length) return spans.map(() => ({ hours: 0, people: 0 }));
  const from = spans.reduce((first, span) => (span.from < first ? span.from : first), spans[0]!.from);
  const to = spans.reduce((last, span) => (span.to > last ? span.to : last), spans[0]!.to);
  const [active, leaveRows, holidays] = await sideBySide(orm, [
    async () =>
      orm
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.companyId, companyId),
            idIn(users.id, peerIds),
            isNull(users.deletedAt),
            eq(users.isActive, true),
          ),
        ),
    async () => approvedLeaveOf(orm, companyId, [...peerIds], { from, to }),
    async () => peerDaysOf(orm, companyId, peerIds, { from, to }),
  ]);
  const leavesOf = groupBy<LeaveSpan & { peerId: string | null }>(leaveRows);
  return spans.map((span) => ({
    hours: active.reduce(
      (sum, peer) => sum + capacityBetween(span.from, span.to, leavesOf.get(peer.id) ?? [], holidays(peer.id)),
      0,
    ),
    people: active.length,
  }));
}
