import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { createPglite } from '../db/client.js';
import { installFolder } from './install-folder.js';
import { CACHE_DIR, newCopyFolder } from './seeded-pglite.js';

const CLUSTERS_DIR = path.join(path.dirname(CACHE_DIR), 'pglite-empty-clusters');

/**
 * Fills `dataDir` with a PGlite data folder that holds nothing yet: what a first start finds in a brand-new
 * TIMELY_DATA_DIR once PGlite has run initdb there. initdb takes ~6 s in PGlite; a copy of its result ~0.3 s,
 * and the tests that start from an empty database (migrations, first starts, restarts) each paid it.
 */
export async function copyEmptyCluster(dataDir: string): Promise<void> {
  const cluster = await emptyCluster();
  mkdirSync(path.dirname(dataDir), { recursive: true });
  cpSync(cluster, dataDir, { recursive: true });
}

/** The folder of the empty cluster, built by the first caller (`npm test` builds it before jest starts). */
export async function emptyCluster(): Promise<string> {
  const cluster = path.join(CLUSTERS_DIR, `pglite-${pgliteVersion()}`);
  if (!existsSync(cluster)) await buildCluster(cluster);
  return cluster;
}

async function buildCluster(cluster: string): Promise<void> {
  mkdirSync(CLUSTERS_DIR, { recursive: true });
  const building = newCopyFolder();
  const client = createPglite({ dataDir: building });
  await client.waitReady;
  await client.close();
  installFolder(building, cluster);
  // another PGlite's initdb is not wanted
  for (const entry of readdirSync(CLUSTERS_DIR))
    if (entry !== path.basename(cluster) && !entry.endsWith('.partial'))
      rmSync(path.join(CLUSTERS_DIR, entry), { recursive: true, force: true });
}

/** The installed PGlite's version: a cluster of one version is not a data folder of another. */
function pgliteVersion(): string {
  const manifest = path.join(path.dirname(CACHE_DIR), '../@electric-sql/pglite/package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}
