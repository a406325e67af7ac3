/**
 * Issue #56: a company's admin may hide the sidebar's Apps group (the demo apps: e-mail, chat, to-do,
 * calendar, users) and their search entries. Shown by default. Mirrors: schema/core.ts.
 */
export const up = /* sql */ `
ALTER TABLE companies ADD COLUMN hide_apps boolean NOT NULL DEFAULT false;
`;
