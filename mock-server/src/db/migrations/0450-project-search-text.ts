/**
 * Issue #51: the projects list's search (`ilike '%…%'` on name and description) lowered both texts of each
 * project it tested, and looked its matches up in two trigram indexes. The column holds them lowered once, when
 * written, and one index holds its trigrams; the name's index stays for the searches of names alone (the top
 * bar, KPIs). Mirrors: schema/projects.ts.
 */
export const up = /* sql */ `
DROP INDEX "projects_description_trgm";
ALTER TABLE "projects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || chr(31) || lower(description)) STORED;
CREATE INDEX "projects_search_text_trgm" ON "projects" USING gin ("search_text" gin_trgm_ops) WHERE deleted_at IS NULL;
`;
