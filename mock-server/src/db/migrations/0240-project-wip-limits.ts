/**
 * Issue #49 (planning): a project's WIP limits, per status column of its sprint boards, set by its
 * managers: `{ "in_progress": 4 }` (a column left out has no limit). Mirrors: schema/projects.ts.
 */
export const up = /* sql */ `
ALTER TABLE projects ADD COLUMN wip_limits jsonb NOT NULL DEFAULT '{}'::jsonb;
`;
