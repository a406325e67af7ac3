// The Node packages' tests: every test and hook fails after its timeout (bounded-tests.ts).
import { bounded, boundedTests, type Callback, type TestFunction } from './bounded-tests.ts';

const globals = globalThis as unknown as Record<string, TestFunction>;
globals.test = boundedTests(globals.test!);
globals.it = boundedTests(globals.it!);
for (const hook of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach'] as const) {
  const original = globals[hook]! as unknown as (fn: Callback, timeout?: number) => unknown;
  globals[hook] = ((fn: Callback, timeout?: number) =>
    original(bounded(fn, timeout, `a ${hook} hook`), timeout)) as unknown as TestFunction;
}
