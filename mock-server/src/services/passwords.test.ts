import { parseOptions, verifySync } from '@node-rs/bcrypt';
import { readConfig } from '../config.js';
import { DUMMY_HASH, hashPassword, PASSWORD_COST, verifyPassword } from './passwords.js';

it('hashes at cost 12 in production, the default, and compares an unknown account against a hash of that cost', async () => {
  expect(PASSWORD_COST).toBe(12);
  expect(readConfig({}).passwordCost).toBe(12);
  expect(parseOptions(DUMMY_HASH).cost).toBe(PASSWORD_COST);
  expect(verifySync('timely-no-such-user', DUMMY_HASH)).toBe(true);
  expect(parseOptions(await hashPassword('a password', 4)).cost).toBe(4);
  await expect(verifyPassword('anything', undefined, 4)).resolves.toBe(false);
  await expect(verifyPassword('a password', await hashPassword('a password', 4), 4)).resolves.toBe(true);
});
