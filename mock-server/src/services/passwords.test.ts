import bcrypt from 'bcryptjs';
import { DUMMY_HASH, hashPassword, PASSWORD_COST, verifyPassword } from './passwords.js';

it('the unknown-account hash costs what a real one costs, so a wrong email takes as long as a wrong password', async () => {
  expect(bcrypt.getRounds(DUMMY_HASH)).toBe(PASSWORD_COST);
  expect(bcrypt.getRounds(await hashPassword('a password'))).toBe(PASSWORD_COST);
});

it('an unknown account never matches, whatever the password', async () => {
  await expect(verifyPassword('anything', undefined)).resolves.toBe(false);
  await expect(verifyPassword('a password', await hashPassword('a password'))).resolves.toBe(true);
});
