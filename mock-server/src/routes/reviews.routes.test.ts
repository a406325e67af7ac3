import {
  errorEnvelopeSchema,
  feedbackReportSchema,
  notificationListSchema,
  reviewMatesSchema,
  reviewSchema,
} from '@timely/contract';
import { projectMembers, projects } from '../db/schema/projects.js';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
const ACME = seedId('company', 'acme');
const PROJECT = seedId('test', 'feedback-project');
const OTHER_PROJECT = seedId('test', 'feedback-other-project');
const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const acmePeer = (n: number) => seedId('user', 'acme', n);
// Peer 3 is rated on a project of their own, so no seeded review mixes in when the report filters on it.
const REVIEWEE = acmePeer(3);
let revieweeEmail = '';

beforeAll(async () => {
  server = await createTestServer();
  // a month is the reviewer's: at midday UTC the admin, manager and member (three time zones) share one
  server.clock.toMidday();
  const orm = server.db.orm;
  await orm.insert(projects).values([
    { id: PROJECT, companyId: ACME, name: 'Feedback Check', status: 'in_progress', startDate: '2026-01-05' },
    { id: OTHER_PROJECT, companyId: ACME, name: 'Elsewhere', status: 'in_progress', startDate: '2026-01-05' },
  ]);
  // manager (1) and member (2) share the project with peer 3 and peer 4; the admin is on no project
  await orm.insert(projectMembers).values([
    { projectId: PROJECT, userId: acmePeer(1), role: 'manager' },
    { projectId: PROJECT, userId: acmePeer(2), role: 'member' },
    { projectId: PROJECT, userId: REVIEWEE, role: 'member' },
    { projectId: PROJECT, userId: acmePeer(4), role: 'member' },
    { projectId: OTHER_PROJECT, userId: acmePeer(5), role: 'member' },
  ]);
  const [row] = await server.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [REVIEWEE]);
  revieweeEmail = row!.email;
});
afterAll(async () => {
  await server.close();
});

async function call(method: 'GET' | 'POST', url: string, as: string, payload?: object) {
  return server.app.inject({ method, url, headers: await server.authHeaders(as), ...(payload ? { payload } : {}) });
}
const scores = (dependability: number, rest = dependability) => ({
  dependability,
  impact: rest,
  teamplay: rest,
  competence: rest,
  ownership: rest,
});
const rate = (as: string, body: object) =>
  call('POST', '/v2/reviews', as, {
    revieweeId: REVIEWEE,
    projectId: PROJECT,
    comment: 'Thanks!',
    ...scores(4),
    ...body,
  });
const report = async (query = '') => {
  const response = await call('GET', `/v2/reviews?revieweeId=${REVIEWEE}&projectId=${PROJECT}${query}`, ADMIN);
  expect(response.statusCode).toBe(200);
  return feedbackReportSchema.parse(response.json());
};
const details = (response: { json(): unknown }) => errorEnvelopeSchema.parse(response.json()).details ?? [];
const count = async () =>
  Number(
    (
      await server.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM peer_feedback WHERE reviewee_id = $1 AND project_id = $2',
        [REVIEWEE, PROJECT],
      )
    )[0]!.n,
  );

describe('rating a project mate', () => {
  it('stores a review, returns it and notifies the reviewee without naming the reviewer', async () => {
    const response = await rate(MEMBER, scores(5, 4));
    expect(response.statusCode).toBe(201);
    const review = reviewSchema.parse(response.json());
    expect(review).toMatchObject({
      revieweeId: REVIEWEE,
      projectId: PROJECT,
      dependability: 5,
      impact: 4,
      comment: 'Thanks!',
    });
    const inbox = notificationListSchema.parse((await call('GET', '/v2/notifications', revieweeEmail)).json());
    const note = inbox.items.find((item) => item.kind === 'feedback_received');
    expect(note).toMatchObject({ title: 'You received peer feedback', link: '/peer-feedback', read: false });
    expect(note!.body).toContain('Feedback Check');
    expect(note!.body).not.toContain('Mia');
  });

  it('refuses a second review of the same mate on the same project in the same month, changing nothing', async () => {
    const before = await count();
    const response = await rate(MEMBER, scores(1));
    expect(response.statusCode).toBe(409);
    expect(errorEnvelopeSchema.parse(response.json()).message).toMatch(
      /already rated .* on Feedback Check this month; you can again from \d{4}-\d{2}-01/,
    );
    expect(await count()).toBe(before);
  });

  it('allows the same reviewer to rate another mate, or the same mate on another shared project', async () => {
    expect((await rate(MEMBER, { revieweeId: acmePeer(4) })).statusCode).toBe(201);
  });

  it('refuses oneself, a non-member reviewee and a project the reviewer is not on', async () => {
    const self = await call('POST', '/v2/reviews', MEMBER, {
      revieweeId: acmePeer(2),
      projectId: PROJECT,
      ...scores(3),
    });
    expect(self.statusCode).toBe(400);
    expect(details(self)).toMatchObject([expect.objectContaining({ field: 'revieweeId' })]);
    const notOnProject = await rate(MEMBER, { revieweeId: acmePeer(5) });
    expect(notOnProject.statusCode).toBe(400);
    expect(details(notOnProject)).toMatchObject([expect.objectContaining({ field: 'revieweeId' })]);
    const notMine = await call('POST', '/v2/reviews', MEMBER, {
      revieweeId: acmePeer(5),
      projectId: OTHER_PROJECT,
      ...scores(3),
    });
    expect(notMine.statusCode).toBe(403);
  });

  it('names the field of a bad score and stores nothing', async () => {
    const before = await count();
    const response = await rate(MANAGER, { impact: 6, ownership: 2.5 });
    expect(response.statusCode).toBe(400);
    expect(
      details(response)
        .map((detail) => detail.field)
        .sort(),
    ).toEqual(['impact', 'ownership']);
    expect(await count()).toBe(before);
  });

  it("answers 404 for another company's project or peer", async () => {
    expect(
      (
        await call('POST', '/v2/reviews', 'admin@globex.test', {
          revieweeId: REVIEWEE,
          projectId: PROJECT,
          ...scores(3),
        })
      ).statusCode,
    ).toBe(404);
    expect((await call('GET', `/v2/reviews?revieweeId=${REVIEWEE}`, 'admin@globex.test')).statusCode).toBe(404);
  });
});

describe('the 3-reviewer threshold, through the API', () => {
  it('shows no averages with two reviewers and the exact averages with three', async () => {
    // so far the member rated 5/4/4/4/4
    expect((await rate(MANAGER, scores(3, 2))).statusCode).toBe(201);
    const two = await report();
    // under 3 reviewers: no averages, and no counts either
    expect(two.overall).toEqual({ averages: null });
    expect(two.monthly.at(-1)).toEqual({ month: two.monthly.at(-1)!.month, averages: null });
    // the admin (level3, every project) is the third voice: dependability (5 + 3 + 4) / 3 = 4, impact (4 + 2 + 1) / 3 = 2.33
    expect((await rate(ADMIN, scores(4, 1))).statusCode).toBe(201);
    const three = await report();
    expect(three.overall).toEqual({
      reviewCount: 3,
      reviewerCount: 3,
      averages: { dependability: 4, impact: 2.33, teamplay: 2.33, competence: 2.33, ownership: 2.33 },
    });
    expect(three.monthly.at(-1)).toMatchObject({ reviewerCount: 3, averages: { dependability: 4 } });
    expect(JSON.stringify(three)).not.toMatch(new RegExp(`${acmePeer(1)}|${acmePeer(2)}|Mia|Max`));
  });

  it('filters by reviewer and reviewer job role, which hides averages and counts behind fewer than 3 reviewers', async () => {
    const one = await report(`&reviewerId=${acmePeer(2)}`);
    expect(one.overall).toEqual({ averages: null });
    expect(one.monthly.every((month) => month.reviewCount === undefined && month.reviewerCount === undefined)).toBe(
      true,
    );
    const range = await report('&from=2020-01-01&to=2020-02-28');
    expect(range.overall).toEqual({ averages: null });
    expect(range.monthly.map((month) => month.month)).toEqual(['2020-01', '2020-02']);
    const bad = await call('GET', `/v2/reviews?revieweeId=${REVIEWEE}&from=2020-03-01&to=2020-01-01`, ADMIN);
    expect(bad.statusCode).toBe(400);
    expect(details(bad)).toMatchObject([expect.objectContaining({ field: 'to' })]);
    // `from` alone decades before today (two years at most, checked with the defaults filled in): 400 for the
    // company's peer, and an unknown peer is unknown first
    const far = `/v2/reviews?revieweeId=${REVIEWEE}&from=2000-01-01`;
    expect(details(await call('GET', far, ADMIN))).toMatchObject([expect.objectContaining({ field: 'from' })]);
    const unknown = await call('GET', far, 'admin@globex.test');
    expect(unknown.statusCode).toBe(404);

    // the three reviewers so far (admin, manager, member) given one job role, then one of them another
    const [admin] = await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [ADMIN]);
    const roles = await server.db.query<{ id: string }>(
      'SELECT id FROM job_roles WHERE company_id = $1 ORDER BY id LIMIT 2',
      [ACME],
    );
    const [shared, other] = roles.map((role) => role.id);
    const reviewers = [admin!.id, acmePeer(1), acmePeer(2)];
    const before = await server.db.query<{ id: string; job_role_id: string | null }>(
      'SELECT id, job_role_id FROM users WHERE id = ANY($1::uuid[])',
      [reviewers],
    );
    await server.db.query('UPDATE users SET job_role_id = $2 WHERE id = ANY($1::uuid[])', [reviewers, shared]);
    expect((await report(`&reviewerJobRoleId=${shared}`)).overall).toMatchObject({ reviewerCount: 3 });
    expect((await report(`&reviewerJobRoleId=${other}`)).overall).toEqual({ averages: null });
    await server.db.query('UPDATE users SET job_role_id = $2 WHERE id = $1', [acmePeer(2), other]);
    expect((await report(`&reviewerJobRoleId=${shared}`)).overall).toEqual({ averages: null });
    for (const row of before)
      await server.db.query('UPDATE users SET job_role_id = $2 WHERE id = $1', [row.id, row.job_role_id]);
    expect((await report('')).overall).toMatchObject({ reviewerCount: 3 });
  });

  it('gives the reviewee their own report under the same threshold', async () => {
    const mine = feedbackReportSchema.parse(
      (await call('GET', `/v2/reviews/mine?projectId=${PROJECT}`, revieweeEmail)).json(),
    );
    expect(mine.overall).toMatchObject({ reviewerCount: 3, averages: { dependability: 4 } });
    const member = feedbackReportSchema.parse(
      (await call('GET', `/v2/reviews/mine?projectId=${PROJECT}`, MEMBER)).json(),
    );
    expect(member.overall).toEqual({ averages: null });
  });
});

describe('levels', () => {
  it("keeps anyone's report to level3", async () => {
    expect((await call('GET', `/v2/reviews?revieweeId=${REVIEWEE}`, MANAGER)).statusCode).toBe(403);
    expect((await call('GET', `/v2/reviews?revieweeId=${REVIEWEE}`, MEMBER)).statusCode).toBe(403);
  });

  it("lists mates by shared project with this month's reviews marked; level3 sees everyone on a project", async () => {
    const mates = reviewMatesSchema.parse((await call('GET', '/v2/reviews/mates', MEMBER)).json());
    const reviewee = mates.items.find((mate) => mate._id === REVIEWEE)!;
    expect(reviewee.projects.find((project) => project._id === PROJECT)).toEqual({
      _id: PROJECT,
      name: 'Feedback Check',
      reviewedThisMonth: true,
    });
    expect(mates.items.some((mate) => mate._id === acmePeer(5))).toBe(false);
    expect(mates.items.some((mate) => mate._id === acmePeer(2))).toBe(false);
    const adminMates = reviewMatesSchema.parse((await call('GET', '/v2/reviews/mates', ADMIN)).json());
    expect(adminMates.items.some((mate) => mate._id === acmePeer(5))).toBe(true);
  });
});

describe('a new calendar month', () => {
  it('lets the same reviewer rate the same mate on the same project again', async () => {
    expect((await rate(MEMBER, scores(3))).statusCode).toBe(409);
    server.clock.advance(32 * 24 * 60 * 60 * 1000);
    expect((await rate(MEMBER, scores(3))).statusCode).toBe(201);
  });
});
