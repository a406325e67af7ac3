import ExcelJS from 'exceljs';
import {
  activitySummarySchema,
  auditPageSchema,
  feedbackReportSchema,
  availabilityPageSchema,
  readyToOnboardPageSchema,
  backlogPageSchema,
  changeRequestListSchema,
  clientContactListSchema,
  clientFeedbackListSchema,
  enpsResponseListSchema,
  exportPaths,
  KPI_RECORD_KINDS,
  milestoneListSchema,
  profitabilityListSchema,
  sprintBurndownSchema,
  thoughtLeadershipListSchema,
  leaderboardSchema,
  leaveReportSchema,
  nextWeekAvailabilitySchema,
  ongoingProjectsSchema,
  plannedVsActualSchema,
  workModeWeekSchema,
  peerPageSchema,
  projectKpiPageSchema,
  projectPageSchema,
  projectTasksPageSchema,
  sprintListSchema,
  sprintReportSchema,
  taskPageSchema,
  taskSchema,
} from '@timely/contract';
import { seedId } from '../db/seed/seed-ids.js';
import { nextRateLimitWindow } from '../testing/csv-language.js';
import { downloadBoth, xlsxAsCsv, type Downloaded } from '../testing/export-download.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/**
 * The table exports (docs/api.md "Exports"): each downloaded as CSV and as XLSX and read back, against every
 * page of the list it exports with the same query; typed cells, the formula rule, the reader's language, and
 * the list's refusals.
 */

const ADMIN = 'admin@acme.test';
const MANAGER = 'manager@acme.test';
const MEMBER = 'member@acme.test';
const GLOBEX = 'admin@globex.test';
const ATLAS = seedId('project', 'acme', 'atlas');
const FORMULA = '=HYPERLINK("http://example.test","open")';

let server: TestServer;
let outsider: string; // a level1 of Acme not on Atlas
let sprintId: string;

async function call(email: string, url: string) {
  return server.app.inject({ method: 'GET', url, headers: await server.authHeaders(email) });
}

/** Every page of a list (its `items` mapped by `pick`), as the screen pages through it. */
async function everyPage<T>(
  email: string,
  url: string,
  parse: (body: unknown) => { items: T[]; totalPages: number },
): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const response = await call(email, `${url}${url.includes('?') ? '&' : '?'}page=${page}`);
    expect(response.statusCode).toBe(200);
    const { items, totalPages } = parse(response.json());
    all.push(...items);
    if (page >= totalPages) return all;
  }
}

/** The download in both formats; the XLSX holds the CSV's cells, typed. */
async function both(email: string, url: string, headers: Record<string, string> = {}): Promise<Downloaded> {
  nextRateLimitWindow(server);
  const downloaded = await downloadBoth(server, email, url, headers);
  expect(xlsxAsCsv(downloaded)).toEqual(downloaded.csv);
  return downloaded;
}

const column = (downloaded: Downloaded, header: string) => {
  const index = downloaded.csv[0]!.indexOf(header);
  expect(index).toBeGreaterThanOrEqual(0);
  return downloaded.csv.slice(1).map((row) => row[index]);
};

beforeAll(async () => {
  server = await createTestServer();
  outsider = (
    await server.db.query<{ email: string }>(
      `SELECT email FROM users u WHERE u.company_id = (SELECT company_id FROM projects WHERE id = '${ATLAS}') AND u.level = 'level1' AND u.deleted_at IS NULL AND NOT EXISTS (SELECT 1 FROM project_members pm WHERE pm.project_id = '${ATLAS}' AND pm.user_id = u.id) ORDER BY u.email LIMIT 1`,
    )
  )[0]!.email;
  const sprints = sprintListSchema.parse((await call(MANAGER, `/v2/projects/${ATLAS}/sprints`)).json());
  sprintId = sprints.items.find((sprint) => sprint.status === 'current')?._id ?? sprints.items[0]!._id;
  const made = await server.app.inject({
    method: 'POST',
    url: `/v2/projects/${ATLAS}/backlog`,
    headers: await server.authHeaders(MANAGER),
    payload: { title: FORMULA, estimateHours: 2.5, dueDate: '2030-02-01', type: 'bug', priority: 'high' },
  });
  expect(made.statusCode).toBe(201);
  taskSchema.parse(made.json());
}, 60_000);
afterAll(async () => {
  await server.close();
});

describe('task lists', () => {
  it("writes a sprint's tasks on a tab, every page, as the list answers them", async () => {
    const url = `${exportPaths.sprintTasks(sprintId)}?tab=all`;
    const listed = await everyPage(MANAGER, `/v2/sprints/${sprintId}/tasks?tab=all&perPage=10`, (body) =>
      taskPageSchema.parse(body),
    );
    expect(listed.length).toBeGreaterThan(0);
    const downloaded = await both(MANAGER, url);
    expect(downloaded.csv[0]!.slice(0, 4)).toEqual(['Task', 'Type', 'Priority', 'Status']);
    expect(column(downloaded, 'Task')).toEqual(listed.map((task) => task.title));
    expect(column(downloaded, 'Estimate (h)')).toEqual(listed.map((task) => String(task.estimateHours)));
    expect(downloaded.headers.xlsx['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(downloaded.headers.xlsx['content-disposition']).toBe(
      `attachment; filename="sprint-tasks.xlsx"; filename*=UTF-8''sprint-tasks.xlsx`,
    );
    expect(downloaded.headers.csv['content-type']).toBe('text/csv; charset=utf-8');
  });

  it('writes the backlog by rank with its filters, the formula-like title defused in both files', async () => {
    const listed = await everyPage(MANAGER, `/v2/projects/${ATLAS}/backlog?type=bug&perPage=1`, (body) =>
      backlogPageSchema.parse(body),
    );
    const downloaded = await both(MANAGER, `${exportPaths.backlog(ATLAS)}?type=bug`);
    expect(column(downloaded, 'Task')).toEqual(
      listed.map((task) => (task.title === FORMULA ? `'${FORMULA}` : task.title)),
    );
    const row = downloaded.xlsx.findIndex((cells) => cells[0] === `'${FORMULA}`);
    expect(row).toBeGreaterThan(0);
    const cells = downloaded.sheet.getRow(row + 1);
    expect(cells.getCell(1).type).toBe(ExcelJS.ValueType.String);
    // estimate: a number cell; due date: a real Excel date
    expect(cells.getCell(7).type).toBe(ExcelJS.ValueType.Number);
    expect(cells.getCell(7).value).toBe(2.5);
    expect(cells.getCell(10).type).toBe(ExcelJS.ValueType.Date);
    expect(cells.getCell(10).value).toEqual(new Date('2030-02-01T00:00:00.000Z'));
  });

  it('writes the All tasks view with its filters and sort, every page, sprints named', async () => {
    const query = 'status=completed&status=stuck&sort=dueDate&order=desc';
    const listed = await everyPage(MANAGER, `/v2/projects/${ATLAS}/tasks?${query}&perPage=10`, (body) =>
      projectTasksPageSchema.parse(body),
    );
    expect(listed.length).toBeGreaterThan(10);
    const downloaded = await both(MANAGER, `${exportPaths.projectTasks(ATLAS)}?${query}`);
    expect(column(downloaded, 'Task')).toEqual(
      listed.map((task) => (task.title === FORMULA ? `'${FORMULA}` : task.title)),
    );
    expect(column(downloaded, 'Sprint')).toEqual(listed.map((task) => task.sprint?.name ?? 'Backlog'));
  });

  it("writes a closed sprint's report: completed, spilled and added tasks, hours as numbers", async () => {
    const closed = seedId('sprint', ATLAS, 1);
    const report = sprintReportSchema.parse((await call(MANAGER, `/v2/sprints/${closed}/report`)).json());
    const downloaded = await both(MANAGER, exportPaths.sprintReport(closed));
    expect(downloaded.csv[0]).toEqual([
      'Part',
      'Task',
      'Assignee',
      'Status',
      'Estimate (h)',
      'Actual hours',
      'Moved to',
    ]);
    expect(column(downloaded, 'Task')).toEqual(
      [...report.completedTasks, ...report.spilledTasks, ...report.scopeAddedTasks].map((task) => task.title),
    );
    expect(column(downloaded, 'Part').filter((part) => part === 'Completed')).toHaveLength(
      report.completedTasks.length,
    );
    expect(downloaded.sheet.getRow(2).getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect(downloaded.headers.xlsx['content-disposition']).toContain(`sprint-report-${report.sprint.number}.xlsx`);
    // a sprint not closed has no report, and so no export (409); off the project, 403
    expect((await call(MANAGER, `${exportPaths.sprintReport(sprintId)}?format=xlsx`)).statusCode).toBe(409);
    expect((await call(outsider, exportPaths.sprintReport(closed))).statusCode).toBe(403);
  });

  it("heads the columns in the reader's language", async () => {
    const downloaded = await both(MANAGER, `${exportPaths.projectTasks(ATLAS)}?type=bug`, { 'accept-language': 'de' });
    expect(downloaded.csv[0]!.slice(0, 4)).toEqual(['Aufgabe', 'Typ', 'Priorität', 'Status']);
    expect(downloaded.xlsx[0]!.slice(0, 4)).toEqual(['Aufgabe', 'Typ', 'Priorität', 'Status']);
    expect(new Set(column(downloaded, 'Typ'))).toEqual(new Set(['Fehler']));
  });

  it('is refused where the lists are: not on the project (403), another company (404)', async () => {
    for (const url of [
      exportPaths.sprintTasks(sprintId),
      exportPaths.backlog(ATLAS),
      exportPaths.projectTasks(ATLAS),
    ]) {
      nextRateLimitWindow(server);
      for (const format of ['csv', 'xlsx']) {
        expect((await call(outsider, `${url}?format=${format}`)).statusCode).toBe(403);
        expect((await call(GLOBEX, `${url}?format=${format}`)).statusCode).toBe(404);
      }
      expect((await call(MANAGER, `${url}?format=pdf`)).statusCode).toBe(400);
    }
  });
});

describe('burndown', () => {
  it("writes a sprint's burndown a row per working day, hours as numbers, days as dates", async () => {
    const closed = seedId('sprint', ATLAS, 1);
    const burndown = sprintBurndownSchema.parse((await call(MEMBER, `/v2/sprints/${closed}/burndown`)).json());
    expect(burndown.days.length).toBeGreaterThan(0);
    const downloaded = await both(MEMBER, exportPaths.sprintBurndown(closed));
    expect(downloaded.csv[0]).toEqual(['Day', 'Ideal (h)', 'Remaining (h)', 'Scope added (h)', 'Completed (h)']);
    expect(downloaded.csv.slice(1)).toEqual(
      burndown.days.map((day) => [
        day.day,
        String(day.idealHours),
        day.remainingHours === null ? '' : String(day.remainingHours),
        String(day.scopeAddedHours),
        String(day.completedHours),
      ]),
    );
    const first = downloaded.sheet.getRow(2);
    expect(first.getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect(first.getCell(1).value).toEqual(new Date(`${burndown.days[0]!.day}T00:00:00.000Z`));
    expect(first.getCell(2).type).toBe(ExcelJS.ValueType.Number);
    expect(downloaded.headers.xlsx['content-disposition']).toContain('filename="burndown.xlsx"');
  });

  it("heads the burndown in the reader's language", async () => {
    const downloaded = await both(MEMBER, exportPaths.sprintBurndown(seedId('sprint', ATLAS, 1)), {
      'accept-language': 'de',
    });
    expect(downloaded.csv[0]).toEqual([
      'Tag',
      'Ideal (Std.)',
      'Verbleibend (Std.)',
      'Hinzugefügter Umfang (Std.)',
      'Erledigt (Std.)',
    ]);
  });

  it('is refused where the burndown is: not on the project (403), another company (404), not started (409)', async () => {
    const closed = seedId('sprint', ATLAS, 1);
    const sprints = sprintListSchema.parse((await call(MANAGER, `/v2/projects/${ATLAS}/sprints`)).json());
    const planned = sprints.items.find((sprint) => sprint.status === 'planned');
    expect(planned).toBeDefined();
    nextRateLimitWindow(server);
    expect((await call(outsider, `/v2/sprints/${closed}/burndown`)).statusCode).toBe(403);
    for (const format of ['csv', 'xlsx']) {
      const url = `${exportPaths.sprintBurndown(closed)}?format=${format}`;
      expect((await call(outsider, url)).statusCode).toBe(403);
      expect((await call(GLOBEX, url)).statusCode).toBe(404);
      expect((await call(MANAGER, `${exportPaths.sprintBurndown(planned!._id)}?format=${format}`)).statusCode).toBe(
        409,
      );
    }
    expect((await call(MANAGER, `${exportPaths.sprintBurndown(closed)}?format=pdf`)).statusCode).toBe(400);
  });
});

describe("a project's KPI records", () => {
  const kpiList = (kind: keyof typeof KPI_RECORD_KINDS) => KPI_RECORD_KINDS[kind].paths.list(ATLAS);
  const made: Record<string, string> = {};

  beforeAll(async () => {
    const add = async (kind: keyof typeof KPI_RECORD_KINDS, payload: object) => {
      const response = await server.app.inject({
        method: 'POST',
        url: kpiList(kind),
        headers: await server.authHeaders(ADMIN),
        payload,
      });
      expect(response.statusCode).toBe(201);
      made[kind] = (response.json() as { _id: string })._id;
    };
    await add('milestones', { name: FORMULA, amount: 1234.5, plannedRaiseDate: '2041-01-02', status: 'planned' });
    await add('changeRequests', {
      title: 'Export change',
      description: '+SUM(1,2)',
      amount: 99,
      raisedOn: '2041-01-03',
      status: 'proposed',
    });
    await add('profitability', {
      asOn: '2041-01-04',
      completionPercent: 40,
      currentProfitPercent: 10,
      targetProfitPercent: 20,
      note: '-2+3',
    });
    await add('enpsResponses', { surveyedOn: '2041-01-05', answers: [{ question: '@SUM(A1)', score: 9 }] });
    await add('clientContacts', { name: '=1+1' });
    await add('clientFeedback', { receivedOn: '2041-01-06', rating: 8, comment: '=cmd|"/c calc"!A1' });
    await add('thoughtLeadership', { title: '+Talk(1)', domain: 'Testing', publishedOn: '2041-01-07' });
  });

  const cases = [
    { kind: 'milestones', first: 'Milestone', parse: milestoneListSchema, text: (item: { name: string }) => item.name },
    {
      kind: 'changeRequests',
      first: 'Change request',
      parse: changeRequestListSchema,
      text: (item: { title: string }) => item.title,
    },
    {
      kind: 'profitability',
      first: 'As on',
      parse: profitabilityListSchema,
      text: (item: { asOn: string }) => item.asOn,
    },
    {
      kind: 'enpsResponses',
      first: 'Surveyed on',
      parse: enpsResponseListSchema,
      text: (item: { surveyedOn: string }) => item.surveyedOn,
    },
    {
      kind: 'clientContacts',
      first: 'Name',
      parse: clientContactListSchema,
      text: (item: { name: string }) => item.name,
    },
    {
      kind: 'clientFeedback',
      first: 'Received',
      parse: clientFeedbackListSchema,
      text: (item: { receivedOn: string }) => item.receivedOn,
    },
    {
      kind: 'thoughtLeadership',
      first: 'Title',
      parse: thoughtLeadershipListSchema,
      text: (item: { title: string }) => item.title,
    },
  ] as const;

  const defused = (text: string) => (/^[=+\-@]/.test(text) ? `'${text}` : text);

  it.each(cases)(
    'writes $kind as the page lists them, a row per record, the formula-like text defused',
    async ({ kind, first, parse, text }) => {
      const listed = (parse as { parse: (body: unknown) => { items: Array<{ _id: string }> } }).parse(
        (await call(ADMIN, kpiList(kind))).json(),
      ).items;
      const downloaded = await both(ADMIN, exportPaths.kpiRecords(kind, ATLAS));
      expect(downloaded.csv[0]![0]).toBe(first);
      expect(column(downloaded, first)).toEqual(
        listed.map((item) => defused((text as (item: unknown) => string)(item))),
      );
      // the record made with formula-like text: defused in every cell of both files
      const row = listed.findIndex((item) => item._id === made[kind]);
      expect(row).toBeGreaterThanOrEqual(0);
      for (const cell of downloaded.csv[row + 1]!) expect(cell).not.toMatch(/^[=+@]|^-\D/);
      for (const cell of downloaded.xlsx[row + 1]!)
        if (typeof cell === 'string') expect(cell).not.toMatch(/^[=+@]|^-\D/);
      expect(downloaded.headers.xlsx['content-disposition']).toContain('.xlsx"');
    },
  );

  it('types the cells: amounts and ratings as numbers, days as dates', async () => {
    const milestones = await both(ADMIN, exportPaths.kpiRecords('milestones', ATLAS));
    const row = milestones.xlsx.findIndex((cells) => cells[0] === `'${FORMULA}`);
    expect(row).toBeGreaterThan(0);
    expect(milestones.xlsx[row]!.slice(0, 3)).toEqual([`'${FORMULA}`, 1234.5, new Date('2041-01-02T00:00:00.000Z')]);
    expect(milestones.csv[row]!.slice(0, 3)).toEqual([`'${FORMULA}`, '1234.50', '2041-01-02']);
    const feedback = await both(ADMIN, exportPaths.kpiRecords('clientFeedback', ATLAS));
    const rating = feedback.csv[0]!.indexOf('Rating') + 1;
    expect(feedback.sheet.getRow(2).getCell(rating).type).toBe(ExcelJS.ValueType.Number);
  });

  it('leaves the money columns out for a member, as the page does, the rest as the list', async () => {
    const listed = milestoneListSchema.parse((await call(MEMBER, kpiList('milestones'))).json()).items;
    const milestones = await both(MEMBER, exportPaths.kpiRecords('milestones', ATLAS));
    expect(milestones.csv[0]).toEqual(['Milestone', 'Planned raise', 'Actual raise', 'Paid on', 'Status']);
    expect(column(milestones, 'Planned raise')).toEqual(listed.map((item) => item.plannedRaiseDate));
    const changes = await both(MEMBER, exportPaths.kpiRecords('changeRequests', ATLAS));
    expect(changes.csv[0]).not.toContain('Amount');
    const profit = await both(MEMBER, exportPaths.kpiRecords('profitability', ATLAS));
    expect(profit.csv[0]).toEqual(['As on', 'Completion (%)', 'Note']);
    const admin = await both(ADMIN, exportPaths.kpiRecords('profitability', ATLAS));
    expect(admin.csv[0]).toEqual(['As on', 'Completion (%)', 'Current profit (%)', 'Target profit (%)', 'Note']);
  });

  it("heads the columns in the reader's language", async () => {
    const downloaded = await both(ADMIN, exportPaths.kpiRecords('milestones', ATLAS), { 'accept-language': 'de' });
    expect(downloaded.csv[0]).toEqual([
      'Meilenstein',
      'Betrag',
      'Geplante Rechnungsstellung',
      'Tatsächliche Rechnungsstellung',
      'Bezahlt am',
      'Status',
    ]);
    expect(new Set(column(downloaded, 'Status'))).toContain('geplant');
  });

  it('is refused where the list is: off the project (403), another company (404), an unknown format (400)', async () => {
    for (const { kind } of cases) {
      nextRateLimitWindow(server);
      const url = exportPaths.kpiRecords(kind, ATLAS);
      const listStatus = (await call(outsider, kpiList(kind))).statusCode;
      expect(listStatus).toBe(403);
      for (const format of ['csv', 'xlsx']) {
        expect((await call(outsider, `${url}?format=${format}`)).statusCode).toBe(403);
        expect((await call(GLOBEX, `${url}?format=${format}`)).statusCode).toBe(404);
      }
      expect((await call(ADMIN, `${url}?format=pdf`)).statusCode).toBe(400);
    }
  });
});

describe("the Overview's widgets", () => {
  const COBALT = seedId('project', 'acme', 'cobalt');
  const LAUNCH = '+Launch(1)';
  const ACME_PROJECT = seedId('project', 'acme', 'beacon');
  const widget = async <T>(email: string, url: string, parse: { parse: (body: unknown) => T }) => {
    const response = await call(email, url);
    expect(response.statusCode).toBe(200);
    return parse.parse(response.json());
  };

  const rename = async (name: string) => {
    const renamed = await server.app.inject({
      method: 'PATCH',
      url: `/v2/projects/${ACME_PROJECT}`,
      headers: await server.authHeaders(ADMIN),
      payload: { name },
    });
    expect(renamed.statusCode).toBe(200);
    return (renamed.json() as { name: string }).name;
  };
  let originalName = '';

  // a project the widgets list, named like a formula while they are written; its name back for the others
  beforeAll(async () => {
    originalName = ((await call(ADMIN, `/v2/projects/${ACME_PROJECT}`)).json() as { name: string }).name;
    await rename(LAUNCH);
  });
  afterAll(async () => {
    await rename(originalName);
  });

  it('writes the karma leaderboard of the card’s period and job role, points as numbers', async () => {
    const all = await widget(MEMBER, '/v2/overview/karma-leaderboard?period=all', leaderboardSchema);
    expect(all.items.length).toBeGreaterThan(0);
    const downloaded = await both(MEMBER, `${exportPaths.overview.leaderboard}?period=all`);
    expect(downloaded.csv[0]).toEqual(['Rank', 'Name', 'Job role', 'Karma points', 'Awards']);
    expect(downloaded.csv.slice(1)).toEqual(
      all.items.map((entry) => [
        String(entry.rank),
        entry.name,
        entry.jobRole?.name ?? '',
        String(entry.points),
        String(entry.awards),
      ]),
    );
    expect(downloaded.sheet.getRow(2).getCell(4).type).toBe(ExcelJS.ValueType.Number);
    // a custom period and a job role: the card's filters, the same rows as the card
    const role = all.items.find((entry) => entry.jobRole)!.jobRole!;
    const query = `from=2020-01-01&to=2030-12-31&jobRoleId=${role._id}`;
    const filtered = await widget(MEMBER, `/v2/overview/karma-leaderboard?${query}`, leaderboardSchema);
    const file = await both(MEMBER, `${exportPaths.overview.leaderboard}?${query}`);
    expect(column(file, 'Name')).toEqual(filtered.items.map((entry) => entry.name));
    expect(new Set(column(file, 'Job role'))).toEqual(new Set([role.name]));
  });

  it('writes the ongoing projects and the project activity the caller may see, a formula-like name defused', async () => {
    for (const email of [ADMIN, MEMBER]) {
      const ongoing = await widget(email, '/v2/overview/projects/ongoing', ongoingProjectsSchema);
      const file = await both(email, exportPaths.overview.ongoingProjects);
      expect(file.csv[0]).toEqual(['Project', 'Score', 'Start', 'Estimated delivery', 'Team']);
      const defused = (name: string) => (name === LAUNCH ? `'${LAUNCH}` : name);
      expect(column(file, 'Project')).toEqual(ongoing.items.map((project) => defused(project.name)));
      expect(column(file, 'Team')).toEqual(
        ongoing.items.map((project) => project.team.map((person) => person.name).join(', ')),
      );
      const activity = await widget(email, '/v2/overview/projects/activity', activitySummarySchema);
      const live = await both(email, exportPaths.overview.activity);
      expect(live.csv.slice(1)).toEqual(
        activity.projects.map((project) => [
          defused(project.name),
          String(project.inProgressTasks),
          String(project.stuckTasks),
        ]),
      );
      if (email === ADMIN) {
        expect(column(file, 'Project')).toContain(`'${LAUNCH}`);
        expect(file.xlsx.map((row) => row[0])).toContain(`'${LAUNCH}`);
      }
    }
    // a member sees only their projects: fewer than the admin
    const admin = await widget(ADMIN, '/v2/overview/projects/ongoing', ongoingProjectsSchema);
    const member = await both(MEMBER, exportPaths.overview.ongoingProjects);
    expect(member.csv.length - 1).toBeLessThan(admin.items.length);
  });

  it("writes one project's sprints over the period, planned vs completed", async () => {
    const query = `projectId=${ATLAS}&from=2026-01-01&to=2026-12-31`;
    const counts = await widget(MEMBER, `/v2/overview/planned-vs-actual?${query}`, plannedVsActualSchema);
    expect(counts.sprints.length).toBeGreaterThan(0);
    const downloaded = await both(MEMBER, `${exportPaths.overview.plannedVsActual}?${query}`);
    expect(downloaded.csv[0]).toEqual(['Sprint', 'Start', 'End', 'Planned tasks', 'Completed tasks', 'Closed']);
    expect(downloaded.csv.slice(1)).toEqual(
      counts.sprints.map((sprint) => [
        sprint.name,
        sprint.startDate,
        sprint.endDate,
        String(sprint.planned),
        String(sprint.actual),
        sprint.closed ? 'Yes' : 'No',
      ]),
    );
    expect(downloaded.sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.Date);
    expect(downloaded.headers.csv['content-disposition']).toContain('planned-vs-actual-2026-01-01-2026-12-31.csv');
  });

  it("writes this week's work modes and next week's availability, day by day", async () => {
    const week = await widget(MEMBER, '/v2/overview/work-modes/week', workModeWeekSchema);
    const modes = await both(MEMBER, exportPaths.overview.week);
    expect(column(modes, 'Day')).toEqual(week.days.map((day) => day.day));
    expect(column(modes, 'In office')).toEqual(week.days.map((day) => String(day.office)));
    expect(column(modes, 'In office (%)')).toEqual(
      week.days.map((day) => (day.officePercent === null ? '' : String(day.officePercent))),
    );
    const next = await widget(MEMBER, '/v2/overview/availability/next-week', nextWeekAvailabilitySchema);
    const away = await both(MEMBER, exportPaths.overview.nextWeek);
    expect(away.csv[0]).toEqual(['Day', 'Public holiday', 'Available', 'Away', 'Who is away']);
    expect(away.csv.slice(1)).toEqual(
      next.days.map((day) => [
        day.day,
        day.holiday ?? '',
        String(day.available),
        String(day.away),
        day.awayPeers.map((peer) => (peer.halfDay ? `${peer.name} (half day)` : peer.name)).join(', '),
      ]),
    );
    expect(away.sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.Date);
  });

  it("heads the widgets' columns in the reader's language", async () => {
    const downloaded = await both(MEMBER, `${exportPaths.overview.leaderboard}?period=all`, {
      'accept-language': 'de',
    });
    expect(downloaded.csv[0]).toEqual(['Rang', 'Name', 'Tätigkeit', 'Karma-Punkte', 'Auszeichnungen']);
    const sprints = await both(MEMBER, `${exportPaths.overview.plannedVsActual}?projectId=${ATLAS}`, {
      'accept-language': 'de',
    });
    expect(sprints.csv[0]).toEqual([
      'Sprint',
      'Beginn',
      'Ende',
      'Geplante Aufgaben',
      'Erledigte Aufgaben',
      'Abgeschlossen',
    ]);
  });

  it('is refused where the widget is: a project not theirs (403), another company’s (404), bad filters (400)', async () => {
    nextRateLimitWindow(server);
    for (const format of ['csv', 'xlsx']) {
      const url = `${exportPaths.overview.plannedVsActual}?format=${format}`;
      expect((await call(MEMBER, `/v2/overview/planned-vs-actual?projectId=${COBALT}`)).statusCode).toBe(403);
      expect((await call(MEMBER, `${url}&projectId=${COBALT}`)).statusCode).toBe(403);
      expect((await call(GLOBEX, `${url}&projectId=${ATLAS}`)).statusCode).toBe(404);
    }
    expect((await call(MEMBER, exportPaths.overview.plannedVsActual)).statusCode).toBe(400);
    expect((await call(MEMBER, `${exportPaths.overview.leaderboard}?from=2026-01-01`)).statusCode).toBe(400);
    expect((await call(MEMBER, `${exportPaths.overview.leaderboard}?period=year`)).statusCode).toBe(400);
    expect((await call(MEMBER, `${exportPaths.overview.week}?format=pdf`)).statusCode).toBe(400);
    // another company's file holds only its own projects
    const globex = await both(GLOBEX, exportPaths.overview.ongoingProjects);
    expect(column(globex, 'Project')).not.toContain(`'${LAUNCH}`);
  });
});

describe('People Availability', () => {
  it('writes a row per peer and a column per week, allocations as numbers, every page (level3)', async () => {
    const query = 'from=2026-11-02&weeks=4';
    const first = availabilityPageSchema.parse((await call(ADMIN, `/v2/availability?${query}&perPage=10`)).json());
    const listed = await everyPage(ADMIN, `/v2/availability?${query}&perPage=10`, (body) =>
      availabilityPageSchema.parse(body),
    );
    const downloaded = await both(ADMIN, `${exportPaths.availability}?${query}`);
    expect(downloaded.csv[0]).toEqual([
      'Name',
      'Employee id',
      'Job role',
      'Designation',
      ...first.weeks.map((week) => `Week of ${week} (%)`),
    ]);
    expect(column(downloaded, 'Name')).toEqual(listed.map((row) => row.peer.name));
    const week = `Week of ${first.weeks[0]} (%)`;
    expect(column(downloaded, week)).toEqual(
      listed.map((row) => (row.cells[0]!.allocation === null ? '' : String(row.cells[0]!.allocation))),
    );
    const typed = listed.findIndex((row) => row.cells[0]!.allocation !== null);
    expect(downloaded.sheet.getRow(typed + 2).getCell(5).type).toBe(ExcelJS.ValueType.Number);
    expect((await call(MANAGER, `${exportPaths.availability}?format=xlsx`)).statusCode).toBe(403);
  });

  it('writes who is ready to onboard, every page, free-from as a date (level3)', async () => {
    const listed = await everyPage(ADMIN, '/v2/availability/ready-to-onboard?perPage=10', (body) =>
      readyToOnboardPageSchema.parse(body),
    );
    const downloaded = await both(ADMIN, exportPaths.readyToOnboard);
    expect(column(downloaded, 'Name')).toEqual(listed.map((peer) => peer.name));
    if (listed.length) expect(downloaded.sheet.getRow(2).getCell(7).type).toBe(ExcelJS.ValueType.Date);
    expect((await call(MEMBER, exportPaths.readyToOnboard)).statusCode).toBe(403);
  });
});

describe('KPI projects table', () => {
  it("writes the month's project rows the caller may see, every page, money left out where the list leaves it out", async () => {
    const month = '2026-10';
    for (const email of [ADMIN, MEMBER]) {
      const listed = await everyPage(email, `/v2/kpis/projects?month=${month}&perPage=10`, (body) =>
        projectKpiPageSchema.parse(body),
      );
      const downloaded = await both(email, `${exportPaths.projectKpis}?month=${month}`);
      expect(listed.length).toBeGreaterThan(0);
      expect(column(downloaded, 'Project')).toEqual(listed.map((row) => row.project.name));
      // level3 sees the money; a level1 member sees none of it, in the list and so in the file
      const money = column(downloaded, 'Achieved revenue').filter((cell) => cell !== '');
      if (email === MEMBER) expect(money).toEqual([]);
      else expect(money.length).toBeGreaterThan(0);
      expect(column(downloaded, 'Achieved revenue')).toEqual(
        listed.map((row) =>
          row.achievedRevenue === null || row.achievedRevenue === undefined ? '' : String(row.achievedRevenue),
        ),
      );
    }
  });
});

describe('360 feedback report', () => {
  it('writes a row per month then overall, averages as numbers, nothing below the reviewer threshold (level3)', async () => {
    const reviewee = seedId('user', 'acme', 2);
    const query = `revieweeId=${reviewee}&from=2026-01-01&to=2026-11-29`;
    const report = feedbackReportSchema.parse((await call(ADMIN, `/v2/reviews?${query}`)).json());
    const downloaded = await both(ADMIN, `${exportPaths.feedbackReport}?${query}`);
    expect(downloaded.csv[0]).toEqual([
      'Month',
      'Reviews',
      'Reviewers',
      'Dependability',
      'Impact',
      'Teamplay',
      'Competence',
      'Ownership',
    ]);
    expect(column(downloaded, 'Month')).toEqual([...report.monthly.map((month) => month.month), 'Overall']);
    const lines = [...report.monthly, report.overall];
    expect(column(downloaded, 'Dependability')).toEqual(
      lines.map((line) => (line.averages ? line.averages.dependability.toFixed(2) : '')),
    );
    expect(column(downloaded, 'Reviewers')).toEqual(lines.map((line) => String(line.reviewerCount ?? '')));
    expect((await call(MANAGER, `${exportPaths.feedbackReport}?revieweeId=${reviewee}`)).statusCode).toBe(403);
    expect((await call(GLOBEX, `${exportPaths.feedbackReport}?revieweeId=${reviewee}`)).statusCode).toBe(404);
  });
});

describe('the older exports, now in both formats', () => {
  it('projects: the filter and sort, every page', async () => {
    const listed = await everyPage(ADMIN, '/v2/projects?sort=startDate&order=desc&perPage=10', (body) =>
      projectPageSchema.parse(body),
    );
    const downloaded = await both(ADMIN, '/v2/projects/export.csv?sort=startDate&order=desc');
    expect(column(downloaded, 'Name')).toEqual(listed.map((project) => project.name));
    const start = downloaded.csv[0]!.indexOf('Start') + 1;
    expect(downloaded.sheet.getRow(2).getCell(start).type).toBe(ExcelJS.ValueType.Date);
    expect(downloaded.headers.xlsx['content-disposition']).toContain('filename="projects.xlsx"');
    expect((await call(MANAGER, '/v2/projects/export.csv?format=xlsx')).statusCode).toBe(403);
  });

  it('peers: the search and sort, every page', async () => {
    const listed = await everyPage(ADMIN, '/v2/peers?sort=employeeId&perPage=40', (body) => peerPageSchema.parse(body));
    const downloaded = await both(ADMIN, '/v2/peers/export.csv?sort=employeeId');
    expect(column(downloaded, 'Name')).toEqual(listed.map((peer) => peer.name));
    expect((await call(MEMBER, '/v2/peers/export.csv?format=xlsx')).statusCode).toBe(403);
  });

  it('leave report: a row per peer and month and the totals, days as numbers', async () => {
    const query = 'from=2026-01-01&to=2026-12-31';
    const report = leaveReportSchema.parse((await call(ADMIN, `/v2/leave/report?${query}`)).json());
    const downloaded = await both(ADMIN, `/v2/leave/report.csv?${query}`);
    expect(downloaded.csv).toHaveLength(report.rows.length + 2);
    expect(column(downloaded, 'Peer').slice(0, -1)).toEqual(report.rows.map((row) => row.peer.name));
    const total = downloaded.csv[0]!.indexOf('Total') + 1;
    expect(downloaded.sheet.getRow(downloaded.csv.length).getCell(total).value).toBe(report.totals.total);
    expect(downloaded.headers.xlsx['content-disposition']).toContain(`leave-report-2026-01-01-2026-12-31.xlsx`);
  });

  it('audit log: the filter, newest first, times as dates', async () => {
    const listed = await everyPage(ADMIN, '/v2/audit-log?perPage=40', (body) => auditPageSchema.parse(body));
    nextRateLimitWindow(server);
    const downloaded = await downloadBoth(server, ADMIN, '/v2/audit-log/export');
    // each download records itself first: the XLSX has one entry more (the CSV's), the CSV one more than the list
    expect(xlsxAsCsv(downloaded).slice(2)).toEqual(downloaded.csv.slice(1));
    expect(downloaded.csv.slice(2).map((row) => row[0])).toEqual(listed.map((entry) => entry.at));
    expect(downloaded.sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.Date);
    expect((await call(MANAGER, '/v2/audit-log/export?format=xlsx')).statusCode).toBe(403);
  });
});
