import { projects } from '../../db/schema/projects.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';
import { projectScore } from './scores.js';
import { sprintSummariesOf } from './sprint-summaries.js';
import { sprintsOfProjects } from './sprint-view.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

// the seed's projects have closed sprints, current ones with tasks added after their first day, planned ones and none
it("gives every seeded project the score and open sprints that its whole sprints give, on any day", async () => {
  const ids = (await server.db.orm.select({ id: projects.id }).from(projects)).map((row) => row.id);
  expect(ids.length).toBeGreaterThan(5);
  for (const today of ['2026-01-01', '2026-06-15', '2026-11-25', '2027-03-01']) {
    const summaries = await sprintSummariesOf(server.db.orm, ids, today);
    const whole = await sprintsOfProjects(server.db.orm, ids, today, () => false);
    for (const id of ids) {
      const own = whole.filter((sprint) => sprint.projectId === id);
      const closed = own.filter((sprint) => sprint.status === 'completed').sort((a, b) => b.number - a.number);
      const current = own.filter((sprint) => sprint.status === 'current').sort((a, b) => a.number - b.number)[0];
      const expected = { score: projectScore(closed.map((sprint) => sprint.snapshot.score), current?.snapshot.score ?? null), openSprints: own.length - closed.length };
      expect({ id, today, ...summaries.get(id) }).toEqual({ id, today, ...expected });
    }
  }
});
