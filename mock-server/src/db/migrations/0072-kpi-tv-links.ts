/**
 * Read-only links to the TV dashboard (issue #10). Only a hash of the key is stored; a link never
 * expires by itself and stops working the moment `revoked_at` is set. Mirror: schema/kpi.ts.
 */
export const up = /* sql */ `
CREATE TABLE kpi_tv_links (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  label text NOT NULL,
  key_hash text NOT NULL UNIQUE,
  created_by uuid NOT NULL REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  revoked_by uuid REFERENCES users(id)
);
CREATE INDEX kpi_tv_links_company ON kpi_tv_links (company_id, created_at);
`;
