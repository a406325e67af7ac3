/**
 * Asks `check` again until it answers something other than undefined/false, then returns that answer; throws
 * `describe()`'s words past `timeoutMs`. It is jest's stand-in for Playwright's expect.poll, for what only
 * another process or socket can tell (a server that is up, a connection the server has seen closed): there is
 * no event to wait on, so the check is asked every `everyMs`, and a passing check ends the wait at once.
 */
export async function eventually<T>(
  check: () => T | Promise<T>,
  { timeoutMs = 5000, everyMs = 50, describe = () => 'the condition' }: EventuallyOptions = {},
): Promise<Exclude<T, false | undefined>> {
  const started = performance.now();
  for (;;) {
    const answer = await check();
    if (answer !== false && answer !== undefined) return answer as Exclude<T, false | undefined>;
    if (performance.now() - started > timeoutMs) throw new Error(`waited ${timeoutMs} ms in vain for ${describe()}`);
    // eslint-disable-next-line no-restricted-syntax -- the polling interval of the one polling helper
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

export type EventuallyOptions = { timeoutMs?: number; everyMs?: number; describe?: () => string };
