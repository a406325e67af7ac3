/**
 * Timeouts for the Node packages' tests, which run in plain Node (jest-light-runner): that runner awaits a test
 * or a hook for as long as it takes, so one that hangs would hold the suite until CI gives up. Each test and
 * hook fails after its own timeout (the third argument, as in jest) or `TEST_TIMEOUT_MS` (60 s); test-timeouts.ts
 * puts these around the runner's globals.
 */
export type Callback = (...args: never[]) => unknown;
export type Register = (name: string, fn: Callback, timeout?: number) => unknown;
export type TestFunction = Register & Record<string, unknown>;

/** `fn` failing after `timeout` ms; its declared arity is kept, as jest reads it to pass a `done` callback. */
export function bounded<F extends Callback>(fn: F, timeout: number | undefined, what: string): F {
  const limit = timeout ?? (Number(process.env.TEST_TIMEOUT_MS) || 60_000);
  const wrapper = function (this: unknown, ...args: never[]) {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`${what} did not finish within ${limit} ms (its timeout, or TEST_TIMEOUT_MS)`)),
        limit,
      );
    });
    return Promise.race([Promise.resolve().then(() => fn.apply(this, args)), expired]).finally(() =>
      clearTimeout(timer),
    );
  };
  Object.defineProperty(wrapper, 'length', { value: fn.length });
  return wrapper as unknown as F;
}

/** jest's `test`/`it` with each registered test bounded, `.only` and `.each` included. */
export function boundedTests(original: TestFunction): TestFunction {
  const bind =
    (register: Register): Register =>
    (name, fn, timeout) =>
      register(name, fn && bounded(fn, timeout, `the test "${name}"`), timeout);
  const each =
    (eachOf: (...table: unknown[]) => Register) =>
    (...table: unknown[]) =>
      bind(eachOf(...table));
  const wrapped = Object.assign(bind(original), original, {
    only: Object.assign(bind(original.only as Register), original.only as object, {
      each: each(((original.only as TestFunction).each as (...table: unknown[]) => Register).bind(original.only)),
    }),
    each: each((original.each as (...table: unknown[]) => Register).bind(original)),
  });
  return wrapped as TestFunction;
}
