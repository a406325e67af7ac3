/**
 * drizzle-kit's api, the one way the workspace imports it (the migration generator and the schema-drift test).
 * It adds enumerable methods to String.prototype and Array.prototype as it loads (`random`, `camelCase`, ...):
 * they stay for its own use but are hidden from `for…in`, so that every array and string of a process that
 * imports it iterates as before (a later answer's schema, its enum walked by key, took `random` for a value).
 */
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';

for (const prototype of [Array.prototype, String.prototype] as object[])
  for (const name of Object.keys(prototype)) Object.defineProperty(prototype, name, { enumerable: false });

export { generateDrizzleJson, generateMigration };
