import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Orm } from './client.js';

type Read = () => Promise<unknown>;
type Answers<Reads extends readonly Read[]> = { -readonly [Index in keyof Reads]: Awaited<ReturnType<Reads[Index]>> };

/**
 * Independent reads, side by side where the handle allows it. On the pool each read takes a connection of its
 * own; a PostgreSQL transaction is one connection, which runs one statement at a time, so there they go one
 * after the other (pg queues a second statement today with a deprecation warning, and pg@9 drops that queue).
 * PGlite queues a transaction's statements itself and runs them back to back, holding its one lock for less
 * time than when each waits for the one before.
 */
export async function sideBySide<const Reads extends readonly Read[]>(orm: Orm, reads: Reads): Promise<Answers<Reads>> {
  if (!(orm instanceof NodePgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Answers<Reads>;
  const answers: unknown[] = [];
  for (const read of reads) answers.push(await read());
  return answers as Answers<Reads>;
}
