import { createTvLinkResponseSchema, taskSchema } from '@timely/contract';
import { seedId } from '../../db/seed/seed-ids.js';
import { currentMonth } from '../../services/kpi/months.js';
import { addIsoDays } from '../../services/leave/leave-days.js';
import { createTestServer, type TestServer } from '../test-server.js';

/**
 * The access matrix, field by field (docs/privacy.md, issue #29): each route whose answer
 * depends on who asks, called by a member, the manager of the project, the manager of another project,
 * the company admin and another company's admin, must leave out exactly what that caller may not see.
 * Each row reads one answer into a small summary ("hidden", "shown", the status when refused), so that
 * the table below reads as the rule it checks.
 *
 * The people: the member (peer 2) works on Atlas, Beacon and Fjord; the manager (peer 1) manages Atlas,
 * Beacon and Ember; the other manager (peer 10, level2) manages Delta and works on Cobalt, so Atlas is
 * not theirs and Cobalt is theirs without managing it. Peer 4 (Atlas) has a day of sick leave this week.
 */

const CALLERS = ['member', 'manager', 'otherManager', 'admin', 'otherCompany'] as const;
type Caller = (typeof CALLERS)[number];
type Json = Record<string, unknown>;
type MatrixResponse = { status: number; json: () => unknown; body: string };
type FieldRow = {
  label: string;
  url: string | (() => Promise<string>);
  headers?: () => Promise<Record<string, string>>;
  /** What the caller's answer shows; a refused call reads as its status. */
  read: (response: MatrixResponse) => unknown;
  expect: Record<Caller, unknown>;
};

let server: TestServer;
const headersOf = new Map<Caller, Record<string, string>>();
const atlas = seedId('project', 'acme', 'atlas');
const cobalt = seedId('project', 'acme', 'cobalt');
const peer = (n: number) => seedId('user', 'acme', n);
// the server's month and the weeks around its today, filled in when a row is called (see urlOf)
const month = '{month}';
const range = '{range}';
/** A row's address with the server's month and days in it. */
function urlOf(url: string): string {
  const today = server.app.now().toISOString().slice(0, 10);
  return url
    .replaceAll(month, currentMonth(server.app.now()))
    .replaceAll(range, `from=${addIsoDays(today, -21)}&to=${addIsoDays(today, 21)}`);
}

beforeAll(async () => {
  server = await createTestServer();
  // the server's day stands still, so each row asks for the month and days it meant
  server.clock.freeze();
  const [otherManager] = await server.db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [peer(10)]);
  const emails: Record<Caller, string> = {
    member: 'member@acme.test',
    manager: 'manager@acme.test',
    otherManager: otherManager!.email,
    admin: 'admin@acme.test',
    otherCompany: 'admin@globex.test',
  };
  for (const caller of CALLERS) headersOf.set(caller, await server.authHeaders(emails[caller]));
});
afterAll(async () => {
  await server.close();
});

/** `read` on a 200 answer's JSON; any other status reads as that status. */
const onJson = (read: (json: Json) => unknown) => (response: MatrixResponse) =>
  response.status === 200 ? read(response.json() as Json) : response.status;
const onText = (read: (text: string) => unknown) => (response: MatrixResponse) =>
  response.status === 200 ? read(response.body) : response.status;
const status = (response: MatrixResponse) => response.status;
/** "shown" when every field is there, "hidden" when none is, "mixed" otherwise (always a failure). */
function shown(record: Json | undefined, fields: string[]): string {
  if (!record) return 'absent';
  const present = fields.filter((field) => field in record).length;
  return present === fields.length ? 'shown' : present === 0 ? 'hidden' : 'mixed';
}
const MONEY = ['projectedRevenue', 'achievedRevenue', 'profitPercent'];
const ORG_MONEY = ['expectedRevenue', 'achievedRevenue', 'profitPercent'];
/**
 * Health's figures that come from money (issue #48): the revenue and profit parts' own, and the score and
 * band, which sum all four parts and so give the money parts back beside the eNPS and cNPS ones.
 */
function healthMoney(health: unknown): string {
  if (!health) return 'absent';
  const record = health as Json;
  const moneyParts = (record.parts as Json[]).filter((part) => part.key === 'revenue' || part.key === 'profit');
  const found = [
    shown(record, ['score', 'band']),
    ...moneyParts.map((part) => shown(part, ['achieved', 'target', 'ratio', 'points'])),
  ];
  if (found.every((each) => each === 'shown')) return 'shown';
  return found.every((each) => each === 'hidden') ? 'hidden' : found.join('/');
}
const items = (json: Json) => json.items as Json[];
const rowOf = (json: Json, projectId: string) => items(json).find((row) => (row.project as Json)._id === projectId);
const peer4Absence = (json: Json) =>
  (json.absences as Json[]).find((absence) => (absence.peer as Json)._id === peer(4));

async function tvKey(showRevenue: boolean): Promise<Record<string, string>> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/v2/kpis/tv-links',
    headers: headersOf.get('admin'),
    payload: { label: `Field matrix ${String(showRevenue)}`, showRevenue },
  });
  return { 'x-tv-key': createTvLinkResponseSchema.parse(response.json()).key };
}

async function atlasTask(): Promise<string> {
  const [task] = await server.db.query<{ id: string }>(
    'SELECT id FROM tasks WHERE project_id = $1 ORDER BY id LIMIT 1',
    [atlas],
  );
  return `/v2/tasks/${task!.id}/helpers`;
}

/** The structure of an Atlas task of the member's, not completed, in an open sprint (issue #49). */
async function memberAtlasTask(): Promise<string> {
  const [task] = await server.db.query<{ id: string }>(
    `SELECT t.id FROM tasks t JOIN sprints s ON s.id = t.sprint_id
     WHERE t.project_id = $1 AND t.assignee_id = $2 AND t.status <> 'completed' AND t.deleted_at IS NULL
       AND s.closed_at IS NULL AND s.deleted_at IS NULL ORDER BY t.id LIMIT 1`,
    [atlas, peer(2)],
  );
  return `/v2/tasks/${task!.id}/structure`;
}

/** The watchers of an Atlas task that the admin watches (the list needs someone in it). */
async function atlasWatchers(): Promise<string> {
  const url = (await atlasTask()).replace('/helpers', '');
  await server.app.inject({ method: 'POST', url: `${url}/watch`, headers: headersOf.get('admin') });
  return `${url}/watchers`;
}

// a row of a project's task list: a task as the backlog answers it, and its sprint
const TASK_FIELDS = Object.keys(taskSchema.shape).length + 1;

/** Atlas's saved views, with a private and a shared view of the member's among them. */
async function atlasViews(): Promise<string> {
  const url = `/v2/projects/${atlas}/views`;
  // made once: a second time is refused as a name the member already uses
  for (const [name, shared] of [
    ['Field matrix private', false],
    ['Field matrix shared', true],
  ] as const)
    await server.app.inject({
      method: 'POST',
      url,
      headers: headersOf.get('member'),
      payload: { name, shared, filters: {} },
    });
  return url;
}

async function atlasBoard(): Promise<string> {
  const [sprint] = await server.db.query<{ id: string }>(
    'SELECT id FROM sprints WHERE project_id = $1 AND closed_at IS NULL AND deleted_at IS NULL ORDER BY number LIMIT 1',
    [atlas],
  );
  return `/v2/sprints/${sprint!.id}/board`;
}

const rows: FieldRow[] = [
  // leave: a colleague's type and reason are level3's and their projects' managers'; others see "away" + dates
  {
    label: "leave report: peer 4's sick day",
    url: `/v2/leave/report?${range}`,
    read: onJson((json) => {
      const absence = peer4Absence(json);
      return absence ? (absence.type ?? 'away') : 'absent';
    }),
    expect: { member: 'away', manager: 'sick', otherManager: 'absent', admin: 'sick', otherCompany: 'absent' },
  },
  {
    label: 'leave report: split by type of the totals',
    url: `/v2/leave/report?${range}`,
    read: onJson((json) => shown(json.totals as Json, ['annual', 'sick', 'unpaid', 'other'])),
    expect: { member: 'hidden', manager: 'shown', otherManager: 'shown', admin: 'shown', otherCompany: 'shown' },
  },
  {
    label: "leave report CSV: peer 4's row",
    url: `/v2/leave/report.csv?${range}&userId=${peer(4)}`,
    read: onText((text) => text.split('\r\n')[1]?.split(',').slice(2, 6).join(',')),
    expect: { member: ',,,', manager: '0,1,0,0', otherManager: 404, admin: '0,1,0,0', otherCompany: 404 },
  },
  {
    label: 'leave balances of peer 4',
    url: `/v2/leave/balances?userId=${peer(4)}`,
    read: status,
    expect: { member: 404, manager: 200, otherManager: 404, admin: 200, otherCompany: 404 },
  },
  // single sign-on: level3's own company; the client secret is write-only (only whether one is set)
  {
    label: 'single sign-on settings: the client secret',
    url: '/v2/company/sso',
    read: onJson((json) => ('clientSecret' in json ? 'secret shown' : `set: ${String(json.clientSecretSet)}`)),
    expect: { member: 403, manager: 403, otherManager: 403, admin: 'set: false', otherCompany: 'set: false' },
  },
  // money: level3 and the project's managers; the org row level3 only
  {
    label: 'org KPIs: money columns',
    url: `/v2/kpis/org?month=${month}`,
    read: onJson((json) => shown(json, ORG_MONEY)),
    expect: { member: 'hidden', manager: 'hidden', otherManager: 'hidden', admin: 'shown', otherCompany: 'shown' },
  },
  {
    label: "org KPIs: health's money-derived figures (score, band, revenue and profit parts)",
    url: `/v2/kpis/org?month=${month}`,
    read: onJson((json) => healthMoney(json.health)),
    expect: { member: 'hidden', manager: 'hidden', otherManager: 'hidden', admin: 'shown', otherCompany: 'shown' },
  },
  {
    label: 'project KPI table: Atlas money',
    url: `/v2/kpis/projects?month=${month}&perPage=40`,
    read: onJson((json) => shown(rowOf(json, atlas), MONEY)),
    expect: { member: 'hidden', manager: 'shown', otherManager: 'absent', admin: 'shown', otherCompany: 'absent' },
  },
  {
    label: "project KPI table: Atlas health's money-derived figures",
    url: `/v2/kpis/projects?month=${month}&perPage=40`,
    read: onJson((json) => healthMoney(rowOf(json, atlas)?.health)),
    expect: { member: 'hidden', manager: 'shown', otherManager: 'absent', admin: 'shown', otherCompany: 'absent' },
  },
  {
    label: "project KPI table: Cobalt health's money-derived figures",
    url: `/v2/kpis/projects?month=${month}&perPage=40`,
    read: onJson((json) => healthMoney(rowOf(json, cobalt)?.health)),
    expect: { member: 'absent', manager: 'absent', otherManager: 'hidden', admin: 'shown', otherCompany: 'absent' },
  },
  {
    label: 'project KPI table: Cobalt money',
    url: `/v2/kpis/projects?month=${month}&perPage=40`,
    read: onJson((json) => shown(rowOf(json, cobalt), MONEY)),
    expect: { member: 'absent', manager: 'absent', otherManager: 'hidden', admin: 'shown', otherCompany: 'absent' },
  },
  {
    label: 'Atlas KPI page: money, history and profit target',
    url: `/v2/kpis/projects/${atlas}?month=${month}`,
    read: onJson((json) =>
      [
        shown(json.row as Json, MONEY),
        shown((json.history as Json[])[0], MONEY),
        shown(json.targets as Json, ['profitPercent']),
      ].join(),
    ),
    expect: {
      member: 'hidden,hidden,hidden',
      manager: 'shown,shown,shown',
      otherManager: 403,
      admin: 'shown,shown,shown',
      otherCompany: 404,
    },
  },
  {
    label: "Atlas KPI page: health's money-derived figures, this month and in the history",
    url: `/v2/kpis/projects/${atlas}?month=${month}`,
    read: onJson((json) =>
      [
        healthMoney((json.row as Json).health),
        shown((json.history as Json[]).find((point) => point.health !== null) ?? (json.history as Json[])[0], [
          'health',
        ]),
      ].join(),
    ),
    expect: {
      member: 'hidden,hidden',
      manager: 'shown,shown',
      otherManager: 403,
      admin: 'shown,shown',
      otherCompany: 404,
    },
  },
  {
    label: 'Cobalt KPI page: money',
    url: `/v2/kpis/projects/${cobalt}?month=${month}`,
    read: onJson((json) => shown(json.row as Json, MONEY)),
    expect: { member: 403, manager: 403, otherManager: 'hidden', admin: 'shown', otherCompany: 404 },
  },
  {
    label: 'Atlas milestones: amounts and the chart by month',
    url: `/v2/kpis/projects/${atlas}/milestones`,
    read: onJson((json) => [shown(items(json)[0], ['amount']), 'byMonth' in json].join()),
    expect: {
      member: 'hidden,false',
      manager: 'shown,true',
      otherManager: 403,
      admin: 'shown,true',
      otherCompany: 404,
    },
  },
  {
    label: 'Cobalt milestones: amounts (milestones listed without)',
    url: `/v2/kpis/projects/${cobalt}/milestones`,
    read: onJson((json) => (items(json).length ? shown(items(json)[0], ['amount']) : 'none')),
    expect: {
      member: 403,
      manager: 403,
      otherManager: expect.stringMatching(/^(hidden|none)$/),
      admin: expect.stringMatching(/^(shown|none)$/),
      otherCompany: 404,
    },
  },
  {
    label: 'Atlas profitability: profit figures',
    url: `/v2/kpis/projects/${atlas}/profitability`,
    read: onJson((json) => shown(items(json)[0], ['currentProfitPercent', 'targetProfitPercent'])),
    expect: { member: 'hidden', manager: 'shown', otherManager: 403, admin: 'shown', otherCompany: 404 },
  },
  // the KPI records' exports: the money columns exactly where the lists show money
  {
    label: 'Atlas milestones export: the amount column',
    url: `/v2/kpis/projects/${atlas}/milestones/export`,
    read: onText((text) => (text.split('\r\n')[0]!.split(',').includes('Amount') ? 'shown' : 'hidden')),
    expect: { member: 'hidden', manager: 'shown', otherManager: 403, admin: 'shown', otherCompany: 404 },
  },
  {
    label: 'Atlas change requests export: the amount column',
    url: `/v2/kpis/projects/${atlas}/change-requests/export`,
    read: onText((text) => (text.split('\r\n')[0]!.split(',').includes('Amount') ? 'shown' : 'hidden')),
    expect: { member: 'hidden', manager: 'shown', otherManager: 403, admin: 'shown', otherCompany: 404 },
  },
  {
    label: 'Atlas profitability export: the profit columns',
    url: `/v2/kpis/projects/${atlas}/profitability/export`,
    read: onText((text) => {
      const header = text.split('\r\n')[0]!.split(',');
      return ['Current profit (%)', 'Target profit (%)'].filter((column) => header.includes(column)).length === 2
        ? 'shown'
        : header.some((column) => column.includes('profit'))
          ? 'mixed'
          : 'hidden';
    }),
    expect: { member: 'hidden', manager: 'shown', otherManager: 403, admin: 'shown', otherCompany: 404 },
  },
  {
    label: 'Atlas eNPS answers: never a respondent, always the comment',
    url: `/v2/kpis/projects/${atlas}/enps-responses`,
    read: onJson((json) =>
      [
        items(json).some((item) => 'respondent' in item || 'respondentId' in item),
        items(json).every((item) => typeof item.comment === 'string'),
      ].join(),
    ),
    expect: { member: 'false,true', manager: 'false,true', otherManager: 403, admin: 'false,true', otherCompany: 404 },
  },
  // the TV dashboard: whoever holds the key; money only on a link made with "show revenue"
  {
    label: 'TV dashboard, link without show revenue',
    url: '/v2/kpis/tv',
    headers: () => tvKey(false),
    read: onJson((json) =>
      [
        shown(json.org as Json, ORG_MONEY),
        shown((json.projects as Json[])[0], MONEY),
        healthMoney((json.org as Json).health),
        [
          ...new Set(
            (json.projects as Json[]).filter((project) => project.health).map((project) => healthMoney(project.health)),
          ),
        ].join('/'),
      ].join(),
    ),
    expect: {
      member: 'hidden,hidden,hidden,hidden',
      manager: 'hidden,hidden,hidden,hidden',
      otherManager: 'hidden,hidden,hidden,hidden',
      admin: 'hidden,hidden,hidden,hidden',
      otherCompany: 'hidden,hidden,hidden,hidden',
    },
  },
  {
    label: 'TV dashboard, link with show revenue',
    url: '/v2/kpis/tv',
    headers: () => tvKey(true),
    read: onJson((json) =>
      [
        shown(json.org as Json, ORG_MONEY),
        shown((json.projects as Json[])[0], MONEY),
        healthMoney((json.org as Json).health),
        [
          ...new Set(
            (json.projects as Json[]).filter((project) => project.health).map((project) => healthMoney(project.health)),
          ),
        ].join('/'),
      ].join(),
    ),
    expect: {
      member: 'shown,shown,shown,shown',
      manager: 'shown,shown,shown,shown',
      otherManager: 'shown,shown,shown,shown',
      admin: 'shown,shown,shown,shown',
      otherCompany: 'shown,shown,shown,shown',
    },
  },
  // the directory: mobile numbers and employee ids for level2 and level3; exports level3's
  {
    label: 'peer directory: mobile and employee id',
    url: '/v2/peers?perPage=40',
    read: onJson((json) => [...new Set(items(json).map((item) => shown(item, ['phone', 'employeeId'])))].join()),
    expect: { member: 'hidden', manager: 'shown', otherManager: 'shown', admin: 'shown', otherCompany: 'shown' },
  },
  {
    label: 'one peer: mobile and employee id',
    url: `/v2/peers/${peer(3)}`,
    read: onJson((json) => shown(json, ['phone', 'employeeId'])),
    expect: { member: 'hidden', manager: 'shown', otherManager: 'shown', admin: 'shown', otherCompany: 404 },
  },
  // people records: the hire date for level2, level3, the peer's manager and the peer; the manager for everyone
  {
    label: "one peer: hire date and manager (peer 3's)",
    url: `/v2/peers/${peer(3)}`,
    read: onJson((json) => [shown(json, ['hireDate']), shown(json, ['manager'])].join()),
    expect: {
      member: 'hidden,shown',
      manager: 'shown,shown',
      otherManager: 'shown,shown',
      admin: 'shown,shown',
      otherCompany: 404,
    },
  },
  {
    label: 'one peer: the hire date of oneself',
    url: `/v2/peers/${peer(2)}`,
    read: onJson((json) => shown(json, ['hireDate'])),
    expect: { member: 'shown', manager: 'shown', otherManager: 'shown', admin: 'shown', otherCompany: 404 },
  },
  {
    label: "one peer: the company's fields by who may see them (peer 3's)",
    url: async () => {
      await peerFieldValues();
      return `/v2/peers/${peer(3)}`;
    },
    read: onJson((json) =>
      Object.keys(json.customFields as Json)
        .map((id) => fieldNames.get(id))
        .sort()
        .join(),
    ),
    expect: {
      member: 'Matrix everyone',
      manager: 'Matrix everyone,Matrix managers',
      otherManager: 'Matrix everyone,Matrix managers',
      admin: 'Matrix admins,Matrix everyone,Matrix managers',
      otherCompany: 404,
    },
  },
  {
    label: "directory: the company's fields by who may see them (peer 3's row)",
    url: async () => {
      await peerFieldValues();
      return '/v2/peers?perPage=40';
    },
    read: onJson((json) => {
      const row = items(json).find((item) => item._id === peer(3));
      if (!row) return 'absent';
      return Object.keys(row.customFields as Json)
        .map((id) => fieldNames.get(id))
        .sort()
        .join();
    }),
    expect: {
      member: 'Matrix everyone',
      manager: 'Matrix everyone,Matrix managers',
      otherManager: 'Matrix everyone,Matrix managers',
      admin: 'Matrix admins,Matrix everyone,Matrix managers',
      otherCompany: 'absent',
    },
  },
  // who has not accepted their invitation: level3's only (issue #33)
  {
    label: 'peer directory: invitation',
    url: '/v2/peers?perPage=40',
    read: onJson((json) => [...new Set(items(json).map((item) => shown(item, ['invitation'])))].join()),
    expect: { member: 'hidden', manager: 'hidden', otherManager: 'hidden', admin: 'shown', otherCompany: 'shown' },
  },
  {
    label: 'peers not accepted yet',
    url: '/v2/peers?notAccepted=true',
    read: status,
    expect: { member: 403, manager: 403, otherManager: 403, admin: 200, otherCompany: 200 },
  },
  {
    label: 'peer directory export',
    url: '/v2/peers/export.csv',
    read: status,
    expect: { member: 403, manager: 403, otherManager: 403, admin: 200, otherCompany: 200 },
  },
  {
    label: 'projects export',
    url: '/v2/projects/export.csv',
    read: status,
    expect: { member: 403, manager: 403, otherManager: 403, admin: 200, otherCompany: 200 },
  },
  // 360: a filter leaving fewer than 3 distinct reviewers gives no counts
  {
    label: '360 report filtered to one reviewer',
    url: `/v2/reviews?revieweeId=${peer(4)}&reviewerId=${peer(2)}`,
    read: onJson((json) => Object.keys(json.overall as Json).join()),
    expect: { member: 403, manager: 403, otherManager: 403, admin: 'averages', otherCompany: 404 },
  },
  {
    label: 'my own 360 report below the threshold',
    url: '/v2/reviews/mine?from=2020-01-01&to=2020-02-28',
    read: onJson((json) => Object.keys(json.overall as Json).join()),
    expect: {
      member: 'averages',
      manager: 'averages',
      otherManager: 'averages',
      admin: 'averages',
      otherCompany: 'averages',
    },
  },
  // issue #49: the work item fields travel with every task the caller may see; the company's labels are read
  // by everyone signed in (their own company's), the managed list with usage counts is level3's
  {
    label: 'Atlas backlog: type, priority, due date and labels',
    url: `/v2/projects/${atlas}/backlog`,
    read: onJson(
      (json) =>
        [...new Set(items(json).map((item) => shown(item, ['type', 'priority', 'dueDate', 'labelIds'])))].join() ||
        'empty',
    ),
    expect: { member: 'shown', manager: 'shown', otherManager: 403, admin: 'shown', otherCompany: 404 },
  },
  {
    label: 'task labels offered to forms',
    url: '/v2/options',
    read: onJson((json) => shown(json, ['labels'])),
    expect: { member: 'shown', manager: 'shown', otherManager: 'shown', admin: 'shown', otherCompany: 'shown' },
  },
  {
    label: 'task labels with retired ones and usage counts',
    url: '/v2/company/option-lists',
    read: onJson((json) => shown(json, ['labels'])),
    expect: { member: 403, manager: 403, otherManager: 403, admin: 'shown', otherCompany: 'shown' },
  },
  // a stuck task's tip: names for members, allocation figures for the rest
  {
    label: 'who has room on an Atlas task: allocation',
    url: atlasTask,
    read: onJson(
      (json) => [...new Set(items(json).map((item) => ('allocation' in item ? 'shown' : 'hidden')))].join() || 'nobody',
    ),
    expect: { member: 'hidden', manager: 'shown', otherManager: 403, admin: 'shown', otherCompany: 404 },
  },
  // issue #49: the scoring unit, the velocity, the goal and the points are shown to whoever sees the project
  {
    label: 'Atlas overview: scoring unit and velocity',
    url: `/v2/projects/${atlas}/overview`,
    read: onJson((json) => [shown(json.project as Json, ['scoringUnit']), shown(json, ['velocity'])].join()),
    expect: {
      member: 'shown,shown',
      manager: 'shown,shown',
      otherManager: 403,
      admin: 'shown,shown',
      otherCompany: 404,
    },
  },
  // issue #49: the backlog's sprint lists carry what each sprint holds and the team's capacity (leave only
  // as hours taken off a total, so everyone on the project sees it); the board its WIP limits
  {
    label: "backlog: each open sprint's totals and capacity, and whether the caller plans",
    url: `/v2/projects/${atlas}/backlog?perPage=1`,
    read: onJson((json) =>
      [
        [...new Set((json.plan as Json[]).map((plan) => shown(plan, ['totals', 'capacity'])))].join(),
        String(json.canManage),
      ].join(','),
    ),
    expect: {
      member: 'shown,false',
      manager: 'shown,true',
      otherManager: 403,
      admin: 'shown,true',
      otherCompany: 404,
    },
  },
  {
    label: 'Atlas sprints: goal and the numbers in points',
    url: `/v2/projects/${atlas}/sprints`,
    read: onJson((json) => {
      const sprint = items(json)[0];
      return [
        shown(sprint, ['goal', 'startedAt', 'closedAt']),
        shown(sprint?.snapshot as Json, ['committedPoints']),
      ].join();
    }),
    expect: {
      member: 'shown,shown',
      manager: 'shown,shown',
      otherManager: 403,
      admin: 'shown,shown',
      otherCompany: 404,
    },
  },
  {
    label: 'an Atlas task: story points',
    url: async () => (await atlasTask()).replace('/helpers', ''),
    read: onJson((json) => shown(json.task as Json, ['storyPoints'])),
    expect: { member: 'shown', manager: 'shown', otherManager: 403, admin: 'shown', otherCompany: 404 },
  },
  // issue #49: who keeps a project's epics, and who changes a task's links (its assignee too)
  {
    label: 'Atlas epics: canManage',
    url: `/v2/projects/${atlas}/epics`,
    read: onJson((json) => json.canManage),
    expect: { member: false, manager: true, otherManager: 403, admin: true, otherCompany: 404 },
  },
  {
    label: "a member's Atlas task: canLink and canAddSubtasks",
    url: memberAtlasTask,
    read: onJson((json) => `${String(json.canLink)}/${String(json.canAddSubtasks)}`),
    expect: {
      member: 'true/false',
      manager: 'true/true',
      otherManager: 403,
      admin: 'true/true',
      otherCompany: 404,
    },
  },
  // a task's watchers (issue #49): what its team list shows (name, avatar) and why, the same for everyone who
  // sees the task; never a peer's mobile, e-mail or employee id
  {
    label: "an Atlas task's watchers: fields",
    url: atlasWatchers,
    read: onJson((json) => [...new Set(items(json).map((item) => Object.keys(item).sort().join(' ')))].join()),
    expect: {
      member: '_id name profilePic reason',
      manager: '_id name profilePic reason',
      otherManager: 403,
      admin: '_id name profilePic reason',
      otherCompany: 404,
    },
  },
  {
    label: "Atlas's task list: each row's fields as the backlog answers them, and whether the caller edits it",
    url: `/v2/projects/${atlas}/tasks?sprint=backlog&perPage=1`,
    read: onJson((json) =>
      items(json)
        .map(
          (item) =>
            `${Object.keys(item).length} fields, sprint ${shown(item, ['sprint'])}, canEdit ${String(item.canEdit)}`,
        )
        .join(),
    ),
    expect: {
      member: `${TASK_FIELDS} fields, sprint shown, canEdit false`,
      manager: `${TASK_FIELDS} fields, sprint shown, canEdit true`,
      otherManager: 403,
      admin: `${TASK_FIELDS} fields, sprint shown, canEdit true`,
      otherCompany: 404,
    },
  },
  // saved views: another person's private view never appears, not even to the project's managers or the admin
  {
    label: "Atlas's saved views: the member's private one only to the member",
    url: atlasViews,
    read: onJson((json) =>
      items(json)
        .map((item) => String(item.name))
        .filter((name) => name.startsWith('Field matrix'))
        .join(),
    ),
    expect: {
      member: 'Field matrix private,Field matrix shared',
      manager: 'Field matrix shared',
      otherManager: 403,
      admin: 'Field matrix shared',
      otherCompany: 404,
    },
  },
  {
    label: "board: the project's WIP limits, and whether the caller sets them",
    url: atlasBoard,
    read: onJson((json) => [shown(json, ['wipLimits']), String(json.canManage)].join(',')),
    expect: {
      member: 'shown,false',
      manager: 'shown,true',
      otherManager: 403,
      admin: 'shown,true',
      otherCompany: 404,
    },
  },
  {
    label: 'board cards: each task as its card, without what only the task page shows',
    url: async () => `${await atlasBoard()}/cards`,
    read: onJson((json) => {
      const [card] = json.items as Array<Record<string, unknown>>;
      return [typeof card?.title, 'description' in card!, 'karma' in card!].join(',');
    }),
    expect: {
      member: 'string,false,false',
      manager: 'string,false,false',
      otherManager: 403,
      admin: 'string,false,false',
      otherCompany: 404,
    },
  },
  {
    label: "the jobs' runs: the admin's own company's only, the keys naming it",
    url: async () => {
      await server.db.query(
        `INSERT INTO jobs (company_id, kind, key, state, run_at) VALUES ($1, 'weekly-digest', $2, 'done', now())
         ON CONFLICT (key) DO NOTHING`,
        [seedId('company', 'acme'), `weekly-digest:${seedId('company', 'acme')}:field-matrix`],
      );
      return '/v2/company/jobs';
    },
    read: onJson((json) => {
      const runs = (json.kinds as Array<{ runs: Array<{ key: string }> }>).flatMap((kind) => kind.runs);
      return runs.some((run) => run.key.includes(seedId('company', 'acme'))) ? 'acme runs' : 'none of acme';
    }),
    expect: { member: 403, manager: 403, otherManager: 403, admin: 'acme runs', otherCompany: 'none of acme' },
  },
  {
    label: "mail settings: the caller's own, for managers and admins",
    url: '/v2/me/mail-settings',
    read: onJson((json) => Object.keys(json).join(',')),
    expect: {
      member: 403,
      manager: 'weeklyDigest',
      otherManager: 'weeklyDigest',
      admin: 'weeklyDigest',
      otherCompany: 'weeklyDigest',
    },
  },
];

const fieldNames = new Map<string, string>();
/** Three Acme fields, one of each visibility, each with a value on peer 3 (made once). */
async function peerFieldValues(): Promise<void> {
  if (fieldNames.size) return;
  const values: Record<string, string> = {};
  for (const visibility of ['everyone', 'managers', 'admins']) {
    const [field] = await server.db.query<{ id: string }>(
      "INSERT INTO peer_fields (company_id, name, type, visibility) VALUES ($1, $2, 'text', $3) RETURNING id",
      [seedId('company', 'acme'), `Matrix ${visibility}`, visibility],
    );
    fieldNames.set(field!.id, `Matrix ${visibility}`);
    values[field!.id] = visibility;
  }
  await server.db.query('UPDATE users SET field_values = $1 WHERE id = $2', [JSON.stringify(values), peer(3)]);
}

it.each(rows.map((entry) => [entry.label, entry] as const))('%s', async (_label, entry) => {
  const got = {} as Record<Caller, unknown>;
  for (const caller of CALLERS) {
    const url = urlOf(typeof entry.url === 'string' ? entry.url : await entry.url());
    const response = await server.app.inject({
      method: 'GET',
      url,
      headers: { ...headersOf.get(caller), ...(await entry.headers?.()) },
    });
    got[caller] = entry.read({ status: response.statusCode, json: () => response.json(), body: response.body });
  }
  expect(got).toEqual(entry.expect);
});
