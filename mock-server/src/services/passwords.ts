import { availableParallelism } from 'node:os';
import { hash, hashSync, parseOptions, verify } from '@node-rs/bcrypt';
import pLimit from 'p-limit';

/** bcrypt's cost for new hashes in production (config.ts BCRYPT_COST; tests use 4 to stay fast). */
export const PASSWORD_COST = 12;

// bcrypt runs natively on libuv's threads, never on the thread that answers requests; at most one fewer
// at a time than the machine has cores, so a rush of sign-ins (each a quarter second of one core at cost 12)
// queues for its turn while every other request keeps a core.
const hashing = pLimit(Math.max(1, availableParallelism() - 1));

/** A bcrypt hash with a fresh random salt. */
export function hashPassword(password: string, cost: number): Promise<string> {
  return hashing(() => hash(password, { cost }));
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
  return hashing(() => verify(password, encoded ?? dummyHash(cost)));
}
