import { hashSync, parseOptions } from '@node-rs/bcrypt';
import { processLane } from './password-lane.js';

/** bcrypt's cost for new hashes in production (config.ts BCRYPT_COST; tests use 4 to stay fast). */
export const PASSWORD_COST = 12;

// bcrypt off the thread that answers requests, a bounded number at a time on the machine (password-lane.ts)
const lane = processLane();

/** A bcrypt hash with a fresh random salt. */
export function hashPassword(password: string, cost: number): Promise<string> {
  return lane({ op: 'hash', password, cost }) as Promise<string>;
}

// Compared against when the account is unknown, so a wrong email costs the same time as a wrong password.
// A fixed hash of the production cost (of 'timely-no-such-user'), so no process spends a hash at start-up.
// Another cost (tests) gets its own, made once when first needed. Its result is never trusted: sign-in
// fails without a user anyway.
export const DUMMY_HASH = '$2b$12$r60O.wRsCEky3C3dPAxSve65j4klw17OX9obfamhgViZ/5KaY/JhS';
const dummies = new Map<number, string>([[PASSWORD_COST, DUMMY_HASH]]);

function dummyHash(cost: number): string {
  let made = dummies.get(cost);
  if (!made) dummies.set(cost, (made = hashSync('timely-no-such-user', { cost })));
  return made;
}

/**
 * Whether `password` matches `encoded`; without a hash, a comparison of the same cost that fails. A stored
 * hash that is not bcrypt's rejects (the caller says something went wrong) rather than answering "no match".
 */
export async function verifyPassword(
  password: string,
  encoded: string | null | undefined,
  cost: number,
): Promise<boolean> {
  if (encoded) parseOptions(encoded);
  return lane({ op: 'verify', password, encoded: encoded ?? dummyHash(cost) }) as Promise<boolean>;
}
