/** Projects and who works on them: what the sidebar, tenancy and access rules need. Mirror: schema/projects.ts. */
export const up = /* sql */ `
CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('in_progress', 'pending', 'cancelled', 'delivered', 'on_hold')),
  start_date date NOT NULL,
  end_date date,
  recurring_months integer CHECK (recurring_months BETWEEN 1 AND 20),
  created_by uuid REFERENCES users(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX projects_company_name ON projects (company_id, name) WHERE deleted_at IS NULL;

CREATE TABLE project_members (
  project_id uuid NOT NULL REFERENCES projects(id),
  user_id uuid NOT NULL REFERENCES users(id),
  role text NOT NULL CHECK (role IN ('manager', 'member')),
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX project_members_user ON project_members (user_id);

CREATE TABLE project_platforms (
  project_id uuid NOT NULL REFERENCES projects(id),
  platform_id uuid NOT NULL REFERENCES platforms(id),
  PRIMARY KEY (project_id, platform_id)
);
`;
