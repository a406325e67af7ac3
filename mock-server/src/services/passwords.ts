import bcrypt from 'bcryptjs';

const COST = 10;

/** A bcrypt hash with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, COST);
}

// Compared against when the account is unknown, so a wrong email costs the same time as a wrong password.
const DUMMY_HASH = bcrypt.hashSync('timely-no-such-user', COST);

export function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  return bcrypt.compare(password, hash ?? DUMMY_HASH);
}
