import { and, asc, eq, gte, inArray, isNull, lte, ne } from 'drizzle-orm';
import type { CurrentStatus, ProjectOverview } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { jobRoles, users } from '../../db/schema/core.js';
import { leaveRequests } from '../../db/schema/leave.js';
import { projectMembers } from '../../db/schema/projects.js';
import { tasks } from '../../db/schema/sprints.js';
import type { LoadedProject } from './project-rights.js';
import { toProjects } from './project-view.js';
import { isoToday, sprintsOfProjects } from './sprint-view.js';
import { velocityOf } from './velocity.js';
import type { ServiceContext } from '../service-context.js';

/** GET /v2/projects/:id/overview: the project, planned vs actual per sprint, the current sprint and the team today. */
export async function projectOverview(ctx: ServiceContext, loaded: LoadedProject): Promise<ProjectOverview> {
  const orm = ctx.orm;
  const today = isoToday(ctx.now());
  const [project] = await toProjects(ctx, [loaded.row]);
  const list = await sprintsOfProjects(ctx, [loaded.row.id], today, () => project!.canManage);
  const current = list.find((sprint) => sprint.status === 'current') ?? null;
  const remaining = current ? await remainingTasksOf(orm, current._id) : [];
  const { team, awayIds } = await teamToday(orm, loaded.row.id, today);
  return {
    project: project!,
    plannedVsActual: list.map((sprint) => ({
      sprintId: sprint._id,
      number: sprint.number,
      name: sprint.name,
      planned: sprint.snapshot.committedHours,
      actual: sprint.snapshot.actualHours,
      closed: sprint.status === 'completed',
    })),
    currentSprint: current && {
      _id: current._id,
      number: current.number,
      name: current.name,
      goal: current.goal,
      startDate: current.startDate,
      endDate: current.endDate,
      tasksTotal: current.tasksTotal,
      tasksCompleted: current.tasksCompleted,
      remainingTasks: remaining.map((task) => ({ ...task, estimateHours: Number(task.estimateHours) })),
    },
    velocity: velocityOf(list, loaded.row.scoringUnit),
    team: team.map((person) => ({
      _id: person._id,
      name: person.name,
      profilePic: ctx.pictureUrl(person.avatarUrl),
      role: person.role,
      level: person.level,
      jobRole: person.jobRole,
      currentStatus: awayIds.has(person._id) ? 'leave' : (person.currentStatus as CurrentStatus),
    })),
  };
}

/** The tasks of the current sprint not completed yet, oldest first. */
async function remainingTasksOf(orm: Orm, sprintId: string) {
  return orm
    .select({
      _id: tasks.id,
      title: tasks.title,
      status: tasks.status,
      estimateHours: tasks.estimateHours,
      assignee: users.name,
    })
    .from(tasks)
    .leftJoin(users, eq(users.id, tasks.assigneeId))
    .where(and(eq(tasks.sprintId, sprintId), ne(tasks.status, 'completed'), isNull(tasks.deletedAt)))
    .orderBy(asc(tasks.createdAt), asc(tasks.id));
}

/** The project's team, and which of them are on approved leave today. */
async function teamToday(orm: Orm, projectId: string, today: string) {
  const team = await orm
    .select({
      _id: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
      level: users.level,
      jobRole: jobRoles.name,
      currentStatus: users.currentStatus,
      role: projectMembers.role,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .leftJoin(jobRoles, eq(jobRoles.id, users.jobRoleId))
    .where(and(eq(projectMembers.projectId, projectId), isNull(users.deletedAt)))
    .orderBy(asc(projectMembers.role), asc(users.name));
  // approved leave covering today shows as away, whatever the peer's own status says
  const away = team.length
    ? await orm
        .select({ userId: leaveRequests.userId })
        .from(leaveRequests)
        .where(
          and(
            inArray(
              leaveRequests.userId,
              team.map((person) => person._id),
            ),
            eq(leaveRequests.status, 'approved'),
            lte(leaveRequests.fromDate, today),
            gte(leaveRequests.toDate, today),
          ),
        )
    : [];
  const awayIds = new Set(away.map((entry) => entry.userId));
  return { team, awayIds };
}
