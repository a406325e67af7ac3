import { auditPageSchema, type AuditKind } from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { currentMonth } from '../services/kpi/months.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { multipartFile, TINY_PNG } from '../testing/uploads.js';

/**
 * Every admin action is audited (docs/company.md, issue #48): each row below is one admin-level action,
 * made through the API as the person who may make it, and must leave exactly one new audit entry of its
 * kind, naming that person and its target, in the caller's company. A new admin action gets a row here.
 */
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // the server's month stands still, so the month the tests write is the one it means
  server.clock.freeze();
  month = currentMonth(server.app.now());
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const atlas = seedId('project', 'acme', 'atlas');
let month: string;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function call(email: string, method: Method, url: string, payload?: object) {
  return server.app.inject({ method, url, ...(payload ? { payload } : {}), headers: await server.authHeaders(email) });
}
async function one<Row>(text: string, params: unknown[] = []): Promise<Row> {
  const [row] = await server.db.query<Row>(text, params);
  if (!row) throw new Error(`nothing found: ${text}`);
  return row;
}
const acmeUser = (email: string) =>
  one<{ id: string }>('SELECT id::text AS id FROM users WHERE email = $1', [email]).then((row) => row.id);
/** A pending leave request of someone else than the admin, not yet used by an earlier row. */
const pendingLeave = (skip: number) =>
  one<{ id: string }>(
    `SELECT r.id::text AS id FROM leave_requests r JOIN companies c ON c.id = r.company_id
     JOIN users u ON u.id = r.user_id
     WHERE c.slug = 'acme' AND r.status = 'pending' AND u.email <> $1 ORDER BY r.id OFFSET $2 LIMIT 1`,
    [ADMIN, skip],
  ).then((row) => row.id);
/** A post of someone else than the admin. */
const othersPost = (skip: number) =>
  one<{ id: string }>(
    `SELECT p.id::text AS id FROM feed_posts p JOIN companies c ON c.id = p.company_id
     JOIN users u ON u.id = p.author_id
     WHERE c.slug = 'acme' AND p.kind = 'user' AND u.email <> $1 ORDER BY p.id OFFSET $2 LIMIT 1`,
    [ADMIN, skip],
  ).then((row) => row.id);
/** The webhook the rows below add, change and delete. */
const auditedWebhook = () =>
  one<{ id: string }>("SELECT id::text AS id FROM webhooks WHERE url = 'https://93.184.215.14/audited'").then(
    (row) => row.id,
  );
/** A milestone() planned in the server's month (read once the server is up). */
const milestone = () => ({
  name: 'Audited milestone',
  amount: 25_000,
  plannedRaiseDate: `${month}-05`,
  actualRaiseDate: null,
  paidOn: null,
  status: 'planned',
});
async function newMilestone(): Promise<string> {
  const response = await call(ADMIN, 'POST', `/v2/kpis/projects/${atlas}/milestones`, milestone());
  expect(response.statusCode).toBe(201);
  return (response.json() as { _id: string })._id;
}

type AdminAction = {
  action: string;
  kind: AuditKind;
  by: string;
  run: () => Promise<{ statusCode: number }>;
  /** Some of what the entry's before and after must hold. */
  shows?: { before?: object | null; after?: object | null };
};

const ACTIONS: AdminAction[] = [
  {
    action: 'the single sign-on settings changed',
    kind: 'sso.changed',
    by: ADMIN,
    run: () => call(ADMIN, 'PATCH', '/v2/company/sso', { jitProvisioning: true, domains: ['acme.test'] }),
    shows: { before: { jitProvisioning: false }, after: { jitProvisioning: true, domains: ['acme.test'] } },
  },
  {
    action: 'a webhook added',
    kind: 'webhook.created',
    by: ADMIN,
    run: () =>
      call(ADMIN, 'POST', '/v2/company/webhooks', { url: 'https://93.184.215.14/audited', events: ['sprint.closed'] }),
    shows: { after: { url: 'https://93.184.215.14/audited', events: ['sprint.closed'] } },
  },
  {
    action: 'a webhook changed',
    kind: 'webhook.updated',
    by: ADMIN,
    run: async () => call(ADMIN, 'PATCH', `/v2/company/webhooks/${await auditedWebhook()}`, { slack: true }),
    shows: { before: { slack: false }, after: { slack: true } },
  },
  {
    action: "a webhook's secret rotated",
    kind: 'webhook.secret_rotated',
    by: ADMIN,
    run: async () => call(ADMIN, 'POST', `/v2/company/webhooks/${await auditedWebhook()}/secret`),
  },
  {
    action: 'a webhook deleted',
    kind: 'webhook.deleted',
    by: ADMIN,
    run: async () => call(ADMIN, 'DELETE', `/v2/company/webhooks/${await auditedWebhook()}`),
    shows: { before: { url: 'https://93.184.215.14/audited' } },
  },
  {
    action: 'the company data export',
    kind: 'company.exported',
    by: ADMIN,
    run: () => call(ADMIN, 'GET', '/v2/company/export'),
  },
  {
    action: 'the peer directory as CSV',
    kind: 'list.exported',
    by: ADMIN,
    run: () => call(ADMIN, 'GET', '/v2/peers/export.csv'),
    shows: { after: { file: 'peers.csv' } },
  },
  {
    action: 'the project list as CSV',
    kind: 'list.exported',
    by: ADMIN,
    run: () => call(ADMIN, 'GET', '/v2/projects/export.csv'),
    shows: { after: { file: 'projects.csv' } },
  },
  {
    action: 'the audit log as CSV',
    kind: 'list.exported',
    by: ADMIN,
    run: () => call(ADMIN, 'GET', '/v2/audit-log/export'),
    shows: { after: { file: 'audit-log.csv' } },
  },
  {
    action: 'a project created',
    kind: 'project.created',
    by: MANAGER,
    run: () =>
      call(MANAGER, 'POST', '/v2/projects', {
        name: 'Audited project',
        status: 'in_progress',
        startDate: '2026-01-05',
        recurringMonths: 6,
      }),
  },
  {
    action: "a project's team changed by its manager",
    kind: 'project.updated',
    by: MANAGER,
    run: async () =>
      call(MANAGER, 'PATCH', `/v2/projects/${atlas}`, {
        memberIds: [await acmeUser('member@acme.test')],
      }),
    shows: { after: { members: ['Mia Member'] } },
  },
  {
    action: "a project's managers changed by the admin",
    kind: 'project.updated',
    by: ADMIN,
    run: async () =>
      call(ADMIN, 'PATCH', `/v2/projects/${atlas}`, {
        managerIds: [await acmeUser(MANAGER), await acmeUser(ADMIN)],
      }),
  },
  {
    action: "the organisation's month of money",
    kind: 'kpi.org_month_saved',
    by: ADMIN,
    run: () =>
      call(ADMIN, 'PUT', `/v2/kpis/org/${month}`, {
        expectedRevenue: 123_000,
        achievedRevenue: 99_000,
        profitPercent: 12,
        enps: 6,
        cnps: 9,
        targetProfitPercent: 20,
        targetEnps: 7.5,
        targetCnps: 8,
      }),
    shows: { after: { expectedRevenue: 123_000, achievedRevenue: 99_000 } },
  },
  {
    action: "a project's month of money",
    kind: 'kpi.project_month_saved',
    by: MANAGER,
    run: () =>
      call(MANAGER, 'PUT', `/v2/kpis/projects/${atlas}/months/${month}`, {
        projectedRevenue: 50_000,
        achievedRevenue: 41_000,
        profitPercent: 18,
      }),
  },
  {
    action: 'a milestone() added',
    kind: 'kpi_record.created',
    by: ADMIN,
    run: () => call(ADMIN, 'POST', `/v2/kpis/projects/${atlas}/milestones`, milestone()),
  },
  {
    action: "a milestone's amount changed",
    kind: 'kpi_record.updated',
    by: ADMIN,
    run: async () => call(ADMIN, 'PUT', `/v2/kpis/milestones/${await newMilestone()}`, { ...milestone(), amount: 1 }),
    shows: { before: { amount: 25_000 }, after: { amount: 1 } },
  },
  {
    action: 'a milestone() deleted',
    kind: 'kpi_record.deleted',
    by: ADMIN,
    run: async () => call(ADMIN, 'DELETE', `/v2/kpis/milestones/${await newMilestone()}`),
  },
  {
    action: 'a profitability snapshot added',
    kind: 'kpi_record.created',
    by: MANAGER,
    run: () =>
      call(MANAGER, 'POST', `/v2/kpis/projects/${atlas}/profitability`, {
        asOn: '2031-03-03',
        completionPercent: 40,
        currentProfitPercent: 11,
        targetProfitPercent: 20,
      }),
  },
  {
    action: 'a leave request approved',
    kind: 'leave.approved',
    by: ADMIN,
    run: async () =>
      call(ADMIN, 'POST', `/v2/leave/requests/${await pendingLeave(0)}/decision`, {
        decision: 'approve',
        note: 'Enjoy',
        confirmOverdraw: true,
      }),
  },
  {
    action: 'a leave request rejected',
    kind: 'leave.rejected',
    by: ADMIN,
    run: async () =>
      call(ADMIN, 'POST', `/v2/leave/requests/${await pendingLeave(0)}/decision`, {
        decision: 'reject',
        note: 'Release week',
      }),
    shows: { before: { status: 'pending' }, after: { status: 'rejected', note: 'Release week' } },
  },
  {
    action: 'a post pinned',
    kind: 'feed_post.pinned',
    by: ADMIN,
    run: async () => call(ADMIN, 'PUT', `/v2/feeds/${await othersPost(0)}/pin`, {}),
  },
  {
    action: 'a post unpinned',
    kind: 'feed_post.unpinned',
    by: ADMIN,
    run: async () => call(ADMIN, 'DELETE', `/v2/feeds/${await othersPost(0)}/pin`),
  },
  {
    action: "someone else's post edited by the admin",
    kind: 'feed_post.edited',
    by: ADMIN,
    run: async () => call(ADMIN, 'PATCH', `/v2/feeds/${await othersPost(1)}`, { body: 'Edited by the admin' }),
  },
  {
    action: "someone else's post deleted by the admin",
    kind: 'feed_post.deleted',
    by: ADMIN,
    run: async () => call(ADMIN, 'DELETE', `/v2/feeds/${await othersPost(1)}`),
  },
  {
    action: "a peer's picture set by the admin",
    kind: 'peer.updated',
    by: ADMIN,
    run: async () => {
      const upload = multipartFile(TINY_PNG);
      return server.app.inject({
        method: 'POST',
        url: `/v2/peers/${seedId('user', 'acme', 5)}/avatar`,
        payload: upload.payload,
        headers: { ...(await server.authHeaders(ADMIN)), ...upload.headers },
      });
    },
  },
];

const entriesOf = (kind: AuditKind) =>
  server.db.query<{
    actor: string | null;
    company: string;
    label: string;
    before: object | null;
    after: object | null;
  }>(
    `SELECT a.actor_id::text AS actor, c.slug AS company, a.target_label AS label, a.before, a.after FROM audit_log a
     JOIN companies c ON c.id = a.company_id WHERE a.kind = $1 ORDER BY a.created_at, a.id`,
    [kind],
  );

it.each(ACTIONS.map((entry) => [entry.action, entry] as const))('%s is audited', async (_action, entry) => {
  const before = await entriesOf(entry.kind);
  const response = await entry.run();
  expect(response.statusCode).toBeLessThan(300);
  const after = await entriesOf(entry.kind);
  expect(after.length - before.length).toBe(1);
  expect(after.at(-1)).toMatchObject({ actor: await acmeUser(entry.by), company: 'acme', label: expect.any(String) });
  expect(after.at(-1)!.label.length).toBeGreaterThan(0);
  if (entry.shows) expect(after.at(-1)).toMatchObject(entry.shows);
});

it('shows every kind above on the audit screen, each entry valid by the contract', async () => {
  const response = await call(ADMIN, 'GET', '/v2/audit-log?perPage=40');
  expect(response.statusCode).toBe(200);
  const kinds = new Set(auditPageSchema.parse(response.json()).items.map((entry) => entry.kind));
  expect(ACTIONS.map((entry) => entry.kind).filter((kind) => !kinds.has(kind))).toEqual([]);
});

it("records nobody's own post edits and deletions, which are not admin acts", async () => {
  const before = (await entriesOf('feed_post.deleted')).length + (await entriesOf('feed_post.edited')).length;
  const made = await call(MANAGER, 'POST', '/v2/feeds', { body: 'My own post' });
  expect(made.statusCode).toBe(201);
  const id = (made.json() as { _id: string })._id;
  expect((await call(MANAGER, 'PATCH', `/v2/feeds/${id}`, { body: 'My own post, edited' })).statusCode).toBe(200);
  expect((await call(MANAGER, 'DELETE', `/v2/feeds/${id}`)).statusCode).toBe(200);
  expect((await entriesOf('feed_post.deleted')).length + (await entriesOf('feed_post.edited')).length).toBe(before);
});
