import {
  orgKpiSchema,
  projectKpiPageSchema,
  projectKpiRowSchema,
  tvDashboardSchema,
  type Health,
  type NpsValue,
  type OrgKpi,
  type ProjectKpiRow,
} from '@timely/contract';

/** Contract-valid answers for component tests, parsed by the same schemas the fetchers use. */
export const MONTH = '2026-03';
export const ids = {
  atlas: '00000000-0000-4000-8000-00000000a71a',
  cobalt: '00000000-0000-4000-8000-00000000c0ba',
  org: '00000000-0000-4000-8000-000000000a11',
  row: '00000000-0000-4000-8000-000000000b22',
  manager: '00000000-0000-4000-8000-0000000000a2',
};

export const health84: Health = {
  score: 84,
  band: 'excellent',
  parts: [
    { key: 'revenue', label: 'Revenue', achieved: 80_000, target: 100_000, ratio: 0.8, points: 20 },
    { key: 'profit', label: 'Profit %', achieved: 15, target: 20, ratio: 0.75, points: 18.75 },
    { key: 'enps', label: 'eNPS', achieved: 6, target: 7.5, ratio: 0.8, points: 20 },
    { key: 'cnps', label: 'cNPS', achieved: 9, target: 8, ratio: 1, points: 25 },
  ],
};

const entered = (value: number): NpsValue => ({ value, source: 'entered', entered: value, nps: null, responses: 0 });

export function orgKpi(overrides: Partial<OrgKpi> = {}): OrgKpi {
  return orgKpiSchema.parse({
    month: MONTH,
    currency: 'USD',
    _id: ids.org,
    expectedRevenue: 100_000,
    achievedRevenue: 80_000,
    profitPercent: 15,
    enps: entered(6),
    cnps: entered(9),
    targets: { profitPercent: 20, enps: 7.5, cnps: 8, setIn: MONTH },
    health: health84,
    updatedAt: '2026-03-10T10:00:00.000Z',
    canEdit: true,
    ...overrides,
  });
}

export function projectRow(overrides: Partial<ProjectKpiRow> = {}): ProjectKpiRow {
  return projectKpiRowSchema.parse({
    project: { _id: ids.atlas, name: 'Atlas Web Revamp', status: 'in_progress' },
    team: [{ _id: ids.manager, name: 'Max Manager', avatarUrl: null, role: 'manager' }],
    month: MONTH,
    _id: ids.row,
    projectedRevenue: 100_000,
    achievedRevenue: 80_000,
    profitPercent: 15,
    enps: { value: 6, source: 'survey', entered: null, nps: 20, responses: 10 },
    cnps: entered(9),
    health: health84,
    updatedAt: '2026-03-10T10:00:00.000Z',
    canEdit: true,
    ...overrides,
  });
}

export function projectPage(rows: ProjectKpiRow[]) {
  return projectKpiPageSchema.parse({
    items: rows,
    total: rows.length,
    page: 1,
    perPage: 20,
    totalPages: 1,
    month: MONTH,
    currency: 'USD',
  });
}

export function tvDashboard() {
  const { canEdit: _notOnTv, ...org } = orgKpi();
  return tvDashboardSchema.parse({
    companyName: 'Acme',
    label: 'Lobby screen',
    month: MONTH,
    generatedAt: '2026-03-10T10:00:00.000Z',
    org,
    projects: [
      {
        _id: ids.atlas,
        name: 'Atlas Web Revamp',
        status: 'in_progress',
        teamSize: 6,
        projectedRevenue: 100_000,
        achievedRevenue: 80_000,
        profitPercent: 15,
        enps: { value: 6, source: 'survey', entered: null, nps: -50, responses: 4 },
        cnps: entered(9),
        health: health84,
        radar: [
          { metric: 'Revenue', expected: 10, achieved: 8 },
          { metric: 'Profit', expected: 2, achieved: 1.5 },
          { metric: 'eNPS', expected: 7.5, achieved: 6 },
          { metric: 'cNPS', expected: 8, achieved: 9 },
        ],
      },
    ],
  });
}
