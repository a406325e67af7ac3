/** Tenants, people, option lists and sessions. The drizzle mirror is db/schema/core.ts. */
export const up = /* sql */ `
CREATE TABLE companies (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  slug text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE job_roles (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  name text NOT NULL
);
CREATE UNIQUE INDEX job_roles_company_name ON job_roles (company_id, name);

CREATE TABLE designations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  name text NOT NULL
);
CREATE UNIQUE INDEX designations_company_name ON designations (company_id, name);

CREATE TABLE locations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  name text NOT NULL
);
CREATE UNIQUE INDEX locations_company_name ON locations (company_id, name);

CREATE TABLE blocks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  location_id uuid NOT NULL REFERENCES locations(id),
  name text NOT NULL
);
CREATE UNIQUE INDEX blocks_location_name ON blocks (location_id, name);

CREATE TABLE platforms (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  name text NOT NULL
);
CREATE UNIQUE INDEX platforms_company_name ON platforms (company_id, name);

CREATE TABLE activity_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  job_role_id uuid NOT NULL REFERENCES job_roles(id),
  name text NOT NULL
);
CREATE UNIQUE INDEX activity_types_role_name ON activity_types (job_role_id, name);

CREATE TABLE public_holidays (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  day date NOT NULL,
  name text NOT NULL
);
CREATE UNIQUE INDEX public_holidays_company_day ON public_holidays (company_id, day);

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  email text NOT NULL,
  password_hash text NOT NULL,
  name text NOT NULL,
  employee_id text NOT NULL,
  phone text,
  avatar_url text,
  job_role_id uuid REFERENCES job_roles(id),
  designation_id uuid REFERENCES designations(id),
  location_id uuid REFERENCES locations(id),
  block_id uuid REFERENCES blocks(id),
  default_work_mode text NOT NULL DEFAULT 'office',
  current_status text NOT NULL DEFAULT 'office',
  working_hours text NOT NULL DEFAULT '09:00-18:00',
  time_zone text NOT NULL DEFAULT 'UTC',
  im_ids jsonb NOT NULL DEFAULT '{}'::jsonb,
  role text NOT NULL CHECK (role IN ('admin', 'editor')),
  level text NOT NULL CHECK (level IN ('level1', 'level2', 'level3')),
  is_active boolean NOT NULL DEFAULT true,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email ON users (email);
CREATE UNIQUE INDEX users_company_employee_id ON users (company_id, employee_id);
CREATE INDEX users_company_name ON users (company_id, name);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id),
  token_hash text NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_user ON refresh_tokens (user_id);

-- Server secrets (token signing keys) live with the data, so tokens survive a restart.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
