import { cacheControlOf } from './cache-control.ts';

it.each([
  ['/1111.5c7aba42.js', 'public, max-age=31536000, immutable'],
  ['/antd-first.1ae1dd05.css', 'public, max-age=31536000, immutable'],
  ['/antd-first.1ae1dd05.css?v=1', 'public, max-age=31536000, immutable'],
  ['/remoteEntry.js', 'no-cache'],
  ['/mf-manifest.json', 'no-cache'],
  ['/index.html', 'no-cache'],
  ['/overview', 'no-cache'],
  ['/styles.css', 'no-cache'],
])('%s: %s', (url, expected) => {
  expect(cacheControlOf(url)).toBe(expected);
});
