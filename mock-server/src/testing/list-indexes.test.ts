import { sql } from 'drizzle-orm';
import { apiPaths } from '@timely/contract';
import { rowsOf } from '../db/rows-of.js';
import { createTestServer, type TestServer } from './test-server.js';
import { seedLargeCompany, TEST_SCALE } from './large-company.js';

/**
 * Issue #13: every list the portal opens stays index-backed at scale. Acme grows by a few thousand
 * projects, peers, sprints, tasks, reviews and posts (set-based SQL), the planner gets fresh statistics,
 * then each list endpoint runs through the real server while every statement it sends is captured
 * (`db.onQuery`) and EXPLAINed as the server runs it (planned once for any values, db/client.ts) and planned for
 * its parameters: no plan may read a big table front to back.
 * Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
const BIG_TABLES = ['projects', 'project_members', 'sprints', 'tasks', 'feed_posts', 'peer_feedback', 'users'];
// One allowance: the company's peers as the hash side of a join (a page's team, assignees, reviewers).
// The planner reads the (at most a few thousand) peers once rather than probe the key per row; the list's
// own rows are never found that way.
const HASHED_LOOKUPS = ['users'];

type PlanNode = {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Filter?: string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Plans?: PlanNode[];
};

let server: TestServer;
let headers: { authorization: string };
let sprintId: string;
let projectId: string;
let revieweeId: string;

beforeAll(async () => {
  server = await createTestServer();
  await seedLargeCompany(server.db, TEST_SCALE);
  headers = await server.authHeaders('admin@acme.test');
  const one = async (text: string) => (await server.db.query<{ id: string }>(text))[0]!.id;
  sprintId = await one(
    "SELECT s.id FROM sprints s JOIN projects p ON p.id = s.project_id WHERE p.description = 'Bench project 1 for banking clients' AND s.number = 2",
  );
  revieweeId = await one("SELECT id FROM users WHERE email = 'bench.1@acme.test'");
  projectId = await one(`SELECT project_id AS id FROM sprints WHERE id = '${sprintId}'`);
}, 180_000);
afterAll(async () => {
  await server.close();
});

const routes: Array<[string, () => { method: 'GET' | 'POST'; url: string; payload?: object }]> = [
  ['projects, first page', () => ({ method: 'GET', url: `${apiPaths.projects.list}?page=1&perPage=20` })],
  ['projects, a deep page', () => ({ method: 'GET', url: `${apiPaths.projects.list}?page=80&perPage=20` })],
  [
    'projects, by start date',
    () => ({ method: 'GET', url: `${apiPaths.projects.list}?page=3&perPage=20&sort=startDate` }),
  ],
  // each sort in either order has an index of its own (migration 0380)
  ...(['status', 'endDate', 'score'] as const).flatMap((sort) =>
    (['asc', 'desc'] as const).map((order): (typeof routes)[number] => [
      `projects, by ${sort} ${order}`,
      () => ({ method: 'GET', url: `${apiPaths.projects.list}?page=3&perPage=20&sort=${sort}&order=${order}` }),
    ]),
  ),
  // a selective search counts its matches from the trigram indexes (migration 0091); a pattern shorter
  // than three characters cannot use them and is not listed here
  [
    'projects, searched',
    () => ({
      method: 'GET',
      url: `${apiPaths.projects.list}?page=1&perPage=20&search=${encodeURIComponent('Cobalt Payments')}`,
    }),
  ],
  ['peers', () => ({ method: 'GET', url: `${apiPaths.peers.list}?page=1&perPage=20` })],
  ['feeds', () => ({ method: 'GET', url: `${apiPaths.feeds.list}?page=1&perPage=10` })],
  ['feeds, a later page', () => ({ method: 'GET', url: `${apiPaths.feeds.list}?page=30&perPage=10` })],
  [
    'tasks of a sprint',
    () => ({ method: 'GET', url: `${apiPaths.sprints.tasks(sprintId)}?tab=all&page=1&perPage=20` }),
  ],
  ['the board of a sprint', () => ({ method: 'GET', url: apiPaths.sprints.board(sprintId) })],
  [
    'the backlog of a project',
    () => ({ method: 'GET', url: `${apiPaths.projects.backlog(projectId)}?page=1&perPage=100` }),
  ],
  [
    'every task of a project',
    () => ({ method: 'GET', url: `${apiPaths.projects.tasks(projectId)}?page=1&perPage=50` }),
  ],
  [
    'every task of a project, filtered and by due date',
    () => ({
      method: 'GET',
      url: `${apiPaths.projects.tasks(projectId)}?type=bug&priority=high&status=not_started&sort=dueDate&page=1&perPage=50`,
    }),
  ],
  ['my work', () => ({ method: 'GET', url: `${apiPaths.meWork}?page=1&perPage=20` })],
  ["a peer's reviews", () => ({ method: 'GET', url: `${apiPaths.reviews.list}?revieweeId=${revieweeId}` })],
  ['sidebar projects', () => ({ method: 'POST', url: `/${apiPaths.fetchAllProjects}`, payload: {} })],
  ['leave requests', () => ({ method: 'GET', url: apiPaths.leave.requests })],
  // the Overview's project widgets answer a page of the admin's thousands of projects
  ['ongoing projects', () => ({ method: 'GET', url: `${apiPaths.overview.ongoingProjects}?page=1&perPage=10` })],
  [
    'ongoing projects, a deep page',
    () => ({ method: 'GET', url: `${apiPaths.overview.ongoingProjects}?page=40&perPage=10` }),
  ],
  ['projects with live work', () => ({ method: 'GET', url: `${apiPaths.overview.activity}?page=3&perPage=10` })],
];

describe('list endpoints at scale use indexes', () => {
  it.each(routes)('%s', async (_name, request) => expect(await seqScansOf(request())).toEqual([]), 20_000);
});

// a deep level3 page in each sort and order: its ids come from an index in that order, so nothing under the
// page's limit sorts the company's projects (the name and start date, descending, did: migration 0430)
describe('every sort of the projects list, either way, pages through an index in its order', () => {
  it.each(
    (['name', 'startDate', 'status', 'endDate', 'score'] as const).flatMap((sort) =>
      (['asc', 'desc'] as const).map((order) => [sort, order] as const),
    ),
  )('by %s %s', async (sort, order) => {
    const plan = await pagePlanOf(`${apiPaths.projects.list}?page=80&perPage=20&sort=${sort}&order=${order}`);
    expect(sortsUnderLimit(plan)).toEqual([]);
  });
});

// the Overview's live work of an admin's thousands of projects: a deep page is read from the kept rows' index in the
// card's order (migration 0510), where the company's open sprints were summed and sorted under the limit
it("an admin's deep page of live work pages through an index in its order", async () => {
  const plan = await pagePlanOf(`${apiPaths.overview.activity}?page=30&perPage=10`);
  expect(sortsUnderLimit(plan)).toEqual([]);
  expect(JSON.stringify(plan)).toContain('project_live_work_page');
});

// Left to choose, PostgreSQL plans a prepared statement for its values five times, then keeps its plan for any
// values only if that is as cheap: the projects pages were planned anew on every call, and planning one cost more
// than running it. The server's connections plan each statement once for any values (db/client.ts).
it("plans a page once for any values on the server's connections, not on each call", async () => {
  const page = longest(
    await statementsSentBy(
      { method: 'GET', url: `${apiPaths.projects.list}?page=30&perPage=20&sort=endDate` },
      headers,
    ),
  );
  expect(await plansChosenOver(page, 10)).toEqual({ generic: 10, custom: 0 });
});

// a feed page past the first, whose limit and offset PostgreSQL saw, was planned anew on every call when it chose
// (the planning cost twice what running the page did, in the bench's feed mix with the answer cache off); its plan
// for any values is as cheap, so PostgreSQL would keep it even where a connection were left to choose
it('a feed page past the first is kept for any values also where PostgreSQL chooses', async () => {
  const page = longest(
    await statementsSentBy({ method: 'GET', url: `${apiPaths.feeds.list}?page=30&perPage=10` }, headers),
  );
  expect(await plansChosenOver(page, 10, 'auto')).toEqual({ generic: 5, custom: 5 });
});

// a task page is cut before its rows are joined to their names: joined first, the plan kept for any values hashed
// every person of the company (the allowance above) to name twenty tasks, on every call, at the bench's scale
describe('a page of tasks is cut before it is joined to its people and names', () => {
  it.each([
    [
      "a sprint's tasks, the plan kept for any values",
      true,
      () => `${apiPaths.sprints.tasks(sprintId)}?tab=all&page=2&perPage=20`,
    ],
    [
      'every task of a project, planned for its values',
      false,
      () => `${apiPaths.projects.tasks(projectId)}?page=2&perPage=20`,
    ],
  ])('%s', async (_name, generic, url) => {
    const page = longest(await statementsSentBy({ method: 'GET', url: url() }, headers));
    const underLimit = tablesUnderLimit(await planOf(page, generic));
    expect(underLimit).toContain('tasks');
    expect(underLimit.filter((table) => NAMES.includes(table))).toEqual([]);
  });
});

const NAMES = ['users', 'epics', 'activity_types', 'job_roles', 'karma_awards', 'task_watchers', 'labels'];

/** The tables read beneath a Limit (the rows a page is cut from), subplans included. */
function tablesUnderLimit(node: PlanNode, underLimit = false): string[] {
  const below = underLimit || node['Node Type'] === 'Limit';
  return [
    ...(below && node['Relation Name'] ? [node['Relation Name']] : []),
    ...(node.Plans ?? []).flatMap((child) => tablesUnderLimit(child, below)),
  ];
}

/** The plan of a statement for its values, or (`generic`) the one PostgreSQL keeps for any values. */
async function planOf(statement: Statement, generic: boolean): Promise<PlanNode> {
  return server.db.orm.transaction(async (tx) => {
    await tx.execute(sql.raw(`SET LOCAL plan_cache_mode = ${generic ? 'force_generic_plan' : 'force_custom_plan'}`));
    await tx.execute(sql.raw(`PREPARE page_plan AS ${statement.text}`));
    try {
      const result = await tx.execute(sql.raw(`EXPLAIN (FORMAT JSON) EXECUTE page_plan${valuesOf(statement)}`));
      return rootPlanOf(rowsOf<Record<string, unknown>>(result)[0]!);
    } finally {
      await tx.execute(sql.raw('DEALLOCATE page_plan'));
    }
  });
}

/** How many times PostgreSQL planned this statement for its values, and used its plan for any values, over calls. */
async function plansChosenOver(
  statement: Statement,
  calls: number,
  mode?: 'auto',
): Promise<{ generic: number; custom: number }> {
  return server.db.orm.transaction(async (tx) => {
    if (mode) await tx.execute(sql.raw(`SET LOCAL plan_cache_mode = ${mode}`));
    await tx.execute(sql.raw(`PREPARE plan_choice AS ${statement.text}`));
    try {
      const values = valuesOf(statement);
      for (let call = 0; call < calls; call += 1) await tx.execute(sql.raw(`EXECUTE plan_choice${values}`));
      const [row] = rowsOf<{ generic: number | string; custom: number | string }>(
        await tx.execute(
          sql.raw(
            "SELECT generic_plans AS generic, custom_plans AS custom FROM pg_prepared_statements WHERE name = 'plan_choice'",
          ),
        ),
      );
      return { generic: Number(row!.generic), custom: Number(row!.custom) };
    } finally {
      await tx.execute(sql.raw('DEALLOCATE plan_choice'));
    }
  });
}

/** A statement's values as EXECUTE's argument list (none without parentheses). */
function valuesOf(statement: Statement): string {
  return statement.params.length ? `(${statement.params.map(literal).join(', ')})` : '';
}

/** A value as SQL text, for a statement EXECUTEd with literal values. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  return typeof value === 'number' ? String(value) : `'${String(value).replace(/'/g, "''")}'`;
}

/** The plan of the page that this GET sends (its longest statement), for its values. */
async function pagePlanOf(url: string): Promise<PlanNode> {
  const page = longest(await statementsSentBy({ method: 'GET', url }, headers));
  const [row] = await server.db.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) ${page.text}`, page.params);
  return rootPlanOf(row!);
}

/** The sorts that run beneath a Limit: what a page reads before it can take its rows. */
function sortsUnderLimit(node: PlanNode, underLimit = false): string[] {
  const sorted = underLimit && node['Node Type'].endsWith('Sort') ? [node['Node Type']] : [];
  const below = underLimit || node['Node Type'] === 'Limit';
  return [...sorted, ...(node.Plans ?? []).flatMap((child) => sortsUnderLimit(child, below))];
}

/**
 * A prepared page is planned once for any search text (after its first few calls), as if the text matched a few
 * rows: the trigram indexes then served every search, also where they name every project. Each case reads the
 * generic plan of the page the server sent and the indexes it uses.
 */
describe("a search uses the trigram indexes only where they narrow it, whatever its text's plan", () => {
  const TRIGRAM_INDEXES = ['projects_search_text_trgm'];
  const searchOf = (text: string) => `${apiPaths.projects.list}?page=1&perPage=20&search=${encodeURIComponent(text)}`;

  it('a word of the company looks its matches up in the indexes (level3)', async () => {
    const used = await genericPlanIndexesOf('admin@acme.test', searchOf('Cobalt'));
    expect(used.filter((name) => TRIGRAM_INDEXES.includes(name))).not.toEqual([]);
  });

  it('two letters, which give no trigram, test the rows instead (level3)', async () => {
    const used = await genericPlanIndexesOf('admin@acme.test', searchOf('an'));
    expect(used.filter((name) => TRIGRAM_INDEXES.includes(name))).toEqual([]);
  });

  // at this scale the planner starts from the memberships either way; on the bench's (50 memberships a peer) the
  // generic plan counted a member's matches from the indexes, 30 ms a page
  it("a member's search starts from their memberships", async () => {
    const used = await genericPlanIndexesOf('member@acme.test', searchOf('Cobalt'));
    expect(used.filter((name) => TRIGRAM_INDEXES.includes(name))).toEqual([]);
    expect(used.some((name) => name.startsWith('project_members'))).toBe(true);
  });
});

// a directory search lowered each peer's name, email and employee id with ILIKE, for the page and again for its
// count (now one statement finds the matches once), and a projects search each project's name and description; the texts are lowered when written
// (migrations 0440 and 0450), so no statement of a search lowers a row's text
describe('a search tests the text as it was lowered when written', () => {
  const peersOf = (text: string) => `${apiPaths.peers.list}?page=2&perPage=10&search=${text}&sort=email`;
  // not the questions of the tests above, whose answers the response cache keeps
  const projectsOf = (text: string) => `${apiPaths.projects.list}?page=1&perPage=10&sort=status&search=${text}`;
  it.each([
    ['the directory by name, email and employee id (level3)', 'admin@acme.test', peersOf('an'), 'an', 1],
    ['the directory by name and email (level1)', 'member@acme.test', peersOf('an'), 'an', 1],
    ['projects, a word found by its trigrams (level3)', 'admin@acme.test', projectsOf('Cobalt'), 'Cobalt', 1],
    ['projects, two letters tested on each project (level3)', 'admin@acme.test', projectsOf('an'), 'an', 1],
    ["projects, a member's", 'member@acme.test', projectsOf('an'), 'an', 1],
  ])('%s', async (_name, email, url, text, statements) => {
    const sent = await statementsSentBy({ method: 'GET', url }, await server.authHeaders(email));
    const searches = sent.filter((statement) => statement.params.includes(`%${text}%`));
    expect(searches).toHaveLength(statements);
    for (const statement of searches) {
      const conditions = conditionsIn(await planOf(statement, true));
      expect(conditions.filter((condition) => condition.includes('~~*'))).toEqual([]);
      expect(conditions.some((condition) => condition.includes('search_text'))).toBe(true);
    }
  });
});

// a directory search tested each peer's whole row, for the page and again for its count, and a page sorted by
// level, employee id or job role read every peer's row to sort them; the name index now holds what they read
// (migration 0460), so only the page's own rows are read by id
describe("the directory's page and count read the company's peers from an index alone", () => {
  it.each([
    ['a search by name (level1)', 'member@acme.test', 'search=an&sort=name'],
    [
      'a search by employee id, name and email, by email (level3)',
      'admin@acme.test',
      'search=an&sort=email&order=desc',
    ],
    ['a search by job role (level3)', 'admin@acme.test', 'search=be&sort=jobRole'],
    ['a page by level', 'admin@acme.test', 'sort=level'],
    ['a page by employee id, descending', 'admin@acme.test', 'sort=employeeId&order=desc'],
  ])('%s', async (_name, email, query) => {
    const url = `${apiPaths.peers.list}?page=2&perPage=10&${query}`;
    const sent = await statementsSentBy({ method: 'GET', url }, await server.authHeaders(email));
    const plans = await Promise.all(sent.map((statement) => planOf(statement, true)));
    const scans = plans.flatMap((plan) => peerScansOf(plan));
    expect(scans.length).toBeGreaterThan(0);
    expect(scans.filter((scan) => !scan.startsWith('Index Only Scan'))).toEqual([]);
  });
});

/** How a plan reads the users table other than one row by its key: node type and index. */
function peerScansOf(node: PlanNode): string[] {
  const own =
    node['Relation Name'] === 'users' && node['Index Name'] !== 'users_pkey'
      ? [`${node['Node Type']} ${node['Index Name'] ?? ''}`.trim()]
      : [];
  return [...own, ...(node.Plans ?? []).flatMap(peerScansOf)];
}

// a search's matches are sorted where they were found: picked again by id from the whole table, a search for a word
// every project holds read each one twice (43 ms at the bench's 10,000)
it.each([
  ['a word found by its trigrams', 'Acme'],
  ['two letters tested on each project', 'ac'],
])('a level3 projects search sorts its matches without reading them again by id: %s', async (_name, text) => {
  const url = `${apiPaths.projects.list}?page=2&perPage=10&sort=startDate&search=${text}`;
  const page = longest(await statementsSentBy({ method: 'GET', url }, headers));
  expect(indexesUnderLimit(await planOf(page, true))).not.toContain('projects_pkey');
});

/** The indexes read beneath a Limit, subplans included. */
function indexesUnderLimit(node: PlanNode, underLimit = false): string[] {
  const below = underLimit || node['Node Type'] === 'Limit';
  return [
    ...(below && node['Index Name'] ? [node['Index Name']] : []),
    ...(node.Plans ?? []).flatMap((child) => indexesUnderLimit(child, below)),
  ];
}

/** The conditions of every node of a plan: its filters, and its index's and its recheck's. */
function conditionsIn(node: PlanNode): string[] {
  const own = [node.Filter, node['Index Cond'], node['Recheck Cond']].filter((text) => text !== undefined);
  return [...own, ...(node.Plans ?? []).flatMap(conditionsIn)];
}

/** The indexes of the generic plan of the projects page that this GET sends. */
async function genericPlanIndexesOf(email: string, url: string): Promise<string[]> {
  const page = longest(await statementsSentBy({ method: 'GET', url }, await server.authHeaders(email)));
  return indexesOf(await planOf(page, true));
}

type Statement = { text: string; params: unknown[] };

/** Every statement the server sent to answer this request (which must succeed). */
async function statementsSentBy(
  request: { method: 'GET' | 'POST'; url: string; payload?: object },
  as: { authorization: string },
): Promise<Statement[]> {
  const statements: Statement[] = [];
  const stop = server.db.onQuery((text, params) => statements.push({ text, params }));
  const response = await server.app.inject({ ...request, headers: as });
  stop();
  expect(response.statusCode).toBe(200);
  return statements;
}

/** A list's page is the statement with the most text of those its answer sent. */
function longest(statements: Statement[]): Statement {
  return statements.reduce((kept, statement) => (statement.text.length > kept.text.length ? statement : kept));
}

/** The root of an `EXPLAIN (FORMAT JSON)` row (PGlite answers the JSON as text). */
function rootPlanOf(row: Record<string, unknown>): PlanNode {
  const plan = Object.values(row)[0];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{ Plan: PlanNode }>;
  return root!.Plan;
}

function indexesOf(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexesOf)];
}

/** Runs the request through the server and EXPLAINs every SELECT it sent: the big tables it scans. */
async function seqScansOf(request: { method: 'GET' | 'POST'; url: string; payload?: object }): Promise<string[]> {
  const statements = await statementsSentBy(request, headers);
  // a union's text starts with its first branch in parentheses
  const selects = statements.filter((statement) => /^[\s(]*(select|with)\b/i.test(statement.text));
  expect(selects.length).toBeGreaterThan(0);

  // the plan kept for any values is the one the server runs (db/client.ts); the one for these values must not
  // read a big table front to back either
  const scans: string[] = [];
  for (const statement of selects)
    for (const generic of [true, false])
      for (const table of seqScannedTables(await planOf(statement, generic)))
        if (BIG_TABLES.includes(table))
          scans.push(`Seq Scan on ${table} (${generic ? 'for any values' : 'for its values'}) in: ${statement.text}`);
  return scans;
}

function seqScannedTables(node: PlanNode, parent?: PlanNode): string[] {
  const table = node['Node Type'] === 'Seq Scan' ? node['Relation Name'] : undefined;
  const allowed = table !== undefined && parent?.['Node Type'] === 'Hash' && HASHED_LOOKUPS.includes(table);
  return [
    ...(table && !allowed ? [table] : []),
    ...(node.Plans ?? []).flatMap((child) => seqScannedTables(child, node)),
  ];
}
