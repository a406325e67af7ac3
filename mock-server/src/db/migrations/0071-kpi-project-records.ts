/**
 * What the KPI detail page of a project keeps (issue #10): revenue milestones and change requests,
 * profitability snapshots, eNPS survey responses, client contacts and feedback, thought leadership.
 * Every row carries its company so that a lookup by id is always scoped to the caller's company.
 * Mirror: schema/kpi.ts.
 */
export const up = /* sql */ `
CREATE TABLE kpi_milestones (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  name text NOT NULL,
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  planned_raise_date date NOT NULL,
  actual_raise_date date,
  paid_on date,
  status text NOT NULL CHECK (status IN ('planned', 'raised', 'paid', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kpi_milestones_project ON kpi_milestones (project_id, planned_raise_date);

CREATE TABLE kpi_change_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
  raised_on date NOT NULL,
  status text NOT NULL CHECK (status IN ('proposed', 'approved', 'rejected')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kpi_change_requests_project ON kpi_change_requests (project_id, raised_on);

CREATE TABLE kpi_profitability (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  as_on date NOT NULL,
  completion_percent numeric(5, 2) NOT NULL CHECK (completion_percent BETWEEN 0 AND 100),
  current_profit_percent numeric(6, 2) NOT NULL CHECK (current_profit_percent BETWEEN -100 AND 100),
  target_profit_percent numeric(6, 2) NOT NULL CHECK (target_profit_percent BETWEEN -100 AND 100),
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (project_id, as_on)
);

CREATE TABLE kpi_enps_responses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  surveyed_on date NOT NULL,
  respondent_id uuid REFERENCES users(id),
  answers jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kpi_enps_responses_project ON kpi_enps_responses (project_id, surveyed_on);
CREATE INDEX kpi_enps_responses_company ON kpi_enps_responses (company_id, surveyed_on);

CREATE TABLE kpi_client_contacts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  name text NOT NULL,
  email text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kpi_client_contacts_project ON kpi_client_contacts (project_id);

-- feedback outlives a deleted contact: it still counts towards cNPS
CREATE TABLE kpi_client_feedback (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  contact_id uuid REFERENCES kpi_client_contacts(id) ON DELETE SET NULL,
  received_on date NOT NULL,
  rating integer NOT NULL CHECK (rating BETWEEN 0 AND 10),
  improvement_areas text[] NOT NULL DEFAULT '{}',
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kpi_client_feedback_project ON kpi_client_feedback (project_id, received_on);
CREATE INDEX kpi_client_feedback_company ON kpi_client_feedback (company_id, received_on);

CREATE TABLE kpi_thought_leadership (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  project_id uuid NOT NULL REFERENCES projects(id),
  title text NOT NULL,
  domain text NOT NULL,
  teammate_ids uuid[] NOT NULL DEFAULT '{}',
  link text NOT NULL DEFAULT '',
  image_url text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  published_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX kpi_thought_leadership_project ON kpi_thought_leadership (project_id, published_on);
`;
