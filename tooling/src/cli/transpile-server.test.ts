import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { transpileServer } from './transpile-server.ts';

let root: string;
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'transpile-server-'));
  write('package.json', '{ "type": "module" }');
  write(
    'src/main.ts',
    "import type { Shape } from './shape.js';\nimport { double } from './lib/math.js';\nconst shape: Shape = { side: 21 };\nexport const answer = double(shape.side);\n",
  );
  write('src/shape.ts', 'export type Shape = { side: number };\n');
  write('src/lib/math.ts', 'export const double = (value: number): number => value * 2;\n');
  write('src/main.test.ts', "it('is a test', () => undefined);\n");
  write('src/testing/test-server.ts', 'export const helper = 1;\n');
  write('src/demo/testing/demo-requests.ts', 'export const requests = [];\n');
  write('dist/stale.js', 'left from an older build');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it('writes each source as a runnable ES module, leaving out tests and the test helpers, into a clean folder', async () => {
  const count = await transpileServer(path.join(root, 'src'), path.join(root, 'dist'));

  expect(count).toBe(4);
  for (const file of ['main.js', 'shape.js', 'lib/math.js', 'demo/testing/demo-requests.js'])
    expect(existsSync(path.join(root, 'dist', file))).toBe(true);
  for (const file of ['main.test.js', 'testing/test-server.js', 'stale.js'])
    expect(existsSync(path.join(root, 'dist', file))).toBe(false);
  const printed = execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    `const m = await import(${JSON.stringify(path.join(root, 'dist/main.js'))}); console.log(m.answer)`,
  ]);
  expect(printed.toString().trim()).toBe('42');
});

it('maps the output back to the TypeScript source', async () => {
  await transpileServer(path.join(root, 'src'), path.join(root, 'dist'));
  const code = readFileSync(path.join(root, 'dist/lib/math.js'), 'utf8');
  expect(code).toContain('//# sourceMappingURL=math.js.map');
  const map = JSON.parse(readFileSync(path.join(root, 'dist/lib/math.js.map'), 'utf8')) as { sources: string[] };
  expect(map.sources.map((source) => path.resolve(root, 'dist/lib', source))).toEqual([
    path.join(root, 'src/lib/math.ts'),
  ]);
});
