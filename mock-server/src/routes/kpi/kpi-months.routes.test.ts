import { errorEnvelopeSchema, orgKpiSchema, projectKpiDetailSchema, projectKpiPageSchema } from '@timely/contract';
import { seedId } from '../../db/seed/seed-ids.js';
import { addMonths, currentMonth } from '../../services/kpi/months.js';
import { createTestServer, type TestServer } from '../../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
  // the server's month stands still, so the month the tests write is the one it means
  server.clock.freeze();
  month = currentMonth(server.app.now());
});
afterAll(async () => {
  await server.close();
});

let month: string;
const atlas = seedId('project', 'acme', 'atlas');
const beacon = seedId('project', 'acme', 'beacon');
const cobalt = seedId('project', 'acme', 'cobalt');
const omega = seedId('project', 'globex', 'omega');

async function call(email: string | null, method: 'GET' | 'PUT', url: string, payload?: unknown) {
  const headers = email ? await server.authHeaders(email) : {};
  return server.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}
const projectsPage = async (email: string, query = '') =>
  projectKpiPageSchema.parse((await call(email, 'GET', `/v2/kpis/projects?month=${month}${query}`)).json());
const detail = async (email: string, projectId: string, forMonth = month) =>
  projectKpiDetailSchema.parse((await call(email, 'GET', `/v2/kpis/projects/${projectId}?month=${forMonth}`)).json());

describe('organisation KPIs', () => {
  it('gives every signed-in user the month, with health computed by the server', async () => {
    const admin = orgKpiSchema.parse((await call('admin@acme.test', 'GET', `/v2/kpis/org?month=${month}`)).json());
    expect(admin._id).not.toBeNull();
    expect(admin.health?.parts).toHaveLength(4);
    expect(admin.currency).toBe('USD');
    expect(admin.canEdit).toBe(true);
    const member = orgKpiSchema.parse((await call('member@acme.test', 'GET', `/v2/kpis/org?month=${month}`)).json());
    expect(member.canEdit).toBe(false);
    // the eNPS and cNPS parts are everyone's, the same as the admin's
    const surveyParts = (kpi: typeof admin) => kpi.health?.parts.filter((part) => part.points !== undefined);
    expect(surveyParts(member)).toEqual(
      admin.health?.parts.filter((part) => part.key === 'enps' || part.key === 'cnps'),
    );
  });

  it('shows the money columns and every figure made from them to level3 only; others get eNPS and cNPS (docs/privacy.md)', async () => {
    for (const email of ['member@acme.test', 'manager@acme.test']) {
      const seen = orgKpiSchema.parse((await call(email, 'GET', `/v2/kpis/org?month=${month}`)).json());
      for (const field of ['expectedRevenue', 'achievedRevenue', 'profitPercent'])
        expect(seen).not.toHaveProperty(field);
      expect(seen.targets).not.toHaveProperty('profitPercent');
      const money = seen.health!.parts.filter((part) => part.key === 'revenue' || part.key === 'profit');
      // a ratio or points is money in another form, and the score (the parts' sum) gives them back
      for (const part of money) expect(Object.keys(part).sort()).toEqual(['key', 'label']);
      expect(Object.keys(seen.health!).sort()).toEqual(['parts']);
      expect(seen.enps.value).not.toBeUndefined();
    }
  });

  it('keeps past months and answers a month with nothing recorded without health', async () => {
    const past = orgKpiSchema.parse(
      (await call('admin@acme.test', 'GET', `/v2/kpis/org?month=${addMonths(month, -5)}`)).json(),
    );
    expect(past.expectedRevenue).toBeGreaterThan(0);
    // the targets were raised three months ago: older months keep the old ones
    expect(past.targets).toMatchObject({ profitPercent: 18, setIn: addMonths(month, -5) });
    const empty = orgKpiSchema.parse((await call('admin@acme.test', 'GET', '/v2/kpis/org?month=2001-01')).json());
    expect(empty).toMatchObject({
      _id: null,
      health: null,
      expectedRevenue: null,
      targets: { profitPercent: 20, enps: 7, cnps: 7, setIn: null },
    });
  });

  it('lets only level3 change the org row, and recomputes health from the new numbers', async () => {
    const body = {
      expectedRevenue: 100_000,
      achievedRevenue: 80_000,
      profitPercent: 15,
      enps: 6,
      cnps: 9,
      targetProfitPercent: 20,
      targetEnps: 7.5,
      targetCnps: 8,
    };
    expect((await call('manager@acme.test', 'PUT', `/v2/kpis/org/${month}`, body)).statusCode).toBe(403);
    expect((await call('member@acme.test', 'PUT', `/v2/kpis/org/${month}`, body)).statusCode).toBe(403);
    const response = await call('admin@acme.test', 'PUT', `/v2/kpis/org/${month}`, body);
    expect(response.statusCode).toBe(200);
    // 20 + 18.75 + 20 + 25 = 83.75 → 84 (see services/kpi/health.test.ts)
    expect(orgKpiSchema.parse(response.json()).health).toMatchObject({ score: 84, band: 'excellent' });
    // Globex's org row is untouched
    const globex = orgKpiSchema.parse((await call('admin@globex.test', 'GET', `/v2/kpis/org?month=${month}`)).json());
    expect(globex.expectedRevenue).not.toBe(100_000);
  });

  it('refuses bad numbers field by field and changes nothing', async () => {
    const before = (await call('admin@acme.test', 'GET', `/v2/kpis/org?month=${month}`)).json();
    const response = await call('admin@acme.test', 'PUT', `/v2/kpis/org/${month}`, {
      expectedRevenue: -1,
      achievedRevenue: 10,
      profitPercent: 120,
      enps: 11,
      cnps: 5,
      targetProfitPercent: 20,
      targetEnps: 7,
      targetCnps: 7,
    });
    expect(response.statusCode).toBe(400);
    const details = errorEnvelopeSchema.parse(response.json()).details ?? [];
    expect(details).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ field: 'expectedRevenue', message: 'must be 0 or more' }),
        expect.objectContaining({ field: 'profitPercent', message: 'must be at most 100' }),
        expect.objectContaining({ field: 'enps', message: 'must be between 0 and 10' }),
      ]),
    );
    expect((await call('admin@acme.test', 'GET', `/v2/kpis/org?month=${month}`)).json()).toEqual(before);
    expect((await call('admin@acme.test', 'PUT', '/v2/kpis/org/2026-13', {})).statusCode).toBe(400);
  });
});

describe('project KPIs of a month', () => {
  it('pages the projects a level3 admin sees, only of their company', async () => {
    const page = await projectsPage('admin@acme.test', '&perPage=10');
    expect(page.items.map((row) => row.project.name)).toEqual(
      expect.arrayContaining(['Atlas Web Revamp', 'Beacon Mobile', 'Cobalt Data Platform']),
    );
    expect(page.items.map((row) => row.project._id)).not.toContain(omega);
    expect(page.total).toBe(page.items.length);
    expect(page.items.every((row) => row.canEdit)).toBe(true);
    const atlasRow = page.items.find((row) => row.project._id === atlas)!;
    expect(atlasRow.team.length).toBe(6);
    expect(atlasRow.health).not.toBeNull();
    const second = await projectsPage('admin@acme.test', '&perPage=10&page=2');
    expect(second.items).toHaveLength(0);
    const searched = await projectsPage('admin@acme.test', '&search=beac');
    expect(searched.items.map((row) => row.project.name)).toEqual(['Beacon Mobile']);
  });

  it('gives a manager their projects (editable where they manage) and a member theirs, read-only', async () => {
    const manager = await projectsPage('manager@acme.test');
    expect(manager.items.map((row) => row.project.name)).toEqual([
      'Atlas Web Revamp',
      'Beacon Mobile',
      'Ember Design System',
    ]);
    expect(manager.items.every((row) => row.canEdit)).toBe(true);
    const member = await projectsPage('member@acme.test');
    expect(member.items.map((row) => row.project.name)).toContain('Atlas Web Revamp');
    expect(member.items.every((row) => !row.canEdit)).toBe(true);
  });

  it('shows any past month, including projects that have ended since', async () => {
    const past = projectKpiPageSchema.parse(
      (await call('admin@acme.test', 'GET', `/v2/kpis/projects?month=${addMonths(month, -3)}`)).json(),
    );
    const harbor = past.items.find((row) => row.project.name === 'Harbor Partner API');
    expect(harbor?.achievedRevenue).not.toBeNull();
    expect(harbor?.health?.band).toBe('critical');
  });

  it('takes eNPS from the month survey when none was entered', async () => {
    const { row } = await detail('admin@acme.test', atlas);
    expect(row.enps.source).toBe('survey');
    expect(row.enps.responses).toBeGreaterThan(0);
    expect(row.enps.value).toBeCloseTo(((row.enps.nps ?? 0) + 100) / 20, 2);
  });

  it('keeps six months of history for the charts', async () => {
    const { history } = await detail('admin@acme.test', atlas);
    expect(history.map((point) => point.month)).toEqual(
      [-5, -4, -3, -2, -1, 0].map((delta) => addMonths(month, delta)),
    );
    expect(history.filter((point) => point.health !== null).length).toBeGreaterThanOrEqual(4);
  });
});

describe('editing a project month', () => {
  const body = { projectedRevenue: 100_000, achievedRevenue: 100_000, profitPercent: 20, enps: 7.5, cnps: 8 };

  it('changes that project and month only, and health follows', async () => {
    await call('admin@acme.test', 'PUT', `/v2/kpis/org/${month}`, {
      expectedRevenue: 1,
      achievedRevenue: 1,
      targetProfitPercent: 20,
      targetEnps: 7.5,
      targetCnps: 8,
    });
    const otherProject = await detail('admin@acme.test', beacon);
    const otherMonth = await detail('admin@acme.test', atlas, addMonths(month, -1));
    const response = await call('manager@acme.test', 'PUT', `/v2/kpis/projects/${atlas}/months/${month}`, body);
    expect(response.statusCode).toBe(200);
    const edited = projectKpiDetailSchema.parse(response.json()).row;
    expect(edited).toMatchObject({
      projectedRevenue: 100_000,
      achievedRevenue: 100_000,
      profitPercent: 20,
      enps: { value: 7.5, source: 'entered' },
    });
    expect(edited.health).toMatchObject({ score: 100, band: 'excellent' });
    // a worse month: half the revenue → 12.5 points fewer
    const worse = await call('admin@acme.test', 'PUT', `/v2/kpis/projects/${atlas}/months/${month}`, {
      ...body,
      achievedRevenue: 50_000,
    });
    expect(projectKpiDetailSchema.parse(worse.json()).row.health?.score).toBe(88);
    expect(await detail('admin@acme.test', beacon)).toMatchObject(otherProject);
    expect((await detail('admin@acme.test', atlas, addMonths(month, -1))).row).toMatchObject(otherMonth.row);
  });

  it('creates the row of a month that had none', async () => {
    const response = await call('admin@acme.test', 'PUT', `/v2/kpis/projects/${atlas}/months/2001-02`, body);
    expect(projectKpiDetailSchema.parse(response.json()).row._id).not.toBeNull();
  });

  it('applies the level rules: level2 only where they manage, level1 never', async () => {
    expect(
      (await call('manager@acme.test', 'PUT', `/v2/kpis/projects/${cobalt}/months/${month}`, body)).statusCode,
    ).toBe(403);
    expect((await call('member@acme.test', 'PUT', `/v2/kpis/projects/${atlas}/months/${month}`, body)).statusCode).toBe(
      403,
    );
    expect((await call('member@acme.test', 'GET', `/v2/kpis/projects/${cobalt}?month=${month}`)).statusCode).toBe(403);
  });

  it("answers 404 for another company's project, to read or to write", async () => {
    expect((await call('admin@acme.test', 'PUT', `/v2/kpis/projects/${omega}/months/${month}`, body)).statusCode).toBe(
      404,
    );
    expect((await call('admin@acme.test', 'GET', `/v2/kpis/projects/${omega}?month=${month}`)).statusCode).toBe(404);
    const omegaRow = await detail('admin@globex.test', omega);
    expect(omegaRow.row.projectedRevenue).not.toBe(100_000);
  });

  it('validates profit ≤ 100, eNPS and cNPS on 0–10 and money ≥ 0, naming each field', async () => {
    const before = await detail('admin@acme.test', atlas);
    const response = await call('admin@acme.test', 'PUT', `/v2/kpis/projects/${atlas}/months/${month}`, {
      projectedRevenue: -5,
      achievedRevenue: 10,
      profitPercent: 101,
      enps: 10.5,
      cnps: -1,
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).details).toMatchObject(
      expect.arrayContaining([
        expect.objectContaining({ field: 'projectedRevenue', message: 'must be 0 or more' }),
        expect.objectContaining({ field: 'profitPercent', message: 'must be at most 100' }),
        expect.objectContaining({ field: 'enps', message: 'must be between 0 and 10' }),
        expect.objectContaining({ field: 'cnps', message: 'must be between 0 and 10' }),
      ]),
    );
    expect(await detail('admin@acme.test', atlas)).toMatchObject(before);
  });

  it('needs a session', async () => {
    expect((await call(null, 'GET', `/v2/kpis/projects?month=${month}`)).statusCode).toBe(401);
    expect((await call(null, 'PUT', `/v2/kpis/projects/${atlas}/months/${month}`, body)).statusCode).toBe(401);
  });
});
