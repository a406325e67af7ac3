import { bounded, boundedTests, type Callback, type Register, type TestFunction } from '../../jest/bounded-tests.ts';

/** The Node packages' tests run without jest's timeouts (jest-light-runner); these put them back. */
const never = () => new Promise<never>(() => {});

it('fails what does not settle within its timeout, naming it', async () => {
  await expect(bounded(never, 20, 'the test "waits"')()).rejects.toThrow(
    'the test "waits" did not finish within 20 ms',
  );
});

it('passes on what settles in time, its value or its error', async () => {
  await expect(bounded(async () => 7, 1_000, 'a test')()).resolves.toBe(7);
  await expect(
    bounded(
      async () => {
        throw new Error('its own');
      },
      1_000,
      'a test',
    )(),
  ).rejects.toThrow('its own');
});

it('keeps the arity jest reads to hand a done callback', () => {
  expect(bounded((_done: never) => undefined, 10, 'a test').length).toBe(1);
  expect(bounded(() => undefined, 10, 'a test').length).toBe(0);
});

it('bounds every registered test, those of .each and .only included, with its own timeout', async () => {
  const registered: Array<{ name: string; fn: Callback; timeout?: number }> = [];
  const register: Register = (name, fn, timeout) => registered.push({ name, fn, timeout });
  const each =
    (...table: unknown[]): Register =>
    (name, fn, timeout) =>
      table.forEach((row) => register(`${name} ${String(row)}`, () => (fn as (row: unknown) => unknown)(row), timeout));
  const original = Object.assign(register, { each, only: Object.assign(register, { each }), skip: register });
  const wrapped = boundedTests(original as unknown as TestFunction);

  wrapped('plain', never, 20);
  (wrapped.each as (...table: unknown[]) => Register)(1, 2)('row', never, 20);
  (wrapped.only as TestFunction)('only', never, 20);
  expect(registered.map((test) => [test.name, test.timeout])).toEqual([
    ['plain', 20],
    ['row 1', 20],
    ['row 2', 20],
    ['only', 20],
  ]);
  for (const test of registered) await expect((test.fn as () => Promise<unknown>)()).rejects.toThrow('within 20 ms');
  expect(wrapped.skip).toBe(register);
});
