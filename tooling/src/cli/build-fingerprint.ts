import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './workspace.ts';

const STAMP = '.build-fingerprint';
// What a build depends on besides source files: these variables change the output.
const BUILD_ENV = [
  'PORTAL_BUILD_VERSION',
  'PORTAL_BUILD_ID',
  'PORTAL_SHARED_VERSION_OVERRIDES',
  'PORTAL_SOURCE_MAPS',
  'PORTAL_QUICK_COMPRESSION',
  'NODE_ENV',
];
const SHARED_INPUTS = [
  'shared-ui/src',
  'shared-ui/package.json',
  'shared-auth/src',
  'shared-auth/package.json',
  'mock-server/contract/src',
  'mock-server/contract/package.json',
  'tooling/src/webpack',
  'pnpm-lock.yaml',
  'tsconfig.base.json',
];

/**
 * A hash of everything a build reads: its own sources, the shared packages, the webpack factory, the
 * lockfile and the build variables. A build whose output folder carries the same hash is skipped, so a
 * second `npm start` or `npm test` does not rebuild what did not change.
 */
export function fingerprint(inputs: string[]): string {
  const hash = createHash('sha1');
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}\n`);
  for (const input of [...inputs, ...SHARED_INPUTS].sort()) hashPath(hash, path.join(ROOT, input));
  return hash.digest('hex');
}

export function isUpToDate(distDir: string, print: string): boolean {
  const stamp = path.join(distDir, STAMP);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === print;
}

export function markBuilt(distDir: string, print: string): void {
  writeFileSync(path.join(distDir, STAMP), print);
}

function hashPath(hash: ReturnType<typeof createHash>, target: string): void {
  if (!existsSync(target)) return;
  const stats = statSync(target);
  if (stats.isFile()) {
    hash.update(path.relative(ROOT, target)).update(readFileSync(target));
    return;
  }
  for (const entry of readdirSync(target).sort()) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    hashPath(hash, path.join(target, entry));
  }
}
