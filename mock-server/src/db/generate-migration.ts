import { writeMigration } from './migration-generator.js';

/**
 * `npm run migration -- <name>`: the migration for what db/schema gained since the last one, written by
 * drizzle-kit (a development command: it is not part of the server).
 */
const name = process.argv[2];
if (!name) {
  console.error('usage: npm run migration -- <kebab-case-name>');
  process.exit(2);
}
const file = await writeMigration(name);
console.log(
  file
    ? `[mock-server] wrote src/db/migrations/${file}.ts and its entry in index.ts: say why at its top, then test it`
    : '[mock-server] the schema has no change since the last migration: nothing written',
);
