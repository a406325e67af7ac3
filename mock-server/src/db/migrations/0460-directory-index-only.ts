/**
 * Issue #51: a directory search tested every peer of the company by reading their whole row, for the page and
 * again for its count, and a page sorted by level, employee id or job role read every row to sort them. The
 * directory's name index now holds what a page is searched, filtered and sorted by, so its ids and its count come
 * from the index alone (`handWritten`: drizzle cannot declare INCLUDE). `name` is there for the index's own
 * `lower(name)`, which PostgreSQL reads from an index only where the column is in it too. Mirrors: schema/core.ts.
 */
export const up = '';

/** What drizzle cannot declare (functions, triggers, INCLUDE columns), run after `up`. */
export const handWritten = /* sql */ `
DROP INDEX users_company_lower_name;
CREATE INDEX users_company_lower_name ON public.users USING btree (company_id, lower(name), id) INCLUDE (name, email, level, employee_id, job_role_id, location_id, search_text, employee_id_lower) WHERE (deleted_at IS NULL);
`;
