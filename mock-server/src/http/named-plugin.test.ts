import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { named } from './named-plugin.js';

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

it("names a plugin for fastify by its function's name, and hands back the same function", async () => {
  async function someRoutes(): Promise<void> {}
  expect(named(someRoutes)).toBe(someRoutes);
  expect((someRoutes as unknown as Record<symbol, unknown>)[Symbol.for('fastify.display-name')]).toBe('someRoutes');
});

// A plugin of ours registered without a name costs every server a search of the module cache (named-plugin.ts);
// the packages' plugins carry their names already (fastify-plugin).
it('registers every plugin of its own under a name', () => {
  const unnamed = sourceFiles(src).flatMap((file) => {
    const text = readFileSync(file, 'utf8');
    const ownImports = new Set(
      [...text.matchAll(/import \{([^}]+)\} from '\.{1,2}\//g)].flatMap((match) =>
        match[1]!.split(',').map((name) => name.trim().replace(/^type /, '')),
      ),
    );
    return [...text.matchAll(/\.register\((\w+)[,)]/g)]
      .filter((match) => ownImports.has(match[1]!))
      .map((match) => `${path.relative(src, file)}: ${match[1]}`);
  });
  expect(unnamed).toEqual([]);
});
