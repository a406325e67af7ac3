import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Project } from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { users } from '../../db/schema/core.js';
import { projectMembers } from '../../db/schema/projects.js';
import { canManageProject, type ProjectRow } from './project-rights.js';
import { projectExtrasOf, type ProjectExtras, type TeamEntry } from './project-extras.js';
import type { ServiceContext } from '../service-context.js';

/** The team of these projects: managers and members, deleted peers left out. */
export async function teamsOf(orm: Orm, projectIds: string[]): Promise<Array<TeamEntry & { projectId: string }>> {
  if (!projectIds.length) return [];
  return orm
    .select({
      projectId: projectMembers.projectId,
      role: projectMembers.role,
      _id: users.id,
      name: users.name,
      avatarUrl: users.avatarUrl,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(inArray(projectMembers.projectId, projectIds), isNull(users.deletedAt)))
    .orderBy(asc(users.name));
}

/**
 * Projects as the API answers them: team, platforms, open sprints and score, and whether the caller may manage
 * each. `known` are extras the rows' own statement already read (the projects page); otherwise they are read here.
 */
export async function toProjects(
  ctx: ServiceContext,
  rows: ProjectRow[],
  known?: Map<string, ProjectExtras>,
): Promise<Project[]> {
  const { orm, caller: auth } = ctx;
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  const extrasOf = known ?? (await projectExtrasOf(orm, ids));
  const person = (entry: TeamEntry) => ({
    _id: entry._id,
    name: entry.name,
    profilePic: ctx.pictureUrl(entry.avatarUrl),
  });
  return rows.map((row) => {
    const extras = extrasOf.get(row.id) ?? { team: [], platforms: [], score: null, openSprints: 0 };
    const managers = extras.team.filter((entry) => entry.role === 'manager');
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      status: row.status,
      startDate: row.startDate,
      endDate: row.endDate,
      recurringMonths: row.recurringMonths,
      scoringUnit: row.scoringUnit,
      platforms: extras.platforms,
      managers: managers.map(person),
      members: extras.team.filter((entry) => entry.role === 'member').map(person),
      score: extras.score,
      openSprints: extras.openSprints,
      canManage: canManageProject(
        auth,
        managers.map((entry) => entry._id),
      ),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
