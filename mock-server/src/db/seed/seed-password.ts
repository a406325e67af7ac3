import { hashSync } from '@node-rs/bcrypt';
import { PASSWORD_COST } from '../../services/passwords.js';

const BCRYPT_ALPHABET = './ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A seeded account's password hash. The salt is fixed (22 characters of bcrypt's alphabet) so the seed
 * stays byte-for-byte deterministic; real passwords get a random one. The API tests' templates seed a
 * lower cost: every sign-in there would otherwise spend a hash of the production cost.
 */
export function seedPasswordHash(password: string, salt: string, cost = PASSWORD_COST): string {
  return hashSync(password, { salt: `$2b$${String(cost).padStart(2, '0')}$${canonicalSalt(salt)}` });
}

/**
 * The salt as bcrypt writes it back: its last character carries only two bits of the 16 bytes, so the
 * others are cleared (the hash is the same; the stricter hasher refuses a salt written otherwise).
 */
function canonicalSalt(salt: string): string {
  const last = BCRYPT_ALPHABET.indexOf(salt.at(-1)!);
  if (salt.length !== 22 || last < 0) throw new Error(`a salt is 22 characters of bcrypt's alphabet: ${salt}`);
  return salt.slice(0, 21) + BCRYPT_ALPHABET[last & 0x30];
}
