import { eq } from 'drizzle-orm';
import { feedPageSchema } from '@timely/contract';
import { feedPosts } from '../db/schema/feeds.js';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { postSystemEvent, SystemEventError } from './system-posts.js';

const acme = seedId('company', 'acme');
const atlas = seedId('project', 'acme', 'atlas');
const granite = seedId('project', 'acme', 'granite');

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(async () => {
  await server.close();
});

async function newestAs(email: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: '/v2/feeds',
    headers: await server.authHeaders(email),
  });
  return feedPageSchema.parse(response.json()).items[0]!;
}

describe('postSystemEvent', () => {
  it('posts a closed sprint with its score, as Timely, editable by nobody', async () => {
    await postSystemEvent(server.db.orm, {
      companyId: acme,
      kind: 'sprint_closed',
      projectId: atlas,
      sprintId: seedId('sprint', 'test', 1),
      sprintName: 'Sprint 15',
      score: 91.6,
    });
    const post = await newestAs('admin@acme.test');
    expect(post).toMatchObject({
      kind: 'sprint_closed',
      author: null,
      canEdit: false,
      body: 'Atlas Web Revamp closed Sprint 15 with a score of 91.6.',
      event: {
        kind: 'sprint_closed',
        projectId: atlas,
        projectName: 'Atlas Web Revamp',
        sprintName: 'Sprint 15',
        score: 91.6,
      },
    });
  });

  it('names a sprint whose name does not say it is one', async () => {
    await postSystemEvent(server.db.orm, {
      companyId: acme,
      kind: 'sprint_closed',
      projectId: atlas,
      sprintId: seedId('sprint', 'test', 2),
      sprintName: 'Checkout polish',
      score: 40,
    });
    expect((await newestAs('member@acme.test')).body).toBe(
      'Atlas Web Revamp closed sprint "Checkout polish" with a score of 40.',
    );
  });

  it('says the score as every screen does, above 100 too, in story points when so scored, with the goal', async () => {
    await postSystemEvent(server.db.orm, {
      companyId: acme,
      kind: 'sprint_closed',
      projectId: atlas,
      sprintId: seedId('sprint', 'test', 3),
      sprintName: 'Sprint 16',
      score: 128.57,
      scoringUnit: 'points',
      goal: 'Checkout works end to end',
    });
    const post = await newestAs('member@acme.test');
    expect(post.body).toBe(
      'Atlas Web Revamp closed Sprint 16 with a score of 128.57 (story points). Goal: “Checkout works end to end”',
    );
    expect(post.event).toMatchObject({ score: 128.57, scoringUnit: 'points', goal: 'Checkout works end to end' });
  });

  it('posts a karma recognition naming giver, receiver, points and comment', async () => {
    await postSystemEvent(server.db.orm, {
      companyId: acme,
      kind: 'recognition',
      giverId: seedId('user', 'acme', 1),
      receiverId: seedId('user', 'acme', 2),
      points: 6,
      comment: '  Unblocked the release at midnight.  ',
    });
    const post = await newestAs('member@acme.test');
    expect(post.body).toBe(
      'Max Manager recognised Mia Member with 6 karma points: “Unblocked the release at midnight.”',
    );
    expect(post).toMatchObject({
      kind: 'recognition',
      canEdit: false,
      canDelete: false,
      event: { giverName: 'Max Manager', receiverName: 'Mia Member', points: 6 },
    });

    await postSystemEvent(server.db.orm, {
      companyId: acme,
      kind: 'recognition',
      giverId: seedId('user', 'acme', 2),
      receiverId: seedId('user', 'acme', 0),
      points: 1,
    });
    expect((await newestAs('member@acme.test')).body).toBe('Mia Member recognised Ada Admin with 1 karma point.');
  });

  it('posts a delivered project', async () => {
    await postSystemEvent(server.db.orm, { companyId: acme, kind: 'project_delivered', projectId: granite });
    expect((await newestAs('manager@acme.test')).body).toBe(
      'Granite Infra Migration has been delivered. Congratulations to everyone on the team!',
    );
  });

  it("refuses to name another company's project or people, and bad facts", async () => {
    const before = await server.db.orm.select().from(feedPosts).where(eq(feedPosts.companyId, acme));
    await expect(
      postSystemEvent(server.db.orm, {
        companyId: acme,
        kind: 'project_delivered',
        projectId: seedId('project', 'globex', 'omega'),
      }),
    ).rejects.toThrow(SystemEventError);
    await expect(
      postSystemEvent(server.db.orm, {
        companyId: acme,
        kind: 'recognition',
        giverId: seedId('user', 'globex', 0),
        receiverId: seedId('user', 'acme', 2),
        points: 3,
      }),
    ).rejects.toThrow(/No peer/);
    await expect(
      postSystemEvent(server.db.orm, {
        companyId: acme,
        kind: 'sprint_closed',
        projectId: atlas,
        sprintId: seedId('sprint', 'x'),
        sprintName: 'S',
        // above 100 is a real score (added scope finished too); below 0 is not
        score: -5,
      }),
    ).rejects.toThrow(/score/);
    expect(await server.db.orm.select().from(feedPosts).where(eq(feedPosts.companyId, acme))).toHaveLength(
      before.length,
    );
  });

  it("commits or rolls back with the caller's transaction", async () => {
    const before = (await server.db.orm.select().from(feedPosts)).length;
    await expect(
      server.db.orm.transaction(async (tx) => {
        await postSystemEvent(tx, { companyId: acme, kind: 'project_delivered', projectId: granite });
        throw new Error('the delivery itself failed');
      }),
    ).rejects.toThrow('the delivery itself failed');
    expect(await server.db.orm.select().from(feedPosts)).toHaveLength(before);
  });
});
