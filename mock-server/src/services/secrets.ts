import { hkdfSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerSecrets } from '../config.js';

const KEY_FILE = 'secrets.key';

/**
 * The signing secrets of a server started without them in its environment (`npm start`, e2e; production
 * refuses to start so, see config.ts). One random 256-bit key is kept in `<data folder>/secrets.key`,
 * readable by its owner only and never in the database; each secret is derived from it under its own
 * name (HKDF-SHA256), so the file holds none of them as-is and no two are alike. The same folder gives
 * the same secrets after a restart, so sessions and consensus links survive it.
 */
export function folderSecrets(dataDir: string, given: Partial<ServerSecrets> = {}): ServerSecrets {
  const key = folderKey(dataDir);
  const derive = (name: string) =>
    Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), `timely:${name}`, 48)).toString('base64url');
  return {
    jwt: given.jwt ?? derive('jwt'),
    demoJwt: given.demoJwt ?? derive('demo-jwt'),
    consensus: given.consensus ?? derive('leave-consensus'),
  };
}

function folderKey(dataDir: string): Buffer {
  const file = path.join(dataDir, KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    // 'wx': two servers starting on one folder never overwrite each other's key
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as { code?: string }).code !== 'EEXIST') throw error;
    }
  }
  // a key others may read is a key others may sign with: tighten what an older copy left open
  if ((statSync(file).mode & 0o077) !== 0) chmodSync(file, 0o600);
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  if (key.length < 32)
    throw new Error(`${file} holds no usable key: delete it to make a new one (everyone signs in again)`);
  return key;
}

/** The three secrets, or an error naming the missing ones (buildServer needs all of them). */
export function requireSecrets(secrets: Partial<ServerSecrets>): ServerSecrets {
  const missing = (['jwt', 'demoJwt', 'consensus'] as const).filter((name) => !secrets[name]);
  if (missing.length)
    throw new Error(`buildServer: missing secrets ${missing.join(', ')} (main.ts fills them from the data folder)`);
  return secrets as ServerSecrets;
}
