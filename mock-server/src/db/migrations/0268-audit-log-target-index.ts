/**
 * The audit log filtered by what an entry is about (a type of thing, or one thing), newest first, as it is
 * by person and by kind. Mirror: schema/audit.ts.
 */
export const up = /* sql */ `
CREATE INDEX audit_log_company_target_time ON audit_log (company_id, target_type, target_id, created_at);
`;
