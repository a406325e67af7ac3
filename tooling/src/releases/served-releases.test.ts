import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promote, readServed, rollback, servedRemoteMap } from './served-releases.ts';

function releasesIn(versions: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'releases-'));
  for (const version of versions) {
    mkdirSync(path.join(dir, 'feeds', version), { recursive: true });
    writeFileSync(path.join(dir, 'feeds', version, 'mf-manifest.json'), '{}');
  }
  return { PORTAL_RELEASES_DIR: dir, PORTAL_REMOTE_FEEDS_URL: 'https://feeds.example.com/mf-manifest.json' };
}

it('serves the deployed build until a release is promoted, then that release beside it', () => {
  const env = releasesIn(['1.1.0', '1.2.0']);
  expect(servedRemoteMap(env).feeds).toBe('https://feeds.example.com/mf-manifest.json');
  promote('feeds', '1.1.0', env);
  promote('feeds', '1.2.0', env);
  expect(servedRemoteMap(env).feeds).toBe('https://feeds.example.com/releases/1.2.0/mf-manifest.json');
  expect(readServed(env).feeds).toEqual({ current: '1.2.0', previous: ['1.1.0'] });
});

it('rolls back to the release served before, then to the deployed build, then refuses', () => {
  const env = releasesIn(['1.1.0', '1.2.0']);
  promote('feeds', '1.1.0', env);
  promote('feeds', '1.2.0', env);
  rollback('feeds', env);
  expect(servedRemoteMap(env).feeds).toBe('https://feeds.example.com/releases/1.1.0/mf-manifest.json');
  rollback('feeds', env);
  expect(servedRemoteMap(env).feeds).toBe('https://feeds.example.com/mf-manifest.json');
  expect(() => rollback('feeds', env)).toThrow('there is no release to roll back');
});

it('refuses a version that was never released, or that is not a version', () => {
  const env = releasesIn(['1.1.0']);
  expect(() => promote('feeds', '2.0.0', env)).toThrow('feeds 2.0.0 is not released');
  expect(() => promote('feeds', '../../etc', env)).toThrow('is not a version');
  expect(readServed(env)).toEqual({});
});
