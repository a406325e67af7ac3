/**
 * An option's name is unique in its list whatever its case ("developer" beside "Developer" was taken as a
 * second job role). Names that differ only in case before this migration keep the first and number the
 * others ("developer (2)"), so the index can be built. Mirrors: schema/core.ts.
 */
export const up = /* sql */ `
UPDATE job_roles SET name = job_roles.name || ' (' || d.n || ')'
  FROM (SELECT id, row_number() OVER (PARTITION BY company_id, lower(name) ORDER BY name, id) AS n FROM job_roles) d
  WHERE d.id = job_roles.id AND d.n > 1;
DROP INDEX job_roles_company_name;
CREATE UNIQUE INDEX job_roles_company_name ON job_roles (company_id, lower(name));
UPDATE designations SET name = designations.name || ' (' || d.n || ')'
  FROM (SELECT id, row_number() OVER (PARTITION BY company_id, lower(name) ORDER BY name, id) AS n FROM designations) d
  WHERE d.id = designations.id AND d.n > 1;
DROP INDEX designations_company_name;
CREATE UNIQUE INDEX designations_company_name ON designations (company_id, lower(name));
UPDATE locations SET name = locations.name || ' (' || d.n || ')'
  FROM (SELECT id, row_number() OVER (PARTITION BY company_id, lower(name) ORDER BY name, id) AS n FROM locations) d
  WHERE d.id = locations.id AND d.n > 1;
DROP INDEX locations_company_name;
CREATE UNIQUE INDEX locations_company_name ON locations (company_id, lower(name));
UPDATE blocks SET name = blocks.name || ' (' || d.n || ')'
  FROM (SELECT id, row_number() OVER (PARTITION BY location_id, lower(name) ORDER BY name, id) AS n FROM blocks) d
  WHERE d.id = blocks.id AND d.n > 1;
DROP INDEX blocks_location_name;
CREATE UNIQUE INDEX blocks_location_name ON blocks (location_id, lower(name));
UPDATE platforms SET name = platforms.name || ' (' || d.n || ')'
  FROM (SELECT id, row_number() OVER (PARTITION BY company_id, lower(name) ORDER BY name, id) AS n FROM platforms) d
  WHERE d.id = platforms.id AND d.n > 1;
DROP INDEX platforms_company_name;
CREATE UNIQUE INDEX platforms_company_name ON platforms (company_id, lower(name));
UPDATE activity_types SET name = activity_types.name || ' (' || d.n || ')'
  FROM (SELECT id, row_number() OVER (PARTITION BY job_role_id, lower(name) ORDER BY name, id) AS n FROM activity_types) d
  WHERE d.id = activity_types.id AND d.n > 1;
DROP INDEX activity_types_role_name;
CREATE UNIQUE INDEX activity_types_role_name ON activity_types (job_role_id, lower(name));
`;
