import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  projectShapeIssues,
  type createProjectBodySchema,
  type FieldError,
  type updateProjectBodySchema,
} from '@timely/contract';
import type { Orm } from '../../db/client.js';
import { sideBySide } from '../../db/side-by-side.js';
import { platforms, users } from '../../db/schema/core.js';
import { projectMembers, projectPlatforms, projects } from '../../db/schema/projects.js';
import { sprints } from '../../db/schema/sprints.js';
import type { AuthContext } from '../../http/app-types.js';
import { apiError, conflict, fieldProblem, invalidFields } from '../../http/errors.js';
import { postSystemEvent } from '../system-posts.js';
import { loadProject } from './project-rights.js';
import { changedFields, recordAudit } from '../audit/audit-log.js';
import type { ServiceContext } from '../service-context.js';

type CreateBody = z.output<typeof createProjectBodySchema>;
type UpdateBody = z.output<typeof updateProjectBodySchema>;
type Team = { platformIds: string[]; managerIds: string[]; memberIds: string[] };

const unique = (ids: string[]) => [...new Set(ids)];

function invalid(details: FieldError[]): never {
  throw invalidFields(details);
}

/**
 * Platforms and people must be the caller's company's (another company's id reads as unknown); a retired
 * platform stays on the projects that have it (`keptPlatformIds`) but is never newly given; managers
 * must be level2 or level3, since level1 manages nothing (docs/privacy.md); a level2 caller stays a manager.
 */
async function checkTeam(orm: Orm, auth: AuthContext, team: Team, keptPlatformIds: string[] = []): Promise<void> {
  const details: FieldError[] = [];
  if (team.platformIds.length) {
    const found = await orm
      .select({ id: platforms.id, retired: sql<boolean>`${platforms.retiredAt} IS NOT NULL` })
      .from(platforms)
      .where(and(eq(platforms.companyId, auth.companyId), inArray(platforms.id, team.platformIds)));
    if (found.length !== team.platformIds.length)
      details.push({ field: 'platformIds', message: 'contains a platform your company does not have' });
    else if (found.some((platform) => platform.retired && !keptPlatformIds.includes(platform.id)))
      details.push({ field: 'platformIds', message: 'contains a retired platform, which cannot be chosen again' });
  }
  const people = unique([...team.managerIds, ...team.memberIds]);
  const found = people.length
    ? await orm
        .select({ id: users.id, level: users.level })
        .from(users)
        .where(and(eq(users.companyId, auth.companyId), isNull(users.deletedAt), inArray(users.id, people)))
    : [];
  const levelOf = new Map(found.map((user) => [user.id, user.level]));
  if (team.managerIds.some((id) => !levelOf.has(id)))
    details.push({ field: 'managerIds', message: 'contains a peer your company does not have' });
  else if (team.managerIds.some((id) => levelOf.get(id) === 'level1'))
    details.push({
      field: 'managerIds',
      message: 'must be managers (level2) or admins (level3): level1 members cannot manage a project',
    });
  if (team.memberIds.some((id) => !levelOf.has(id)))
    details.push({ field: 'memberIds', message: 'contains a peer your company does not have' });
  if (auth.level === 'level2' && !team.managerIds.includes(auth.userId))
    details.push({ field: 'managerIds', message: 'must include you: a manager cannot remove themselves' });
  if (details.length) invalid(details);
}

async function writeTeam(orm: Orm, projectId: string, team: Team): Promise<void> {
  await orm.delete(projectMembers).where(eq(projectMembers.projectId, projectId));
  await orm.delete(projectPlatforms).where(eq(projectPlatforms.projectId, projectId));
  const rows = [
    ...team.managerIds.map((userId) => ({ projectId, userId, role: 'manager' as const })),
    ...team.memberIds.map((userId) => ({ projectId, userId, role: 'member' as const })),
  ];
  if (rows.length) await orm.insert(projectMembers).values(rows);
  if (team.platformIds.length)
    await orm.insert(projectPlatforms).values(team.platformIds.map((platformId) => ({ projectId, platformId })));
}

type ProjectFields = Pick<
  typeof projects.$inferSelect,
  'name' | 'description' | 'status' | 'startDate' | 'endDate' | 'recurringMonths' | 'scoringUnit'
>;

/** A project as its audit entry shows it: its fields, and its platforms and people by name, sorted. */
async function auditView(orm: Orm, fields: ProjectFields, team: Team): Promise<Record<string, unknown>> {
  const people = unique([...team.managerIds, ...team.memberIds]);
  const [names, platformNames] = await sideBySide(orm, [
    async () =>
      people.length ? orm.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, people)) : [],
    async () =>
      team.platformIds.length
        ? orm.select({ name: platforms.name }).from(platforms).where(inArray(platforms.id, team.platformIds))
        : [],
  ]);
  const nameOf = new Map(names.map((user) => [user.id, user.name]));
  const namesOf = (ids: string[]) => ids.map((id) => nameOf.get(id) ?? id).sort();
  return {
    name: fields.name,
    description: fields.description,
    status: fields.status,
    startDate: fields.startDate,
    endDate: fields.endDate,
    recurringMonths: fields.recurringMonths,
    scoringUnit: fields.scoringUnit,
    platforms: platformNames.map((platform) => platform.name).sort(),
    managers: namesOf(team.managerIds),
    members: namesOf(team.memberIds),
  };
}

/** POST /v2/projects: a level2 caller is made one of its managers, so they can go on managing it. */
export async function createProject(ctx: ServiceContext, body: CreateBody): Promise<string> {
  const { caller: auth } = ctx;
  const managerIds = unique(body.managerIds ?? []);
  if (auth.level === 'level2' && !managerIds.includes(auth.userId)) managerIds.push(auth.userId);
  const team = { platformIds: unique(body.platformIds ?? []), managerIds, memberIds: unique(body.memberIds ?? []) };
  const shape = projectShapeIssues({ ...body, ...team });
  if (shape.length) invalid(shape);
  await checkTeam(ctx.orm, auth, team);
  return ctx.orm.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        companyId: auth.companyId,
        name: body.name,
        description: body.description ?? '',
        status: body.status,
        startDate: body.startDate,
        endDate: body.endDate ?? null,
        recurringMonths: body.recurringMonths ?? null,
        scoringUnit: body.scoringUnit ?? 'hours',
        createdBy: auth.userId,
      })
      .returning({ id: projects.id });
    await writeTeam(tx, row!.id, team);
    if (body.status === 'delivered')
      await postSystemEvent(tx, { companyId: auth.companyId, kind: 'project_delivered', projectId: row!.id });
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'project.created',
      target: { type: 'project', id: row!.id, label: body.name },
      after: await auditView(
        tx,
        {
          name: body.name,
          description: body.description ?? '',
          status: body.status,
          startDate: body.startDate,
          endDate: body.endDate ?? null,
          recurringMonths: body.recurringMonths ?? null,
          scoringUnit: body.scoringUnit ?? 'hours',
        },
        team,
      ),
    });
    return row!.id;
  });
}

/** PATCH /v2/projects/:id: the merged record must still hold together (end date or recurring, not both). */
export async function updateProject(ctx: ServiceContext, projectId: string, body: UpdateBody): Promise<void> {
  const { caller: auth } = ctx;
  const { row, managerIds, memberIds } = await loadProject(ctx.orm, auth, projectId, 'manage');
  const currentPlatforms = await ctx.orm
    .select({ id: projectPlatforms.platformId })
    .from(projectPlatforms)
    .where(eq(projectPlatforms.projectId, projectId));
  const team = {
    platformIds: unique(body.platformIds ?? currentPlatforms.map((entry) => entry.id)),
    managerIds: unique(body.managerIds ?? managerIds),
    memberIds: unique(body.memberIds ?? memberIds),
  };
  const merged = {
    startDate: body.startDate ?? row.startDate,
    endDate: body.endDate !== undefined ? body.endDate : row.endDate,
    recurringMonths: body.recurringMonths !== undefined ? body.recurringMonths : row.recurringMonths,
  };
  const shape = projectShapeIssues({ ...merged, ...team });
  if (shape.length) invalid(shape);
  await checkTeam(
    ctx.orm,
    auth,
    team,
    currentPlatforms.map((entry) => entry.id),
  );
  const previousTeam = { platformIds: currentPlatforms.map((entry) => entry.id), managerIds, memberIds };
  const nextFields = {
    name: body.name ?? row.name,
    description: body.description ?? row.description,
    status: body.status ?? row.status,
    scoringUnit: body.scoringUnit ?? row.scoringUnit,
    ...merged,
  };
  await ctx.orm.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        // open sprints score in the new unit from now on; closed ones keep the unit they were frozen in
        ...(body.scoringUnit !== undefined ? { scoringUnit: body.scoringUnit } : {}),
        ...merged,
        updatedAt: ctx.now(),
      })
      .where(eq(projects.id, projectId));
    if (body.platformIds || body.managerIds || body.memberIds) await writeTeam(tx, projectId, team);
    if (body.status === 'delivered' && row.status !== 'delivered')
      await postSystemEvent(tx, { companyId: auth.companyId, kind: 'project_delivered', projectId });
    // team and manager changes decide who sees the project and its money: every change is recorded
    const changes = changedFields(await auditView(tx, row, previousTeam), await auditView(tx, nextFields, team));
    if (changes)
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorId: auth.userId,
        kind: 'project.updated',
        target: { type: 'project', id: projectId, label: nextFields.name },
        ...changes,
      });
  });
}

/**
 * DELETE /v2/projects/:id: soft, so its sprints, tasks and scores stay as history. With open sprints it
 * answers 409 naming them unless `force` says the user saw the warning.
 */
export async function deleteProject(ctx: ServiceContext, projectId: string, force: boolean): Promise<void> {
  const { caller: auth } = ctx;
  const loaded = await loadProject(ctx.orm, auth, projectId, 'manage');
  const open = await ctx.orm
    .select({ id: sprints.id })
    .from(sprints)
    .where(and(eq(sprints.projectId, projectId), isNull(sprints.closedAt), isNull(sprints.deletedAt)));
  if (open.length && !force) {
    throw conflict(apiError('project.openSprints', { count: open.length }), [
      fieldProblem('force', apiError('field.forceOpenSprints', { count: open.length })),
    ]);
  }
  await ctx.orm.transaction(async (tx) => {
    await tx.update(projects).set({ deletedAt: ctx.now(), updatedAt: ctx.now() }).where(eq(projects.id, projectId));
    const project = loaded.row;
    await recordAudit(tx, {
      companyId: auth.companyId,
      actorId: auth.userId,
      kind: 'project.deleted',
      target: { type: 'project', id: projectId, label: project.name },
      before: {
        name: project.name,
        status: project.status,
        startDate: project.startDate,
        endDate: project.endDate,
        openSprints: open.length,
      },
    });
  });
}
