import { execSync } from 'node:child_process';

let cached: string | undefined;

/** A short id of the build: PORTAL_BUILD_ID when the pipeline sets one, else the git commit. */
export function buildId(): string {
  if (cached) return cached;
  cached = process.env.PORTAL_BUILD_ID ?? gitCommit() ?? 'local';
  return cached;
}

function gitCommit(): string | undefined {
  try {
    return (
      execSync('git rev-parse --short HEAD', { stdio: ['ignore', 'pipe', 'ignore'] })
        .toString()
        .trim() || undefined
    );
  } catch {
    return undefined; // not a git checkout (a tarball deploy): fall back to 'local'
  }
}
