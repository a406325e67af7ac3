/**
 * Issue #50: the columns of a company's last imported sheet matched to fields, by import (`peers`), each
 * sheet header (lower case) to a field or null ("not imported"), so the next import pre-fills them.
 * Mirror: schema/core.ts.
 */
export const up = /* sql */ `
ALTER TABLE companies ADD COLUMN import_mappings jsonb NOT NULL DEFAULT '{}'::jsonb;
`;
