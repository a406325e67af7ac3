import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Project } from '../../contract/index.js';
import type { Orm } from '../../db/client.js';
import { platforms, users } from '../../db/schema/core.js';
import { projectMembers, projectPlatforms } from '../../db/schema/projects.js';
import type { AuthContext } from '../../http/app-types.js';
import { absoluteUrl } from '../../http/public-url.js';
import { canManageProject, type ProjectRow } from './project-rights.js';
import { sprintSummariesOf } from './sprint-summaries.js';
import { isoToday } from './sprint-view.js';

type TeamEntry = { projectId: string; role: 'manager' | 'member'; _id: string; name: string; avatarUrl: string | null };

/** The team of these projects: managers and members, deleted peers left out. */
export async function teamsOf(orm: Orm, projectIds: string[]): Promise<TeamEntry[]> {
  if (!projectIds.length) return [];
  return orm
    .select({ projectId: projectMembers.projectId, role: projectMembers.role, _id: users.id, name: users.name, avatarUrl: users.avatarUrl })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(and(inArray(projectMembers.projectId, projectIds), isNull(users.deletedAt)))
    .orderBy(asc(users.name));
}

/** Projects as the API answers them: team, platforms, open sprints and score, and whether the caller may manage each. */
export async function toProjects(orm: Orm, request: FastifyRequest, auth: AuthContext, rows: ProjectRow[], now: Date): Promise<Project[]> {
  const ids = rows.map((row) => row.id);
  if (!ids.length) return [];
  // three independent reads, sent together: a page waits for the slowest, not for the sum
  const [team, platformRows, sprintSummaries] = await Promise.all([
    teamsOf(orm, ids),
    orm
      .select({ projectId: projectPlatforms.projectId, _id: platforms.id, name: platforms.name })
      .from(projectPlatforms)
      .innerJoin(platforms, eq(platforms.id, projectPlatforms.platformId))
      .where(inArray(projectPlatforms.projectId, ids))
      .orderBy(asc(platforms.name)),
    sprintSummariesOf(orm, ids, isoToday(now)),
  ]);
  const managersOf = (id: string) => team.filter((entry) => entry.projectId === id && entry.role === 'manager');
  const manageable = new Map(ids.map((id) => [id, canManageProject(auth, managersOf(id).map((entry) => entry._id))]));
  const person = (entry: TeamEntry) => ({ _id: entry._id, name: entry.name, profilePic: absoluteUrl(request, entry.avatarUrl) });
  return rows.map((row) => {
    const sprints = sprintSummaries.get(row.id);
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      status: row.status,
      startDate: row.startDate,
      endDate: row.endDate,
      recurringMonths: row.recurringMonths,
      platforms: platformRows.filter((entry) => entry.projectId === row.id).map(({ _id, name }) => ({ _id, name })),
      managers: managersOf(row.id).map(person),
      members: team.filter((entry) => entry.projectId === row.id && entry.role === 'member').map(person),
      score: sprints?.score ?? null,
      openSprints: sprints?.openSprints ?? 0,
      canManage: manageable.get(row.id) ?? false,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
