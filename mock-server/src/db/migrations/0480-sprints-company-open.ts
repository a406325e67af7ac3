/**
 * Issue #51: the Overview's live work joins its tasks (migration 0470) with the company's open sprints, which
 * PostgreSQL found by reading every sprint of every company. Open sprints are a few of a company's many, and this
 * index holds those alone with their ids, so the join reads them from it. Mirrors: schema/sprints.ts.
 */
export const up = /* sql */ `
CREATE INDEX "sprints_company_open" ON "sprints" USING btree ("company_id","id") WHERE deleted_at IS NULL AND closed_at IS NULL;
`;

/** What drizzle cannot declare (functions, triggers, INCLUDE columns), run after `up`. */
export const handWritten = /* sql */ ``;
