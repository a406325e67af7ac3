import { execSync } from 'node:child_process';

let cached: string | undefined;

/**
 * A short id of the build: PORTAL_BUILD_ID when the pipeline sets one, else the git commit, marked
 * `-dirty` when the work tree has changes the commit does not hold (a release of uncommitted work must
 * not claim a commit it was not built from).
 */
export function buildId(): string {
  if (cached) return cached;
  cached = process.env.PORTAL_BUILD_ID ?? gitBuildId() ?? 'local';
  return cached;
}

/** The commit of the checkout at `cwd`, `-dirty` when files differ from it; undefined outside git. */
export function gitBuildId(cwd = process.cwd()): string | undefined {
  const git = (args: string) =>
    execSync(`git ${args}`, { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  try {
    const commit = git('rev-parse --short HEAD');
    if (!commit) return undefined;
    return git('status --porcelain') ? `${commit}-dirty` : commit;
  } catch {
    return undefined; // not a git checkout (a tarball deploy): fall back to 'local'
  }
}
