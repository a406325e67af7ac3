/**
 * KPIs kept per month (issue #10): the organisation row and one row per project, plus the company's KPI
 * settings. A month is stored as its first day. Mirror: schema/kpi.ts.
 */
export const up = /* sql */ `
CREATE TABLE kpi_settings (
  company_id uuid PRIMARY KEY REFERENCES companies(id),
  currency text NOT NULL DEFAULT 'USD' CHECK (currency ~ '^[A-Z]{3}$')
);

CREATE TABLE kpi_org_months (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  expected_revenue numeric(14, 2) NOT NULL CHECK (expected_revenue >= 0),
  achieved_revenue numeric(14, 2) NOT NULL CHECK (achieved_revenue >= 0),
  profit_percent numeric(6, 2) CHECK (profit_percent BETWEEN -100 AND 100),
  enps numeric(4, 2) CHECK (enps BETWEEN 0 AND 10),
  cnps numeric(4, 2) CHECK (cnps BETWEEN 0 AND 10),
  target_profit_percent numeric(6, 2) NOT NULL CHECK (target_profit_percent > 0 AND target_profit_percent <= 100),
  target_enps numeric(4, 2) NOT NULL CHECK (target_enps > 0 AND target_enps <= 10),
  target_cnps numeric(4, 2) NOT NULL CHECK (target_cnps > 0 AND target_cnps <= 10),
  updated_by uuid REFERENCES users(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (company_id, month)
);

CREATE TABLE kpi_project_months (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  projected_revenue numeric(14, 2) NOT NULL CHECK (projected_revenue >= 0),
  achieved_revenue numeric(14, 2) NOT NULL CHECK (achieved_revenue >= 0),
  profit_percent numeric(6, 2) CHECK (profit_percent BETWEEN -100 AND 100),
  enps numeric(4, 2) CHECK (enps BETWEEN 0 AND 10),
  cnps numeric(4, 2) CHECK (cnps BETWEEN 0 AND 10),
  updated_by uuid REFERENCES users(id),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, month)
);
CREATE INDEX kpi_project_months_company_month ON kpi_project_months (company_id, month);
`;
