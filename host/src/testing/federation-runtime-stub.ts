// Stands in for @module-federation/enhanced/runtime in jest: tests decide what loadRemote answers.
export const registerRemotes = jest.fn();
export const registerPlugins = jest.fn();
export const loadRemote = jest.fn();
export const getInstance = jest.fn(() => ({ shareScopeMap: { default: {} } }));

/** Caret ranges only, which is all the portal's share map produces (`^x.y.z`). */
export function satisfy(version: string, range: string): boolean {
  const wanted = /^\^(\d+)\.(\d+)\.(\d+)/.exec(range);
  const actual = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!wanted || !actual) return false;
  const [w, a] = [wanted.slice(1).map(Number), actual.slice(1).map(Number)];
  if (a[0] !== w[0]) return false;
  return a[1]! > w[1]! || (a[1] === w[1] && a[2]! >= w[2]!);
}
