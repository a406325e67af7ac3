import { linkSegments } from './link-segments';

it('splits text around http(s) links, keeping every character', () => {
  const text = 'Notes: https://docs.acme.test/a?b=1, and github.com/acme too.';
  const segments = linkSegments(text);
  expect(segments).toEqual([
    { kind: 'text', text: 'Notes: ' },
    { kind: 'link', text: 'https://docs.acme.test/a?b=1', href: 'https://docs.acme.test/a?b=1' },
    { kind: 'text', text: ', and ' },
    { kind: 'link', text: 'github.com/acme', href: 'http://github.com/acme' },
    { kind: 'text', text: ' too.' },
  ]);
  expect(segments.map((segment) => segment.text).join('')).toBe(text);
});

it('makes nothing but web links clickable', () => {
  for (const text of [
    'javascript:alert(1)',
    'mailto:ada@acme.test',
    'ada@acme.test',
    'ftp://files.acme.test',
    '//cdn.acme.test/x',
    'data:text/html,<b>x</b>',
  ]) {
    expect(linkSegments(text)).toEqual([{ kind: 'text', text }]);
  }
});

it('leaves plain text alone', () => {
  expect(linkSegments('')).toEqual([]);
  expect(linkSegments('<b>x</b>')).toEqual([{ kind: 'text', text: '<b>x</b>' }]);
});
