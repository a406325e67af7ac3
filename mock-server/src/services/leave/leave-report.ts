import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import {
  LEAVE_TYPE_VALUES,
  type DaysByType,
  type LeaveReport,
  type LeaveReportQuery,
  type MaybeDaysByType,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { publicHolidays } from '../../db/schema/core.js';
import { leaveRequests } from '../../db/schema/leave.js';
import { projectMembers, projects } from '../../db/schema/projects.js';
import type { AuthContext } from '../../http/app-types.js';
import { notFound } from '../../http/errors.js';
import { messagesIn, type Language } from '../../messages/messages.js';
import type { ExportColumn } from '../exports/table-export.js';
import { visibleProjectsWhere } from '../project-access.js';
import { holidaysByPeer, leaveDetailUserIds, namesOf, visibleUserIds } from './leave-context.js';
import { countLeaveDays, leaveDayParts, partsWithin } from './leave-days.js';
import type { ServiceContext } from '../service-context.js';

const emptyDays = (): DaysByType => ({ annual: 0, sick: 0, unpaid: 0, other: 0, total: 0 });

/**
 * Approved days off per peer and month within [from, to], by type, with totals; plus the approved and
 * pending absences overlapping the range (the team calendar). Level3 sees the company; others see the
 * peers of their projects and themselves. A project or peer filter outside that answers 404.
 * The split by type is left out for peers whose leave details the caller may not see (leaveDetailUserIds):
 * they show as days away only, and then the totals carry no split either.
 */
export async function leaveReportOf(ctx: ServiceContext, query: LeaveReportQuery): Promise<LeaveReport> {
  const { db, caller: auth } = ctx;
  const userIds = await reportedUserIds(db.orm, auth, query);
  const rows =
    userIds.length === 0
      ? []
      : await db.orm
          .select()
          .from(leaveRequests)
          .where(
            and(
              eq(leaveRequests.companyId, auth.companyId),
              inArray(leaveRequests.userId, userIds),
              inArray(leaveRequests.status, ['approved', 'pending']),
              lte(leaveRequests.fromDate, query.to),
              gte(leaveRequests.toDate, query.from),
            ),
          )
          .orderBy(asc(leaveRequests.fromDate));
  const [names, holidaysOf] = await Promise.all([
    namesOf(
      db.orm,
      rows.map((row) => row.userId),
    ),
    holidaysByPeer(
      db.orm,
      auth.companyId,
      rows.map((row) => row.userId),
    ),
  ]);
  const { cells, totals } = approvedDaysOf(rows, holidaysOf, query);
  const holidayRows = await db.orm
    .select({ day: publicHolidays.day, name: publicHolidays.name })
    .from(publicHolidays)
    .where(
      and(
        eq(publicHolidays.companyId, auth.companyId),
        gte(publicHolidays.day, query.from),
        lte(publicHolidays.day, query.to),
      ),
    )
    .orderBy(asc(publicHolidays.day));
  const peer = (id: string) => ({ _id: id, name: names.get(id) ?? '' });
  const detailed = await leaveDetailUserIds(db.orm, auth);
  const allDetailed = rows.every((row) => detailed.has(row.userId));
  return {
    rows: [...cells.values()]
      .sort(
        (a, b) =>
          (names.get(a.userId) ?? '').localeCompare(names.get(b.userId) ?? '') || a.month.localeCompare(b.month),
      )
      .map((cell) => ({
        peer: peer(cell.userId),
        month: cell.month,
        ...(detailed.has(cell.userId) ? cell.days : { total: cell.days.total }),
      })),
    totals: allDetailed ? totals : { total: totals.total },
    absences: rows.map((row) => ({
      _id: row.id,
      peer: peer(row.userId),
      ...(detailed.has(row.userId) ? { type: row.type } : {}),
      fromDate: row.fromDate,
      toDate: row.toDate,
      status: row.status,
      days: countLeaveDays(row, holidaysOf(row.userId)),
    })),
    holidays: holidayRows,
  };
}

/** The peers the report covers: those the caller sees, narrowed to a project's team and to one peer when asked. */
async function reportedUserIds(orm: Orm, auth: AuthContext, query: LeaveReportQuery): Promise<string[]> {
  let userIds = await visibleUserIds(orm, auth);
  if (query.projectId) {
    const [project] = await orm
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.id, query.projectId), visibleProjectsWhere(auth)));
    if (!project) throw notFound('notFound.project');
    const members = new Set(
      (
        await orm
          .select({ id: projectMembers.userId })
          .from(projectMembers)
          .where(eq(projectMembers.projectId, query.projectId))
      ).map((row) => row.id),
    );
    userIds = userIds.filter((id) => members.has(id));
  }
  if (query.userId) {
    if (!userIds.includes(query.userId) && !query.projectId) throw notFound('notFound.peer');
    userIds = userIds.filter((id) => id === query.userId);
  }
  return userIds;
}

/** Approved days within the range per peer and month, by type, and their totals. */
function approvedDaysOf(
  rows: ReadonlyArray<typeof leaveRequests.$inferSelect>,
  holidaysOf: Awaited<ReturnType<typeof holidaysByPeer>>,
  query: LeaveReportQuery,
) {
  const cells = new Map<string, { userId: string; month: string; days: DaysByType }>();
  const totals = emptyDays();
  for (const row of rows.filter((entry) => entry.status === 'approved')) {
    for (const part of partsWithin(leaveDayParts(row, holidaysOf(row.userId)), query.from, query.to)) {
      const month = part.day.slice(0, 7);
      const key = `${row.userId}|${month}`;
      const cell = cells.get(key) ?? { userId: row.userId, month, days: emptyDays() };
      cell.days[row.type] += part.amount;
      cell.days.total += part.amount;
      totals[row.type] += part.amount;
      totals.total += part.amount;
      cells.set(key, cell);
    }
  }
  return { cells, totals };
}

type ReportLine = { peer: string; month: string; days: MaybeDaysByType };

/**
 * The report's lines for an export: one per peer and month, then the totals. A split the caller may not see
 * is an empty cell, as in the JSON report.
 */
export function leaveReportLines(report: LeaveReport, language: Language): ReportLine[] {
  return [
    ...report.rows.map((row) => ({ peer: row.peer.name, month: row.month, days: row })),
    { peer: messagesIn(language)['leaveReport.total'], month: '', days: report.totals },
  ];
}

/** The export's columns in the reader's language: peer, month, the days of each type, the total. */
export function leaveReportColumns(language: Language): ExportColumn<ReportLine>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['leaveReport.column.peer'], width: 24, value: (line) => line.peer },
    { header: messages['leaveReport.column.month'], value: (line) => line.month },
    ...LEAVE_TYPE_VALUES.map((type): ExportColumn<ReportLine> => ({
      header: messages[`leave.type.${type}`],
      type: 'number',
      value: (line) => line.days[type],
    })),
    { header: messages['leaveReport.column.total'], type: 'number', value: (line) => line.days.total },
  ];
}
