import { cpSync, existsSync, renameSync, rmSync } from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * Moves a folder built in `building` to `destination` whole: copied beside it, then renamed, so a parallel jest
 * worker never copies half a folder. When another worker finished first, its folder (the same) is kept. The
 * copy's name is the worker's own: the Node packages' jest workers are threads of one process, which share a
 * pid, and two of them copying into one folder installed a template with a file missing.
 */
export function installFolder(building: string, destination: string): void {
  const partial = `${destination}.${process.pid}-${threadId}.partial`;
  cpSync(building, partial, { recursive: true });
  rmSync(building, { recursive: true, force: true });
  try {
    renameSync(partial, destination);
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    if (!existsSync(destination)) throw error;
  }
}
