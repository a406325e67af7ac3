import path from 'node:path';
import { REMOTES, type RemoteKey } from '../remotes.ts';

export const ROOT = path.resolve(import.meta.dirname, '../../..');

export type AppName = 'host' | RemoteKey;
export const APPS: AppName[] = ['host', ...(Object.keys(REMOTES) as RemoteKey[])];

export function appFolder(app: AppName): string {
  return path.join(ROOT, app === 'host' ? 'host' : REMOTES[app].folder);
}

/** `remote-projects` or `projects` or `host` → the app. */
export function parseApp(name: string): AppName {
  const key = name.replace(/^remote-/, '');
  if (key === 'host' || key in REMOTES) return key as AppName;
  throw new Error(`unknown app "${name}": one of ${APPS.join(', ')}`);
}

export const log = (message: string) => console.log(`[timely] ${message}`);
