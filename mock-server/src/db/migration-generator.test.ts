import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { declaredSchema, readSnapshot, schemaChange, writeMigration } from './migration-generator.js';

/**
 * Migrations are written by drizzle-kit from db/schema (`npm run migration -- <name>`): the snapshot beside
 * them is the schema as the last one left it, so a change to the schema without its migration shows here.
 */
it('has a generated migration for every change to the schema (npm run migration -- <name> writes it)', async () => {
  expect(await schemaChange(readSnapshot(), declaredSchema())).toEqual([]);
});

it('leaves arrays and strings iterating as before, though drizzle-kit adds methods to them (db/drizzle-kit-api.ts)', () => {
  const keys = (value: object) => {
    const found: string[] = [];
    for (const key in value) found.push(key);
    return found;
  };
  expect([keys([]), keys(Object('ab') as object), Object.keys(Array.prototype), Object.keys(String.prototype)]).toEqual(
    [[], ['0', '1'], [], []],
  );
  // still there for drizzle-kit
  expect(typeof (Array.prototype as unknown as { random?: unknown }).random).toBe('function');
});

describe('writing a migration', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'timely-migrations-'));
    // the schema as it was before projects had a description
    const before = declaredSchema();
    delete (before.tables['public.projects']!.columns as Record<string, unknown>).description;
    writeFileSync(path.join(folder, 'schema-snapshot.json'), JSON.stringify(before));
    writeFileSync(path.join(folder, '0385-older.ts'), 'export const up = ``;\n');
    writeFileSync(
      path.join(folder, 'index.ts'),
      "import * as first from './0001-first.js';\nimport * as older from './0385-older.js';\n\n" +
        "export const migrations = [\n  { name: '0001-first', up: first.up },\n  { name: '0385-older', up: older.up },\n];\n",
    );
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("writes drizzle-kit's SQL as the next migration, lists it last and moves the snapshot on", async () => {
    expect(await writeMigration('project-description', folder)).toBe('0390-project-description');
    const written = readFileSync(path.join(folder, '0390-project-description.ts'), 'utf8');
    expect(written).toContain('ALTER TABLE "projects" ADD COLUMN "description" text');
    expect(written).toContain('export const handWritten = /* sql */ ``;');
    expect(readFileSync(path.join(folder, 'index.ts'), 'utf8')).toBe(
      "import * as first from './0001-first.js';\nimport * as older from './0385-older.js';\n" +
        "import * as projectDescription from './0390-project-description.js';\n\n" +
        "export const migrations = [\n  { name: '0001-first', up: first.up },\n  { name: '0385-older', up: older.up },\n" +
        "  { name: '0390-project-description', up: projectDescription.up, handWritten: projectDescription.handWritten },\n" +
        '];\n',
    );
    expect(await schemaChange(readSnapshot(folder), declaredSchema())).toEqual([]);
    // nothing left to write
    expect(await writeMigration('again', folder)).toBeNull();
  });

  it('refuses a name that is not kebab-case words, writing nothing', async () => {
    await expect(writeMigration('Drop `x`; --', folder)).rejects.toThrow('kebab-case');
    expect(readFileSync(path.join(folder, 'index.ts'), 'utf8')).not.toContain('Drop');
  });
});
