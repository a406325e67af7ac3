import { execSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gitBuildId } from './build-id.ts';

let checkout: string;
const git = (args: string) => execSync(`git ${args}`, { cwd: checkout, stdio: 'pipe' }).toString().trim();

beforeAll(() => {
  checkout = mkdtempSync(path.join(tmpdir(), 'build-id-'));
  git('init -q');
  writeFileSync(path.join(checkout, 'app.ts'), 'export {};\n');
  git('add app.ts');
  git('-c user.name=t -c user.email=t@example.com commit -qm first');
});
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

it('is the commit of a clean checkout, and says dirty once a file differs from it or is new', () => {
  const commit = git('rev-parse --short HEAD');
  expect(gitBuildId(checkout)).toBe(commit);
  writeFileSync(path.join(checkout, 'app.ts'), 'export const changed = 1;\n');
  expect(gitBuildId(checkout)).toBe(`${commit}-dirty`);
  git('checkout -q app.ts');
  writeFileSync(path.join(checkout, 'screen.ts'), 'export {};\n');
  expect(gitBuildId(checkout)).toBe(`${commit}-dirty`);
});

it('is undefined outside a git checkout', () => {
  expect(gitBuildId(tmpdir())).toBeUndefined();
});
