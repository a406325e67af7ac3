import bcrypt from 'bcryptjs';

/** bcrypt's cost for new hashes in production (config.ts BCRYPT_COST; tests use 4 to stay fast). */
export const PASSWORD_COST = 12;

/** A bcrypt hash with a fresh random salt. */
export function hashPassword(password: string, cost: number): Promise<string> {
  return bcrypt.hash(password, cost);
}

// Compared against when the account is unknown, so a wrong email costs the same time as a wrong password.
// A fixed hash of the production cost (of 'timely-no-such-user'): hashing it at start-up cost every server
// process half a second of pure-JS bcrypt. Another cost (tests) gets its own, made once when first needed.
// Its result is never trusted: sign-in fails without a user anyway.
export const DUMMY_HASH = '$2b$12$r60O.wRsCEky3C3dPAxSve65j4klw17OX9obfamhgViZ/5KaY/JhS';
const dummies = new Map<number, string>([[PASSWORD_COST, DUMMY_HASH]]);

function dummyHash(cost: number): string {
  let hash = dummies.get(cost);
  if (!hash) dummies.set(cost, (hash = bcrypt.hashSync('timely-no-such-user', cost)));
  return hash;
}

/** Whether `password` matches `hash`; without a hash, a comparison of the same cost that fails. */
export function verifyPassword(password: string, hash: string | null | undefined, cost: number): Promise<boolean> {
  return bcrypt.compare(password, hash ?? dummyHash(cost));
}
