/**
 * Issue #51: a directory search (`ilike '%…%'` on name, email and, for level2 and level3, employee id) lowered
 * each text of every peer of the company, for the page and again for its count. These columns hold that text
 * lowered once, when it is written; `lower(text) LIKE lower(pattern)` is what ILIKE means (docs/performance.md).
 * Mirrors: schema/core.ts.
 */
export const up = /* sql */ `
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name) || chr(31) || lower(email)) STORED;
ALTER TABLE "users" ADD COLUMN "employee_id_lower" text GENERATED ALWAYS AS (lower(employee_id)) STORED;
`;
