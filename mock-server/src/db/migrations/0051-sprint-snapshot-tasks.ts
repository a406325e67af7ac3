/**
 * Issue #6: a closed sprint also freezes how many tasks it had and how many were completed, so its
 * "completed/total" stays what it was when unfinished tasks move on. Mirror: schema/sprints.ts.
 */
export const up = /* sql */ `
ALTER TABLE sprints ADD COLUMN tasks_total integer CHECK (tasks_total >= 0);
ALTER TABLE sprints ADD COLUMN tasks_completed integer CHECK (tasks_completed >= 0);
`;
