import { handWritten } from './hand-written.js';
import { generated } from './schema.js';

/**
 * A new database is built in one step, the schema as migration 0390 left it, instead of by the 68 migrations up to
 * it; those stay for a database made before (db/migrate.ts). The extension comes first: drizzle declares none, and
 * the trigram indexes of project and task search use its operator class.
 */
export const baseline = {
  /** The last migration the baseline stands for: a database built by it records every migration up to this one. */
  covers: '0390-project-list-extras',
  prerequisites: 'CREATE EXTENSION IF NOT EXISTS pg_trgm;',
  generated,
  handWritten,
};
