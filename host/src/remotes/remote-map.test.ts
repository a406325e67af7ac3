import { acceptOverrides, isAllowedOrigin, overrideParams } from './remote-map';

const ALLOW = ['http://localhost:*', 'https://feeds.example.com'];

it('reads remote.<key> parameters from the query string', () => {
  expect(overrideParams('?remote.feeds=http%3A%2F%2Flocalhost%3A4100%2Fmf-manifest.json&tab=2')).toEqual([
    { remote: 'feeds', url: 'http://localhost:4100/mf-manifest.json' },
  ]);
});

it('accepts an allowed origin and refuses the rest, each with a reason', () => {
  const { accepted, refused } = acceptOverrides(
    [
      { remote: 'feeds', url: 'http://localhost:4100/mf-manifest.json' },
      { remote: 'kpi', url: 'https://evil.example.net/mf-manifest.json' },
      { remote: 'chat', url: 'http://localhost:1/mf-manifest.json' },
      { remote: 'peers', url: 'javascript:alert(1)' },
    ],
    ALLOW,
  );
  expect(accepted).toEqual({ feeds: 'http://localhost:4100/mf-manifest.json' });
  expect(refused.map((entry) => [entry.remote, entry.reason])).toEqual([
    ['kpi', "https://evil.example.net is not on this portal's allow-list"],
    ['chat', 'there is no remote called "chat"'],
    ['peers', 'it is not an http(s) URL'],
  ]);
});

it('matches origins exactly, with * only for the port', () => {
  expect(isAllowedOrigin(new URL('https://feeds.example.com/v2/mf-manifest.json'), ALLOW)).toBe(true);
  expect(isAllowedOrigin(new URL('https://feeds.example.com:8443/mf-manifest.json'), ALLOW)).toBe(false);
  expect(isAllowedOrigin(new URL('http://feeds.example.com/mf-manifest.json'), ALLOW)).toBe(false);
  expect(isAllowedOrigin(new URL('http://localhost.evil.com/mf-manifest.json'), ALLOW)).toBe(false);
  expect(isAllowedOrigin(new URL('http://127.0.0.1:3003/mf-manifest.json'), ALLOW)).toBe(false);
});
