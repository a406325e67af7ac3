import { triggerName } from './0160-company-data-versions.js';

/**
 * People records (docs/peers.md#people-records): a peer's hire date, manager and the values of the
 * company's own fields; the fields themselves (a name, a type, the choices of a one-of-list field and who
 * may see the values); a public holiday that holds only at one location. The new table moves its
 * company's data version on as every other does (0160). Mirrors: schema/core.ts, schema/peer-fields.ts.
 */
const PEOPLE_COMPANY_TABLES = ['peer_fields'] as const;

export const up = /* sql */ `
ALTER TABLE users
  ADD COLUMN hire_date date,
  ADD COLUMN manager_id uuid REFERENCES users(id),
  ADD COLUMN field_values jsonb NOT NULL DEFAULT '{}'::jsonb,
  ADD CONSTRAINT users_hire_date_range CHECK (hire_date BETWEEN '1900-01-01' AND '2100-12-31'),
  ADD CONSTRAINT users_manager_not_self CHECK (manager_id <> id);
CREATE INDEX users_manager ON users (manager_id) WHERE manager_id IS NOT NULL;
CREATE TABLE peer_fields (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  company_id uuid NOT NULL REFERENCES companies(id),
  name text NOT NULL,
  type text NOT NULL,
  choices jsonb NOT NULL DEFAULT '[]'::jsonb,
  visibility text NOT NULL,
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT peer_fields_type_check CHECK (type IN ('text', 'number', 'date', 'choice')),
  CONSTRAINT peer_fields_visibility_check CHECK (visibility IN ('everyone', 'managers', 'admins')),
  CONSTRAINT peer_fields_name_check CHECK (char_length(name) BETWEEN 1 AND 60)
);
CREATE UNIQUE INDEX peer_fields_company_name ON peer_fields (company_id, lower(name));
${PEOPLE_COMPANY_TABLES.map(
  (table) =>
    `CREATE CONSTRAINT TRIGGER ${triggerName(table)} AFTER INSERT OR UPDATE OR DELETE ON ${table} DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION company_data_changed();`,
).join('\n')}
ALTER TABLE public_holidays ADD COLUMN location_id uuid REFERENCES locations(id);
DROP INDEX public_holidays_company_day;
-- one holiday a day for everyone, and one a day per location
CREATE UNIQUE INDEX public_holidays_company_day ON public_holidays (company_id, day, coalesce(location_id, '00000000-0000-0000-0000-000000000000'::uuid));
`;
