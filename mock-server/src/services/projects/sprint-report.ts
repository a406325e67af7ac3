import { and, eq, inArray } from 'drizzle-orm';
import type { BurndownDay, SprintBurndown, SprintReport, SprintReportPerson, SprintReportTask } from '@timely/contract';
import { users } from '../../db/schema/core.js';
import { karmaAwards } from '../../db/schema/karma.js';
import { apiError, conflict } from '../../http/errors.js';
import { holidaysOf, isNonWorkingDay } from '../tasks/task-view.js';
import { canManageProject } from './project-rights.js';
import { round2 } from './scores.js';
import { sprintTimeline, type SprintTimeline, type TaskState } from './sprint-timeline.js';
import { sprintAsApi, type SprintRow } from './sprint-view.js';
import { loadSprint } from './sprint-write.js';
import type { ServiceContext } from '../service-context.js';

const DAY_MS = 86_400_000;
const endOf = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS - 1);
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The working days from `startDate` to `endDate`: the company's working week, its public holidays left out.
 * A span without one (a sprint started and closed over a weekend) draws every day of it instead.
 */
export function workingDays(startDate: string, endDate: string, holidays: ReadonlySet<string>): string[] {
  const all: string[] = [];
  for (let time = Date.parse(`${startDate}T00:00:00Z`); time <= Date.parse(`${endDate}T00:00:00Z`); time += DAY_MS)
    all.push(new Date(time).toISOString().slice(0, 10));
  const working = all.filter((day) => !isNonWorkingDay(day, holidays));
  return working.length ? working : all.length ? all : [startDate];
}

const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);

/**
 * The days a started sprint's burndown draws (issue #49): from the day it was really started to the day it
 * was really closed; while open, to its planned end (or the start day, when it started after that).
 */
function burndownSpan(sprint: Pick<SprintRow, 'startedAt' | 'closedAt' | 'endDate'>): {
  from: string;
  to: string;
} {
  const from = dayOf(sprint.startedAt!);
  const planned = sprint.closedAt ? dayOf(new Date(sprint.closedAt.getTime() - 1)) : sprint.endDate;
  return { from, to: planned < from ? from : planned };
}

/**
 * The burndown of a started sprint from its task history (issue #27). At the end of each working day (UTC):
 * remaining = estimates of the tasks in the sprint not completed; completed = estimates completed; scope
 * added = estimates of tasks that entered after the start and since the day before was drawn (so work on a
 * weekend counts on the next working day); the last working day shows the state at the close (or now). The
 * days run from the real start to the real close (`burndownSpan`), so a sprint started early or closed
 * early draws too. The ideal line falls evenly from the committed hours to 0 at the end of the last working
 * day. Days after today, or after the close, are null. A closed sprint is read just before its close, when
 * its unfinished tasks were still in it.
 */
function burndownOf(
  sprint: SprintRow,
  timeline: SprintTimeline,
  holidays: ReadonlySet<string>,
  now: Date,
): SprintBurndown {
  const committed = Number(sprint.committedHours ?? 0);
  const startedAt = sprint.startedAt!;
  const span = burndownSpan(sprint);
  const days = workingDays(span.from, span.to, holidays);
  const last = sprint.closedAt ? new Date(sprint.closedAt.getTime() - 1) : now;
  const inSprint = (state: TaskState) => state.exists && state.sprintId === sprint.id;
  const points: BurndownDay[] = days.map((day, index) => {
    const idealHours = round2((committed * (days.length - index - 1)) / days.length);
    const dayStart = startOf(day);
    // the first day also covers the hours since the real start (a sprint started the Sunday before)
    if (dayStart > last && !(index === 0 && startedAt <= last))
      return { day, remainingHours: null, idealHours, scopeAddedHours: 0, completedHours: 0 };
    // the last working day also shows what happened after it, up to now or the close (a holiday Friday, weekend work)
    const at = endOf(day) < last && index < days.length - 1 ? endOf(day) : last;
    const previousEnd = index === 0 ? startedAt : endOf(days[index - 1]!);
    const from = previousEnd > startedAt ? previousEnd : startedAt;
    let remaining = 0;
    let completed = 0;
    let added = 0;
    for (const task of timeline.tasks) {
      const state = timeline.stateAt(task, at);
      if (!inSprint(state)) continue;
      if (state.status === 'completed') completed += state.estimateHours;
      else remaining += state.estimateHours;
      if (at > startedAt && !inSprint(timeline.stateAt(task, from))) added += state.estimateHours;
    }
    return {
      day,
      remainingHours: round2(remaining),
      idealHours,
      scopeAddedHours: round2(added),
      completedHours: round2(completed),
    };
  });
  return { sprintId: sprint.id, committedHours: round2(committed), days: points };
}

/** GET /v2/sprints/:id/burndown: current and closed sprints; a planned one has none yet (409). */
export async function sprintBurndown(ctx: ServiceContext, sprintId: string): Promise<SprintBurndown> {
  const { caller: auth } = ctx;
  const { sprint } = await loadSprint(ctx.orm, auth, sprintId, 'view');
  if (!sprint.startedAt) throw conflict(apiError('sprint.noBurndownYet'));
  return burndownOf(
    sprint,
    await sprintTimeline(ctx.orm, sprintId),
    await holidaysOf(ctx.orm, auth.companyId),
    ctx.now(),
  );
}

type Person = { _id: string; name: string; profilePic: string | null };

/**
 * GET /v2/sprints/:id/report (closed sprints; 409 before): the frozen snapshot (with the sprint), the
 * tasks completed, spilled (and where they went) and added after the start, each assignee's hours and
 * karma, and the burndown. Tasks are as they were just before the close.
 */
export async function sprintReport(ctx: ServiceContext, sprintId: string): Promise<SprintReport> {
  const { caller: auth } = ctx;
  const orm = ctx.orm;
  const { sprint, project } = await loadSprint(orm, auth, sprintId, 'view');
  if (!sprint.closedAt || !sprint.startedAt) throw conflict(apiError('sprint.noReportYet'));
  const canManage = canManageProject(auth, project.managerIds);
  const api = await sprintAsApi(ctx, sprint, project.row.scoringUnit, canManage);
  const timeline = await sprintTimeline(orm, sprintId);
  const holidays = await holidaysOf(orm, auth.companyId);
  const atClose = new Date(sprint.closedAt.getTime() - 1);
  const startedAt = sprint.startedAt;
  const inSprint = (state: TaskState) => state.exists && state.sprintId === sprintId;
  const entries = timeline.tasks
    .map((task) => ({ task, state: timeline.stateAt(task, atClose), after: timeline.stateAt(task, sprint.closedAt!) }))
    .filter((entry) => inSprint(entry.state))
    .sort(
      (a, b) => a.task.row.rank - b.task.row.rank || a.task.row.createdAt.getTime() - b.task.row.createdAt.getTime(),
    );
  const personIds = [
    ...new Set(entries.map((entry) => entry.state.assigneeId).filter((id): id is string => id !== null)),
  ];
  const completedIds = entries.filter((entry) => entry.state.status === 'completed').map((entry) => entry.task.row.id);
  const awards = completedIds.length
    ? await orm
        .select({ recipientId: karmaAwards.recipientId, points: karmaAwards.points })
        .from(karmaAwards)
        .where(inArray(karmaAwards.taskId, completedIds))
    : [];
  const personOf = await peopleByIdOf(ctx, [...new Set([...personIds, ...awards.map((award) => award.recipientId)])]);

  const toReportTask = ({ task, state, after }: (typeof entries)[number]): SprintReportTask => ({
    _id: task.row.id,
    title: task.row.title,
    assignee: state.assigneeId ? (personOf.get(state.assigneeId) ?? null) : null,
    estimateHours: state.estimateHours,
    actualHours: state.status === 'completed' ? state.actualHours : null,
    status: state.status as SprintReportTask['status'],
    scopeAdded: !inSprint(timeline.stateAt(task, startedAt)),
    movedTo: state.status === 'completed' || after.sprintId === sprintId ? null : after.sprintId ? 'next' : 'backlog',
  });
  const listed = entries.map(toReportTask);

  return {
    sprint: api,
    completedTasks: listed.filter((task) => task.status === 'completed'),
    spilledTasks: listed.filter((task) => task.status !== 'completed'),
    scopeAddedTasks: listed.filter((task) => task.scopeAdded),
    people: peopleRowsOf(listed, awards, personOf),
    burndown: burndownOf(sprint, timeline, holidays, ctx.now()),
  };
}

/** The people a report names, by id, as the API shows a person. */
async function peopleByIdOf(ctx: ServiceContext, ids: string[]): Promise<Map<string, Person>> {
  const { orm, caller: auth } = ctx;
  const people = ids.length
    ? await orm
        .select({ _id: users.id, name: users.name, avatarUrl: users.avatarUrl })
        .from(users)
        .where(and(inArray(users.id, ids), eq(users.companyId, auth.companyId)))
    : [];
  return new Map(
    people.map((row) => [row._id, { _id: row._id, name: row.name, profilePic: ctx.pictureUrl(row.avatarUrl) }]),
  );
}

/** Each assignee's tasks, hours and karma (nobody's tasks last), by name. */
function peopleRowsOf(
  listed: readonly SprintReportTask[],
  awards: ReadonlyArray<{ recipientId: string; points: string }>,
  personOf: ReadonlyMap<string, Person>,
): SprintReportPerson[] {
  const byPerson = new Map<string | null, SprintReportPerson>();
  const rowFor = (id: string | null) => {
    let row = byPerson.get(id);
    if (!row) {
      row = {
        person: id ? (personOf.get(id) ?? null) : null,
        tasksTotal: 0,
        tasksCompleted: 0,
        estimateHours: 0,
        completedHours: 0,
        actualHours: 0,
        karmaPoints: 0,
      };
      byPerson.set(id, row);
    }
    return row;
  };
  for (const task of listed) {
    const row = rowFor(task.assignee?._id ?? null);
    row.tasksTotal += 1;
    row.estimateHours = round2(row.estimateHours + task.estimateHours);
    if (task.status === 'completed') {
      row.tasksCompleted += 1;
      row.completedHours = round2(row.completedHours + task.estimateHours);
      row.actualHours = round2(row.actualHours + (task.actualHours ?? 0));
    }
  }
  for (const award of awards) {
    const row = rowFor(award.recipientId);
    row.karmaPoints = round2(row.karmaPoints + Number(award.points));
  }
  return [...byPerson.values()].sort((a, b) =>
    a.person ? (b.person ? a.person.name.localeCompare(b.person.name) : -1) : 1,
  );
}
