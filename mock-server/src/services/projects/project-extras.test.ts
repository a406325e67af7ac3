import { asc, eq, inArray } from 'drizzle-orm';
import { platforms, users } from '../../db/schema/core.js';
import { projectPlatforms, projects } from '../../db/schema/projects.js';
import { sprints, tasks } from '../../db/schema/sprints.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { projectExtrasOf } from './project-extras.js';
import { teamsOf } from './project-view.js';
import { projectScore } from './scores.js';
import { sprintsOfProjects } from './sprint-view.js';
import type { ServiceContext } from '../service-context.js';
import { callerContext } from '../../testing/caller-context.js';

let server: TestServer;
let edgeProjectId: string;
beforeAll(async () => {
  server = await createTestServer();
  // committed is what the sprint held when a manager started it (issue #27): 7 h then, 3 h added after.
  // In a new project with no closed sprint, whose score is then its current sprint's (7 committed, 10
  // completed: 142.86).
  const [company] = await server.db.orm.select({ id: projects.companyId }).from(projects).limit(1);
  const [project] = await server.db.orm
    .insert(projects)
    .values({ companyId: company!.id, name: 'Edge of the first day', startDate: '2026-11-02' })
    .returning({ id: projects.id });
  const [sprint] = await server.db.orm
    .insert(sprints)
    .values({
      companyId: company!.id,
      projectId: project!.id,
      number: 1,
      name: 'Sprint 1',
      startDate: '2026-11-02',
      endDate: '2026-11-08',
      startedAt: new Date('2026-11-02T08:00:00Z'),
      committedHours: '7',
    })
    .returning({ id: sprints.id });
  const task = { companyId: company!.id, projectId: project!.id, sprintId: sprint!.id, status: 'completed' as const };
  await server.db.orm.insert(tasks).values([
    { ...task, title: 'Planned before the start', estimateHours: '7', committedSprintId: sprint!.id },
    { ...task, title: 'Added after the start', estimateHours: '3' },
  ]);
  edgeProjectId = project!.id;
});
afterAll(async () => {
  await server.close();
});

/** A call's context on the test server, by a level3 of the seed (sprintsOfProjects reads the database only). */
async function adminContext(): Promise<ServiceContext> {
  const { app } = server;
  const [admin] = await app.db.orm
    .select({ userId: users.id, companyId: users.companyId, role: users.role, level: users.level })
    .from(users)
    .where(eq(users.level, 'level3'))
    .limit(1);
  return callerContext(app, admin!);
}

// the seed's projects have closed sprints, current ones with tasks added after their first day, planned ones and none
it('gives every seeded project the score and open sprints that its whole sprints give, on any day', async () => {
  const ids = (await server.db.orm.select({ id: projects.id }).from(projects)).map((row) => row.id);
  expect(ids.length).toBeGreaterThan(5);
  const ctx = await adminContext();
  for (const today of ['2026-01-01', '2026-06-15', '2026-11-25', '2027-03-01']) {
    const extras = await projectExtrasOf(server.db.orm, ids);
    const whole = await sprintsOfProjects(ctx, ids, today, () => false);
    for (const id of ids) {
      const own = whole.filter((sprint) => sprint.projectId === id);
      const closed = own.filter((sprint) => sprint.status === 'completed').sort((a, b) => b.number - a.number);
      const current = own.filter((sprint) => sprint.status === 'current').sort((a, b) => a.number - b.number)[0];
      const expected = {
        score: projectScore(
          closed.map((sprint) => sprint.snapshot.score),
          current?.snapshot.score ?? null,
        ),
        openSprints: own.length - closed.length,
      };
      const { score, openSprints } = extras.get(id)!;
      expect({ id, today, score, openSprints }).toEqual({ id, today, ...expected });
    }
  }
  expect((await projectExtrasOf(server.db.orm, [edgeProjectId])).get(edgeProjectId)).toMatchObject({
    score: 142.86,
    openSprints: 1,
  });
});

it('gives every seeded project its team and platforms by name, deleted peers left out', async () => {
  const ids = (await server.db.orm.select({ id: projects.id }).from(projects)).map((row) => row.id);
  const extras = await projectExtrasOf(server.db.orm, ids);
  const team = await teamsOf(server.db.orm, ids);
  const platformRows = await server.db.orm
    .select({ projectId: projectPlatforms.projectId, _id: platforms.id, name: platforms.name })
    .from(projectPlatforms)
    .innerJoin(platforms, eq(platforms.id, projectPlatforms.platformId))
    .where(inArray(projectPlatforms.projectId, ids))
    .orderBy(asc(platforms.name));
  expect(team.length).toBeGreaterThan(ids.length);
  expect(platformRows.length).toBeGreaterThan(0);
  for (const id of ids) {
    expect(extras.get(id)!.team).toEqual(
      team.filter((entry) => entry.projectId === id).map(({ projectId: _, ...entry }) => entry),
    );
    expect(extras.get(id)!.platforms).toEqual(
      platformRows.filter((entry) => entry.projectId === id).map(({ _id, name }) => ({ _id, name })),
    );
  }
});

it('answers nothing for no projects, without asking the database', async () => {
  expect((await projectExtrasOf(server.db.orm, [])).size).toBe(0);
});
