/**
 * Issue #33: who changed what. One row per admin-level change, written in the same transaction as the
 * change itself (services/audit/audit-log.ts), so a change without its entry cannot be committed.
 * `actor_id` is null for the operator's command line. Mirrors: schema/audit.ts.
 */
export const up = /* sql */ `
CREATE TABLE audit_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  actor_id uuid REFERENCES users(id),
  kind text NOT NULL,
  target_type text NOT NULL,
  target_id uuid,
  target_label text NOT NULL,
  before jsonb,
  after jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- ascending: read backwards, they serve the newest-first page
CREATE INDEX audit_log_company_time ON audit_log (company_id, created_at, id);
CREATE INDEX audit_log_company_actor_time ON audit_log (company_id, actor_id, created_at);
CREATE INDEX audit_log_company_kind_time ON audit_log (company_id, kind, created_at);
`;
