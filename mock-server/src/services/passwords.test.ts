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

it('checks a password off the thread that answers requests: it stays free while the hash of production cost runs', async () => {
  const before = performance.eventLoopUtilization();
  // three at once, as a rush of sign-ins asks them
  const results = await Promise.all(
    [1, 2, 3].map(() => verifyPassword('timely-no-such-user', DUMMY_HASH, PASSWORD_COST)),
  );
  const during = performance.eventLoopUtilization(before);
  expect(results).toEqual([true, true, true]);
  // a hash in JavaScript kept the loop busy nearly all along (utilization near 1)
  expect(during.utilization).toBeLessThan(0.5);
});

it('refuses a stored hash that is not bcrypt, rather than answering "no match"', async () => {
  await expect(verifyPassword('a password', `$9$${'x'.repeat(57)}`, 4)).rejects.toThrow();
});
