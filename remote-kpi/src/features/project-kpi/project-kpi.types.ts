/** What every tab of a project's KPI page needs to know about the project. */
export type KpiProjectRef = { id: string; name: string; canEdit: boolean; currency: string };
