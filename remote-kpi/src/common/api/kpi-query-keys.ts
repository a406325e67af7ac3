/** react-query keys of this remote; `['kpi']` invalidates everything KPI after an edit. */
export const kpiKeys = {
  all: ['kpi'] as const,
  org: (month: string) => ['kpi', 'org', month] as const,
  projects: (params: { month: string; page: number; perPage: number; search: string }) =>
    ['kpi', 'projects', params] as const,
  project: (projectId: string, month: string) => ['kpi', 'project', projectId, month] as const,
  records: (kind: string, projectId: string) => ['kpi', 'records', kind, projectId] as const,
  people: (projectId: string) => ['kpi', 'people', projectId] as const,
  tvLinks: ['kpi-tv-links'] as const,
  tv: (key: string) => ['kpi-tv', key] as const,
};
