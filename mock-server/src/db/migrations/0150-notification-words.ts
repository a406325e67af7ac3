/**
 * Issue #32, languages: a notification keeps the code of its words and their values, so the apps word it in the
 * reader's language; title and body stay its English. Rows written before have no code and show as written.
 * Mirrors: schema/shell.ts.
 */
export const up = /* sql */ `
ALTER TABLE notifications
  ADD COLUMN title_code text,
  ADD COLUMN body_code text,
  ADD COLUMN params jsonb NOT NULL DEFAULT '{}'::jsonb;
`;
