import bcrypt from 'bcryptjs';
import { PASSWORD_COST } from '../../services/passwords.js';

/**
 * A seeded account's password hash. The salt is fixed (22 characters of bcrypt's alphabet) so the seed
 * stays byte-for-byte deterministic; real passwords get a random one. The API tests' templates seed a
 * lower cost: every sign-in there would otherwise spend ~100 ms in pure-JS bcrypt.
 */
export function seedPasswordHash(password: string, salt: string, cost = PASSWORD_COST): string {
  return bcrypt.hashSync(password, `$2b$${String(cost).padStart(2, '0')}$${salt}`);
}
