import { apiPaths, taskDetailSchema, taskPageSchema } from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { createTestServer, type TestServer } from './test-server.js';

/**
 * Issue #51: an answer asked anew pays for every statement it sends (its round trip's wait and the reading of
 * its answer, docs/performance.md), so the lists the portal opens most keep theirs few: the access
 * check, then what the list itself needs. Counted through `db.onQuery` with the answer cache off, so every
 * answer is computed. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
 */
let server: TestServer;
let sprintId: string;
let openSprintId: string;
let companyId: string;
let taskId: string;
let jobRoleId: string;

const ADMIN = 'admin@acme.test';
const MEMBER = 'member@acme.test';
const atlas = seedId('project', 'acme', 'atlas');

beforeAll(async () => {
  server = await createTestServer({ responseCacheBytes: 0 });
  const [sprint] = await server.db.query<{ id: string; company_id: string }>(
    `SELECT s.id, s.company_id FROM sprints s WHERE s.project_id = $1 AND s.deleted_at IS NULL
       AND EXISTS (SELECT 1 FROM tasks t WHERE t.sprint_id = s.id AND t.deleted_at IS NULL AND t.status <> 'completed')
     ORDER BY s.number LIMIT 1`,
    [seedId('project', 'acme', 'atlas')],
  );
  sprintId = sprint!.id;
  companyId = sprint!.company_id;
  const [open] = await server.db.query<{ id: string }>(
    'SELECT id FROM sprints WHERE project_id = $1 AND deleted_at IS NULL AND closed_at IS NULL ORDER BY number LIMIT 1',
    [seedId('project', 'acme', 'atlas')],
  );
  openSprintId = open!.id;
  const [task] = await server.db.query<{ id: string }>(
    'SELECT id FROM tasks WHERE sprint_id = $1 AND deleted_at IS NULL ORDER BY id LIMIT 1',
    [sprintId],
  );
  taskId = task!.id;
  const [role] = await server.db.query<{ id: string }>('SELECT id FROM job_roles WHERE company_id = $1 LIMIT 1', [
    companyId,
  ]);
  jobRoleId = role!.id;
});
afterAll(async () => {
  await server.close();
});

/** The statements one answer sent, and its status. */
async function statementsOf(email: string, url: string): Promise<{ status: number; statements: string[] }> {
  const headers = await server.authHeaders(email);
  const statements: string[] = [];
  const stop = server.db.onQuery((text) => statements.push(text));
  const response = await server.app.inject({ method: 'GET', url, headers });
  stop();
  return { status: response.statusCode, statements };
}

describe('statements an answer sends, asked anew', () => {
  it.each([
    ['the signed-in person', ADMIN, () => apiPaths.me, 1],
    ['a page of projects', MEMBER, () => `${apiPaths.projects.list}?page=1&perPage=20`, 2],
    // a page with no row counts its total in the page's own statement
    ['a page of projects past the last', MEMBER, () => `${apiPaths.projects.list}?page=40&perPage=20`, 2],
    ['a filter no project matches', MEMBER, () => `${apiPaths.projects.list}?page=1&perPage=20&search=zzzz`, 2],
    [
      'a status past the last page, level3',
      ADMIN,
      () => `${apiPaths.projects.list}?page=9&perPage=40&status=on_hold`,
      2,
    ],
    // the page, and its count with the company's peer fields, side by side (docs/performance.md: the count
    // within the page's statement measured slower)
    ['a page of peers', MEMBER, () => `${apiPaths.peers.list}?page=1&perPage=20`, 3],
    // a search's matches found once, the page and the count taken from them, with the fields
    ['a search of peers', ADMIN, () => `${apiPaths.peers.list}?page=1&perPage=10&search=an&sort=email`, 2],
    [
      'a search of peers by job role',
      MEMBER,
      () => `${apiPaths.peers.list}?page=2&perPage=10&search=a&sort=jobRole`,
      2,
    ],
    // the sprint comes with the company's working week and holidays, the page with its count
    ["a page of a sprint's tasks", ADMIN, () => `${apiPaths.sprints.tasks(sprintId)}?tab=all&page=1&perPage=20`, 3],
    ["a member's own tab", MEMBER, () => `${apiPaths.sprints.tasks(sprintId)}?tab=mine&page=1&perPage=20`, 3],
    // a page with no task counts its total in the page's own statement, as a list of projects does
    ["a sprint's tasks past the last page", ADMIN, () => `${apiPaths.sprints.tasks(sprintId)}?tab=all&page=9`, 3],
    [
      "a sprint's tasks filtered, past the last page",
      ADMIN,
      () => `${apiPaths.sprints.tasks(sprintId)}?tab=all&page=9&type=task&priority=none`,
      3,
    ],
    // the project with its team; the company's days, the project's sprints and the page with its count
    ["a project's tasks past the last page", MEMBER, () => `${apiPaths.projects.tasks(atlas)}?page=90`, 5],
    // the caller's inbox: the page with its count, and a page with no task counts in the same statement
    ['a page of my work', MEMBER, () => `${apiPaths.meWork}?kind=assigned&page=1&perPage=20`, 2],
    ['my work past the last page', MEMBER, () => `${apiPaths.meWork}?kind=watching&page=90&perPage=20`, 2],
    // the bell, on every page load: the page with its total and unread count, one statement however far the page
    ['a page of notifications', MEMBER, () => `${apiPaths.notifications.list}?page=1&perPage=10`, 2],
    [
      'unread notifications past the last page',
      MEMBER,
      () => `${apiPaths.notifications.list}?status=unread&page=90`,
      2,
    ],
    // the page and the pinned post in one, each row with the count (a page past the last with no pin counts in a
    // statement of its own: docs/performance.md)
    ['a page of the feed', MEMBER, () => `${apiPaths.feeds.list}?page=1&perPage=10`, 2],
    ['a page of the feed past the last', MEMBER, () => `${apiPaths.feeds.list}?page=90&perPage=10`, 2],
    // the reviewee's row with the reviews that match, in one (an unknown peer finds no row: 404)
    ["a peer's 360 report", ADMIN, () => `${apiPaths.reviews.list}?revieweeId=${seedId('user', 'acme', 2)}`, 2],
    [
      "a peer's 360 report, filtered by the reviewers' job role",
      ADMIN,
      () => `${apiPaths.reviews.list}?revieweeId=${seedId('user', 'acme', 2)}&reviewerJobRoleId=${jobRoleId}`,
      2,
    ],
    ['my own 360 report', MEMBER, () => apiPaths.reviews.mine, 2],
    // the sprint with its project and team; then its own task facts (an open sprint's), the cards and the company's
    // days side by side (every sprint of the project and each open one's facts were read to keep one)
    ["an open sprint's card board", MEMBER, () => apiPaths.sprints.boardCards(openSprintId), 5],
    // the project; the backlog's page with its count, the sprints with their task facts and the company's days side
    // by side; the plan's tasks, numbers and the team's capacity (leave, days off, locations): the days and the open
    // sprints' rows read once for both lists of tasks (sixteen statements before)
    ['a backlog page with its plan', MEMBER, () => `${apiPaths.projects.backlog(atlas)}?planLimit=60`, 13],
    ['a backlog page past the last', MEMBER, () => `${apiPaths.projects.backlog(atlas)}?page=90&planLimit=60`, 13],
    // the task with its sprint, project and team in one; then its row, the company's days and the team's people
    ["a task's page", ADMIN, () => apiPaths.tasks.byId(taskId), 5],
    // the Overview's weeks and the caller's own days take the company's week from the session, one statement fewer
    // each, which every other statement waited for: the counts by day and the holidays
    ['the Overview: this week', MEMBER, () => apiPaths.overview.week, 3],
    // the peers' count, who is away and the holidays
    ['the Overview: next week', MEMBER, () => apiPaths.overview.nextWeek, 4],
    ['the Overview: the karma leaderboard', MEMBER, () => apiPaths.overview.leaderboard, 2],
    // the caller's row, leave, planned days and the holidays of the fortnight
    ["My work's days", MEMBER, () => apiPaths.meWorkDays, 5],
    // the page's peers with their locations, and their count; their hours, leave and the holidays in the weeks (the
    // company's week came with the session: nine statements before)
    ['a page of the availability heatmap', ADMIN, () => `${apiPaths.availability.list}?page=1&perPage=20`, 6],
    // every active peer with their locations (the company's week came with the session); their hours, leave and
    // the holidays read by company, not by a list of a thousand ids; the page's rows (eight before)
    ['ready to on-board', ADMIN, () => apiPaths.availability.readyToOnboard, 6],
    // filtered, the hours and leave are read for the role's peers by id
    [
      'ready to on-board of a job role',
      ADMIN,
      () => `${apiPaths.availability.readyToOnboard}?jobRoleId=${jobRoleId}`,
      6,
    ],
  ])('%s', async (_name, email, url, expected) => {
    const { status, statements } = await statementsOf(email, url());
    expect(status).toBe(200);
    expect(statements).toHaveLength(expected);
  });
});

describe("a sprint's task page reads the company's days with the sprint", () => {
  /** A weekday of the sprint's own calendar that is not today, as an ETA the task page flags or not. */
  async function taskWithEta(): Promise<{ taskId: string; day: string }> {
    const [task] = await server.db.query<{ id: string; day: string }>(
      `UPDATE tasks SET optimistic_date = d.day::date, conservative_date = d.day::date
         FROM (SELECT to_char(start_date + 2 + (CASE WHEN extract(isodow FROM start_date + 2) > 5 THEN 2 ELSE 0 END),
                              'YYYY-MM-DD') AS day
                 FROM sprints WHERE id = $1) d
       WHERE tasks.id = (SELECT id FROM tasks WHERE sprint_id = $1 AND deleted_at IS NULL AND status <> 'completed'
                           ORDER BY id LIMIT 1)
       RETURNING tasks.id, d.day`,
      [sprintId],
    );
    return { taskId: task!.id, day: task!.day };
  }

  async function warningsOf(taskId: string): Promise<{ listed: string[]; own: string[] }> {
    const headers = await server.authHeaders(ADMIN);
    const page = taskPageSchema.parse(
      (
        await server.app.inject({
          method: 'GET',
          url: `${apiPaths.sprints.tasks(sprintId)}?tab=all&page=1&perPage=40`,
          headers,
        })
      ).json(),
    );
    const own = taskDetailSchema.parse(
      (await server.app.inject({ method: 'GET', url: apiPaths.tasks.byId(taskId), headers })).json(),
    );
    const listed = page.items.find((item) => item._id === taskId);
    expect(listed).toBeDefined();
    return { listed: listed!.etaWarnings, own: own.task.etaWarnings };
  }

  it("flags an ETA on the company's holiday and outside its working week, as the task's own answer does", async () => {
    const { taskId, day } = await taskWithEta();
    // a seeded holiday (Christmas, New Year's) may fall on that day in some years
    await server.db.query('DELETE FROM public_holidays WHERE company_id = $1 AND day = $2', [companyId, day]);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    const before = await warningsOf(taskId);
    expect(before.listed).not.toContain('non_working_day');
    expect(before.listed).toEqual(before.own);

    // a holiday of one location is not the company's: the sprint's page flags only holidays for everyone
    const [location] = await server.db.query<{ id: string }>('SELECT id FROM locations WHERE company_id = $1 LIMIT 1', [
      companyId,
    ]);
    await server.db.query(
      `INSERT INTO public_holidays (company_id, day, name, location_id) VALUES ($1, $2, 'Local', $3)`,
      [companyId, day, location!.id],
    );
    expect((await warningsOf(taskId)).listed).not.toContain('non_working_day');
    await server.db.query('DELETE FROM public_holidays WHERE company_id = $1 AND day = $2', [companyId, day]);

    await server.db.query(`INSERT INTO public_holidays (company_id, day, name) VALUES ($1, $2, 'Founders Day')`, [
      companyId,
      day,
    ]);
    const onHoliday = await warningsOf(taskId);
    expect(onHoliday.listed).toContain('non_working_day');
    expect(onHoliday.listed).toEqual(onHoliday.own);
    await server.db.query('DELETE FROM public_holidays WHERE company_id = $1 AND day = $2', [companyId, day]);

    const [previous] = await server.db.query<{ working_days: number[] | null }>(
      'SELECT working_days FROM companies WHERE id = $1',
      [companyId],
    );
    const week = [1, 2, 3, 4, 5, 6].filter((entry) => entry !== weekday);
    await server.db.query('UPDATE companies SET working_days = $2 WHERE id = $1', [companyId, week]);
    const offDay = await warningsOf(taskId);
    expect(offDay.listed).toContain('non_working_day');
    expect(offDay.listed).toEqual(offDay.own);
    await server.db.query('UPDATE companies SET working_days = $2 WHERE id = $1', [companyId, previous!.working_days]);
    expect((await warningsOf(taskId)).listed).not.toContain('non_working_day');
  });
});

describe('statements a write sends', () => {
  /** The statements one write sent, its status, and how many notifications it left. */
  async function writeOf(email: string, url: string, payload: object) {
    const headers = await server.authHeaders(email);
    const [before] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications');
    const statements: string[] = [];
    const stop = server.db.onQuery((text) => statements.push(text));
    const response = await server.app.inject({ method: 'POST', url, headers, payload });
    stop();
    const [after] = await server.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notifications');
    return { status: response.statusCode, statements: statements.length, told: after!.n - before!.n };
  }

  /** The requester's project mates, as a leave request tells them. */
  async function matesOf(userId: string): Promise<number> {
    const [row] = await server.db.query<{ n: number }>(
      `SELECT count(DISTINCT mate.user_id)::int AS n FROM project_members mine
         JOIN projects p ON p.id = mine.project_id AND p.deleted_at IS NULL
         JOIN project_members mate ON mate.project_id = mine.project_id
         JOIN users u ON u.id = mate.user_id AND u.deleted_at IS NULL AND u.is_active
        WHERE mine.user_id = $1 AND mate.user_id <> $1`,
      [userId],
    );
    return row!.n;
  }

  it('a leave request tells every project mate in as many statements however large the team', async () => {
    const [member] = await server.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [MEMBER]);
    const leave = (fromDate: string) =>
      writeOf(MEMBER, apiPaths.leave.requests, { type: 'unpaid', fromDate, toDate: fromDate, reason: 'Trip' });
    const mates = await matesOf(member!.id);
    expect(mates).toBeGreaterThan(0);
    // far-off Mondays: no seeded request or holiday stands on them
    const first = await leave('2041-03-04');
    expect(first).toMatchObject({ status: 201, told: mates });

    // ten more people of the company join one of the member's projects
    await server.db.query(
      `INSERT INTO project_members (project_id, user_id, role)
       SELECT (SELECT project_id FROM project_members WHERE user_id = $1 ORDER BY project_id LIMIT 1), u.id, 'member'
         FROM users u
        WHERE u.company_id = $2 AND u.deleted_at IS NULL AND u.is_active AND u.id <> $1
          AND NOT EXISTS (SELECT 1 FROM project_members mine JOIN project_members theirs
                            ON theirs.project_id = mine.project_id AND theirs.user_id = u.id WHERE mine.user_id = $1)
        ORDER BY u.id LIMIT 10`,
      [member!.id, companyId],
    );
    const more = await matesOf(member!.id);
    expect(more).toBe(mates + 10);
    const second = await leave('2041-03-11');
    expect(second).toMatchObject({ status: 201, told: more });
    expect(second.statements).toBe(first.statements);
  });
});
