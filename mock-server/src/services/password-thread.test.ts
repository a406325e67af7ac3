import { readdirSync, readFileSync } from 'node:fs';
import { verifySync } from '@node-rs/bcrypt';
import { HASHING_NICE, passwordThread } from './password-thread.js';

/** The nice value of each thread of this process by its id (field 19 of /proc's stat; the name in brackets may hold spaces). */
function niceOfThreads(): Map<string, number> {
  return new Map(
    readdirSync('/proc/self/task').map((id) => {
      const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
      return [id, Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])];
    }),
  );
}

// a thread's own priority is Linux's (elsewhere the thread runs at the normal one, and /proc is not there to read)
const onLinux = process.platform === 'linux' ? it : it.skip;

onLinux('hashes and compares on a thread of lower priority than the one answering requests', async () => {
  // threads an earlier test file left in this jest worker may end meanwhile: only the new ones are counted
  const before = niceOfThreads();
  const thread = passwordThread();
  const hash = (await thread({ op: 'hash', password: 'a password', cost: 4 })) as string;
  expect(verifySync('a password', hash)).toBe(true);
  await expect(thread({ op: 'verify', password: 'a password', encoded: hash })).resolves.toBe(true);
  await expect(thread({ op: 'verify', password: 'another', encoded: hash })).resolves.toBe(false);
  // the thread stays, idle, for the next sign-in; this one runs at the normal priority
  const started = [...niceOfThreads()].filter(([id]) => !before.has(id));
  expect(started.filter(([, nice]) => nice === HASHING_NICE)).toHaveLength(1);
  expect(niceOfThreads().get(String(process.pid))).toBe(0);
});

it("passes bcrypt's refusal back (a cost past 31), and the thread goes on answering", async () => {
  const thread = passwordThread();
  await expect(thread({ op: 'hash', password: 'a password', cost: 40 })).rejects.toThrow();
  await expect(thread({ op: 'verify', password: 'a password', encoded: 'not a hash' })).resolves.toBe(false);
  const hash = (await thread({ op: 'hash', password: 'a password', cost: 4 })) as string;
  await expect(thread({ op: 'verify', password: 'a password', encoded: hash })).resolves.toBe(true);
});
