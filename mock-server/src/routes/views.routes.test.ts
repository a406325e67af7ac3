import {
  epicSchema,
  errorEnvelopeSchema,
  optionItemSchema,
  projectTasksPageSchema,
  SAVED_VIEWS_MAX,
  savedViewListSchema,
  savedViewSchema,
  taskSchema,
  type CreateTaskBody,
} from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * Views of a project's work items (docs/projects.md#views): the project's task list with its filters, sorts
 * and pages, worked on the seeded Atlas (120 tasks: 8 in the backlog, the rest in 17 sprints; 71 completed,
 * 13 in progress, 35 not started, 1 stuck; 7 unassigned, 23 member@'s) plus three tasks made here; and the
 * saved views with every access rule.
 */

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const memberId = seedId('user', 'acme', 2);
// Atlas: managed by manager@, with member@ on the team
const ATLAS = seedId('project', 'acme', 'atlas');

let server: TestServer;
let colleague: string; // another level1 on Atlas
let outsider: string; // a level1 not on Atlas
let labelId: string;
let epicId: string;
const made: Record<'a' | 'b' | 'c', string> = { a: '', b: '', c: '' };

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
async function call(email: string, method: Method, url: string, payload?: unknown) {
  return server.app.inject({
    method,
    url,
    headers: await server.authHeaders(email),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
const fieldsOf = (response: { json(): unknown }) =>
  (errorEnvelopeSchema.parse(response.json()).details ?? []).map((detail) => detail.field);
async function list(query: string, email = MANAGER) {
  const response = await call(email, 'GET', `/v2/projects/${ATLAS}/tasks?${query}`);
  expect(response.statusCode).toBe(200);
  return projectTasksPageSchema.parse(response.json());
}
async function backlogTask(body: CreateTaskBody) {
  const response = await call(MANAGER, 'POST', `/v2/projects/${ATLAS}/backlog`, body);
  expect(response.statusCode).toBe(201);
  return taskSchema.parse(response.json())._id;
}

beforeAll(async () => {
  server = await createTestServer();
  const one = async (text: string) => (await server.db.query<{ email: string }>(text))[0]!.email;
  colleague = await one(
    `SELECT u.email FROM project_members pm JOIN users u ON u.id = pm.user_id WHERE pm.project_id = '${ATLAS}' AND pm.role = 'member' AND u.level = 'level1' AND u.email <> '${MEMBER}' AND u.deleted_at IS NULL ORDER BY u.email LIMIT 1`,
  );
  outsider = await one(
    `SELECT email FROM users u WHERE u.company_id = (SELECT company_id FROM projects WHERE id = '${ATLAS}') AND u.level = 'level1' AND u.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = '${ATLAS}' AND pm.user_id = u.id) ORDER BY u.email LIMIT 1`,
  );
  const label = await call(ADMIN, 'POST', '/v2/options/labels', { name: 'Views label', colour: '#13c2c2' });
  labelId = optionItemSchema.parse(label.json())._id;
  epicId = epicSchema.parse(
    (await call(MANAGER, 'POST', `/v2/projects/${ATLAS}/epics`, { name: 'Views epic' })).json(),
  )._id;
  made.a = await backlogTask({
    title: 'Views bug A',
    estimateHours: 2,
    type: 'bug',
    priority: 'urgent',
    labelIds: [labelId],
    epicId,
    dueDate: '2030-01-10',
    assigneeId: memberId,
  });
  made.b = await backlogTask({
    title: 'Views story B',
    estimateHours: 1,
    type: 'story',
    priority: 'high',
    dueDate: '2030-01-05',
  });
  made.c = await backlogTask({
    title: 'Views chore C',
    description: 'The needle is in here',
    estimateHours: 3,
    type: 'chore',
    priority: 'low',
    labelIds: [labelId],
    epicId,
    assigneeId: memberId,
  });
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('GET /v2/projects/:id/tasks: every task of the project', () => {
  it('pages all 123 tasks, closed sprints and the backlog included', async () => {
    const first = await list('');
    expect([first.total, first.page, first.perPage, first.totalPages, first.items.length]).toEqual([123, 1, 50, 3, 50]);
    const last = await list('page=3');
    expect(last.items).toHaveLength(23);
    const past = await list('page=4');
    expect([past.items.length, past.total]).toEqual([0, 123]);
    expect((await list('perPage=100')).items).toHaveLength(100);
    // filtered, a page past the last counts the matches too; a filter nothing matches, none
    const bugs = await list(`type=bug&label=${labelId}`);
    expect(bugs.items.map((task) => task._id)).toEqual([made.a]);
    const pastBugs = await list(`type=bug&label=${labelId}&page=3`);
    expect([pastBugs.items.length, pastBugs.total, pastBugs.totalPages]).toEqual([0, 1, 1]);
    expect((await list('search=no%20task%20says%20this&page=2')).total).toBe(0);
  });

  it('sorts by rank as the plan runs: Sprint 1 first, the backlog last, its sprint named on each row', async () => {
    const first = await list('perPage=1');
    expect(first.items[0]!.sprint).toMatchObject({ name: 'Sprint 1', status: 'completed' });
    const last = await list('page=123&perPage=1');
    expect(last.items[0]!.sprint).toBeNull();
    const reversed = await list('perPage=1&order=desc');
    expect(reversed.items[0]!.sprint).toBeNull();
    expect((await list('sprint=backlog&perPage=100')).items.map((task) => task._id).slice(-3)).toEqual([
      made.a,
      made.b,
      made.c,
    ]);
  });

  it('filters by each field, several values of one matching any, filters together all', async () => {
    const ids = async (query: string) => (await list(`${query}&perPage=100`)).items.map((task) => task._id).sort();
    expect((await list('sprint=backlog')).total).toBe(11);
    expect((await list('status=stuck&status=in_progress')).total).toBe(14);
    expect((await list('assignee=unassigned')).total).toBe(8);
    expect((await list(`assignee=${memberId}&assignee=unassigned`)).total).toBe(23 + 2 + 8);
    expect(await ids('type=bug')).toEqual([made.a]);
    expect(await ids('type=bug&type=story')).toEqual([made.a, made.b].sort());
    expect(await ids('priority=urgent&priority=high')).toEqual([made.a, made.b].sort());
    expect(await ids(`label=${labelId}`)).toEqual([made.a, made.c].sort());
    expect(await ids(`epic=${epicId}`)).toEqual([made.a, made.c].sort());
    expect((await list('epic=none')).total).toBe(121);
    expect(await ids('search=needle')).toEqual([made.c]);
    expect(await ids(`label=${labelId}&type=chore`)).toEqual([made.c]);
    expect((await list(`sprint=backlog&status=completed`)).total).toBe(0);
    const sprint13 = (await list('status=stuck')).items[0]!.sprint;
    expect(sprint13?.status).toBe('current');
    expect((await list(`sprint=${sprint13!._id}&sprint=backlog`)).total).toBe(8 + 11);
  });

  it('sorts by due date (none last either way), priority, title, creation and change', async () => {
    const titles = async (query: string) => (await list(`search=views&${query}`)).items.map((task) => task.title);
    expect(await titles('sort=dueDate')).toEqual(['Views story B', 'Views bug A', 'Views chore C']);
    expect(await titles('sort=dueDate&order=desc')).toEqual(['Views bug A', 'Views story B', 'Views chore C']);
    expect(await titles('sort=priority')).toEqual(['Views bug A', 'Views story B', 'Views chore C']);
    expect(await titles('sort=priority&order=desc')).toEqual(['Views chore C', 'Views story B', 'Views bug A']);
    expect(await titles('sort=title')).toEqual(['Views bug A', 'Views chore C', 'Views story B']);
    expect(await titles('sort=created&order=desc')).toEqual(['Views chore C', 'Views story B', 'Views bug A']);
    await call(MANAGER, 'PATCH', `/v2/tasks/${made.a}`, { estimateHours: 2.5 });
    expect((await titles('sort=updated&order=desc'))[0]).toBe('Views bug A');
  });

  it('answers the rows the backlog answers, the same fields for the same callers', async () => {
    const asMember = await list('search=views&sort=title', MEMBER);
    expect(asMember.total).toBe(3);
    expect(asMember.items.map((task) => [task.canEdit, task.canMove])).toEqual([
      [false, false],
      [false, false],
      [false, false],
    ]);
    expect((await list('search=views&sort=title')).items[0]!.canEdit).toBe(true);
    expect((await call(outsider, 'GET', `/v2/projects/${ATLAS}/tasks`)).statusCode).toBe(403);
    expect((await call(GLOBEX, 'GET', `/v2/projects/${ATLAS}/tasks`)).statusCode).toBe(404);
  });

  it.each([
    ['perPage=101', 'perPage'],
    ['page=0', 'page'],
    ['sort=points', 'sort'],
    ['order=up', 'order'],
    ['type=epic', 'type'],
    ['status=done', 'status'],
    ['priority=p1', 'priority'],
    ['label=x', 'label'],
    ['assignee=bob', 'assignee'],
    ['epic=x', 'epic'],
    ['sprint=current', 'sprint'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('refuses %s with a 400 naming %s', async (query, field) => {
    const response = await call(MANAGER, 'GET', `/v2/projects/${ATLAS}/tasks?${query}`);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
  });
});

describe('saved views', () => {
  const views = `/v2/projects/${ATLAS}/views`;
  const filters = { type: ['bug'], sort: 'priority', order: 'asc' };
  async function create(email: string, name: string, shared = false) {
    const response = await call(email, 'POST', views, { name, shared, filters });
    expect(response.statusCode).toBe(201);
    return savedViewSchema.parse(response.json());
  }
  const namesFor = async (email: string) =>
    savedViewListSchema.parse((await call(email, 'GET', views)).json()).items.map((view) => view.name);
  const auditOf = async (id: string) =>
    server.db.query<{ kind: string; before: unknown; after: unknown }>(
      `SELECT kind, before, after FROM audit_log WHERE target_id = '${id}' ORDER BY created_at`,
    );

  it('keeps the query without its page, with its defaults filled in', async () => {
    const view = await create(MEMBER, 'My bugs');
    expect(view).toMatchObject({ name: 'My bugs', shared: false, mine: true, canManage: true });
    expect(view.filters).toEqual({ perPage: 50, sort: 'priority', order: 'asc', type: ['bug'] });
    expect(view.owner.name).toBe('Mia Member');
  });

  it('hides a private view from everyone else: not listed, and 404 to read, change or delete', async () => {
    const view = await create(MEMBER, 'Private one');
    expect(await namesFor(MEMBER)).toContain('Private one');
    for (const email of [MANAGER, ADMIN, colleague]) {
      expect(await namesFor(email)).not.toContain('Private one');
      expect((await call(email, 'PATCH', `/v2/views/${view._id}`, { name: 'Taken over' })).statusCode).toBe(404);
      expect((await call(email, 'DELETE', `/v2/views/${view._id}`)).statusCode).toBe(404);
    }
    expect((await call(GLOBEX, 'DELETE', `/v2/views/${view._id}`)).statusCode).toBe(404);
    expect((await call(GLOBEX, 'GET', views)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', views)).statusCode).toBe(403);
    expect((await call(outsider, 'POST', views, { name: 'Nope', filters: {} })).statusCode).toBe(403);
  });

  it('shows a shared view to the project; its owner changes it, managers rename, unshare and delete it (audited)', async () => {
    const view = await create(MEMBER, 'Team bugs', true);
    const seen = savedViewListSchema
      .parse((await call(colleague, 'GET', views)).json())
      .items.find((item) => item._id === view._id);
    expect(seen).toMatchObject({ mine: false, canManage: false, shared: true });
    const byManager = savedViewListSchema
      .parse((await call(MANAGER, 'GET', views)).json())
      .items.find((item) => item._id === view._id);
    expect(byManager).toMatchObject({ mine: false, canManage: true });
    // a colleague may not touch it; a manager may not change its filters or share it
    expect((await call(colleague, 'PATCH', `/v2/views/${view._id}`, { name: 'Mine now' })).statusCode).toBe(403);
    expect((await call(colleague, 'DELETE', `/v2/views/${view._id}`)).statusCode).toBe(403);
    expect((await call(MANAGER, 'PATCH', `/v2/views/${view._id}`, { filters: {} })).statusCode).toBe(403);
    // the owner changes its filters: not audited
    const owned = await call(MEMBER, 'PATCH', `/v2/views/${view._id}`, { filters: { status: 'stuck' } });
    expect(savedViewSchema.parse(owned.json()).filters.status).toEqual(['stuck']);
    expect(await auditOf(view._id)).toEqual([]);
    // the manager renames and unshares it
    const renamed = await call(MANAGER, 'PATCH', `/v2/views/${view._id}`, { name: 'Stuck work' });
    expect(savedViewSchema.parse(renamed.json()).name).toBe('Stuck work');
    expect((await call(MANAGER, 'PATCH', `/v2/views/${view._id}`, { shared: false })).statusCode).toBe(200);
    expect(await auditOf(view._id)).toEqual([
      { kind: 'saved_view.updated', before: { name: 'Team bugs' }, after: { name: 'Stuck work' } },
      { kind: 'saved_view.updated', before: { shared: true }, after: { shared: false } },
    ]);
    // private again: gone for everyone but its owner
    expect(await namesFor(colleague)).not.toContain('Stuck work');
    expect((await call(MANAGER, 'DELETE', `/v2/views/${view._id}`)).statusCode).toBe(404);
    expect(await namesFor(MEMBER)).toContain('Stuck work');
    // shared again by its owner, then deleted by the admin
    expect((await call(MEMBER, 'PATCH', `/v2/views/${view._id}`, { shared: true })).statusCode).toBe(200);
    expect((await call(ADMIN, 'DELETE', `/v2/views/${view._id}`)).statusCode).toBe(200);
    expect((await auditOf(view._id)).map((entry) => entry.kind)).toEqual([
      'saved_view.updated',
      'saved_view.updated',
      'saved_view.deleted',
    ]);
    expect(await namesFor(MEMBER)).not.toContain('Stuck work');
    expect((await call(MEMBER, 'PATCH', `/v2/views/${view._id}`, { name: 'Back' })).statusCode).toBe(404);
  });

  it('lets the owner delete their own view, unaudited, and reuse its name', async () => {
    const view = await create(colleague, 'Reused');
    expect((await call(colleague, 'POST', views, { name: 'Reused', filters: {} })).statusCode).toBe(400);
    expect((await call(colleague, 'DELETE', `/v2/views/${view._id}`)).statusCode).toBe(200);
    expect(await auditOf(view._id)).toEqual([]);
    await create(colleague, 'Reused');
    // another person may use the same name
    await create(MANAGER, 'Reused');
  });

  it.each([
    [{ name: '', filters: {} }, 'name'],
    [{ name: 'x'.repeat(81), filters: {} }, 'name'],
    [{ name: 'Bad', filters: { type: ['epic'] } }, 'filters.type'],
    [{ name: 'Bad', filters: { page: 2 } }, 'filters.page'],
    [{ name: 'Bad', filters: { perPage: 500 } }, 'filters.perPage'],
    [{ name: 'Bad', filters: {}, shared: 'yes' }, 'shared'],
    [{ name: 'Bad' }, 'filters'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const response = await call(MEMBER, 'POST', views, body);
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response)).toContain(field);
  });

  it(`keeps at most ${SAVED_VIEWS_MAX} views per person and project`, async () => {
    const kept = savedViewListSchema
      .parse((await call(MANAGER, 'GET', views)).json())
      .items.filter((view) => view.mine);
    for (let index = kept.length; index < SAVED_VIEWS_MAX; index += 1) await create(MANAGER, `View ${index}`);
    const over = await call(MANAGER, 'POST', views, { name: 'One too many', filters: {} });
    expect(over.statusCode).toBe(400);
    expect(fieldsOf(over)).toEqual(['name']);
    // others still may
    await create(ADMIN, 'Admin view');
  }, 60_000);
});
