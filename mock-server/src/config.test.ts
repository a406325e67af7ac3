import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readConfig } from './config.js';
import { folderSecrets } from './services/secrets.js';

const strong = (letter: string) => letter.repeat(40);

describe('production secrets (issue #28, point 8)', () => {
  it('refuses to start in production without each secret, with a short one, or with one used twice', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: is required in production.*DEMO_JWT_SECRET: is required.*LEAVE_CONSENSUS_SECRET: is required/);
    expect(() => readConfig({ NODE_ENV: 'production', JWT_SECRET: 'short', DEMO_JWT_SECRET: strong('b'), LEAVE_CONSENSUS_SECRET: strong('c') })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(() => readConfig({ NODE_ENV: 'production', JWT_SECRET: strong('a'), DEMO_JWT_SECRET: strong('a'), LEAVE_CONSENSUS_SECRET: strong('c') })).toThrow(/must differ/);
    expect(() => readConfig({ NODE_ENV: 'production', JWT_SECRET: strong('a'), DEMO_JWT_SECRET: strong('b'), LEAVE_CONSENSUS_SECRET: strong('c'), BCRYPT_COST: '10' })).toThrow(/BCRYPT_COST: must be at least 12/);
    const config = readConfig({ NODE_ENV: 'production', JWT_SECRET: strong('a'), DEMO_JWT_SECRET: strong('b'), LEAVE_CONSENSUS_SECRET: strong('c') });
    expect(config.secrets).toEqual({ jwt: strong('a'), demoJwt: strong('b'), consensus: strong('c') });
    // the error names the variable, never its value
    expect(() => readConfig({ NODE_ENV: 'production', JWT_SECRET: 'hunter2-secret' })).toThrow(expect.objectContaining({ message: expect.not.stringContaining('hunter2') }));
  });

  it('outside production, derives missing secrets from a key file only its owner can read, the same after a restart', () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'timely-secrets-'));
    try {
      const first = folderSecrets(dataDir, { jwt: strong('a') });
      expect(first.jwt).toBe(strong('a'));
      expect(new Set([first.jwt, first.demoJwt, first.consensus]).size).toBe(3);
      expect(folderSecrets(dataDir)).toMatchObject({ demoJwt: first.demoJwt, consensus: first.consensus });
      const file = path.join(dataDir, 'secrets.key');
      expect(statSync(file).mode & 0o777).toBe(0o600);
      // the file holds none of the secrets as they are used
      const stored = readFileSync(file, 'utf8');
      for (const value of [first.demoJwt, first.consensus]) expect(stored).not.toContain(value);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('reads TRUST_PROXY and DEMO_API', () => {
    expect(readConfig({}).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(readConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual(['10.0.0.0/8', '127.0.0.1']);
    expect(() => readConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
    expect(readConfig({ DEMO_API: 'off' }).demoApi).toBe(false);
  });

  it('reads TIMELY_SEED and TIMELY_SIGNUP, refusing other values', () => {
    expect(readConfig({})).toMatchObject({ seed: 'demo', signupOpen: false });
    expect(readConfig({ TIMELY_SEED: 'none', TIMELY_SIGNUP: 'open' })).toMatchObject({ seed: 'none', signupOpen: true });
    expect(() => readConfig({ TIMELY_SEED: 'empty' })).toThrow(/TIMELY_SEED/);
    expect(() => readConfig({ TIMELY_SIGNUP: 'yes' })).toThrow(/TIMELY_SIGNUP/);
  });
});
