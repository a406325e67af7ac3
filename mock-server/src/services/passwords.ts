import bcrypt from 'bcryptjs';

export const PASSWORD_COST = 10;

/** A bcrypt hash with a fresh random salt. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, PASSWORD_COST);
}

// Compared against when the account is unknown, so a wrong email costs the same time as a wrong password.
// A fixed hash of the same cost (of 'timely-no-such-user'): hashing it at start-up cost every server
// process ~150 ms of pure-JS bcrypt. Its result is never trusted: sign-in fails without a user anyway.
export const DUMMY_HASH = '$2b$10$RuQkQZefGtVqof/zJn7bcOkj5JuQGl.awcBu9T/lDTIKcsjyp70ia';

export function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  return bcrypt.compare(password, hash ?? DUMMY_HASH);
}
