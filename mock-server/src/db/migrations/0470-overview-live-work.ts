/**
 * Issue #51: the Overview's live work (the projects with tasks in progress or stuck in open sprints) read every
 * task of the company to find those, 225 ms of PostgreSQL's at full scale (200,000 tasks). The index holds only
 * those tasks, with what the widget joins and counts them by, so they come from it alone: 59 ms, most of it now
 * the joins with the company's sprints and projects. Mirrors: schema/sprints.ts.
 */
export const up = /* sql */ `
CREATE INDEX "tasks_live_work" ON "tasks" USING btree ("company_id","sprint_id","project_id","status") WHERE deleted_at IS NULL AND status IN ('in_progress', 'stuck');
`;

/** What drizzle cannot declare (functions, triggers, INCLUDE columns), run after `up`. */
export const handWritten = /* sql */ ``;
