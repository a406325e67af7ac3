import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';

// Every book of messages (`<app>/src/messages/<language>.json`, or a feature's own `messages/` folder deeper in
// `<app>/src`, loaded with the code that needs it): each language has every key English has,
// and no other; every message compiles as the build compiles it and names the same values as English's.
const require = createRequire(import.meta.url);
const { compileMessages } = require('./messages-loader.cjs') as {
  compileMessages: (language: string, messages: Record<string, string>) => string;
};

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LANGUAGES = ['en', 'de', 'ar'];
const APPS = ['host', 'remote-projects', 'remote-peers', 'remote-feeds', 'remote-kpi', 'shared-auth', 'shared-ui'];

/** Every `messages` folder of an app's sources, as `<app>/src/…/messages`. */
function messageFolders(app: string): string[] {
  const source = path.join(ROOT, app, 'src');
  if (!existsSync(source)) return [];
  return readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((entry) => path.basename(entry) === 'messages')
    .map((entry) => path.join(app, 'src', entry))
    .sort();
}

const catalogs = APPS.flatMap(messageFolders).map((book) => {
  const folder = path.join(ROOT, book);
  const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  const read = (language: string) =>
    JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Record<string, string>;
  return { book, files, read };
});

test('the converted packages have messages', () => {
  expect(catalogs.map(({ book }) => book)).toEqual(expect.arrayContaining(['shared-auth/src/messages']));
});

describe.each(catalogs)('$book', ({ files, read }) => {
  test('has a file per language and no other', () => {
    expect(files.sort()).toEqual(LANGUAGES.map((language) => `${language}.json`).sort());
  });

  test.each(LANGUAGES)('%s has every key of English and no other', (language) => {
    expect(Object.keys(read(language)).sort()).toEqual(Object.keys(read('en')).sort());
  });

  test.each(LANGUAGES)('%s compiles, naming the values English names', (language) => {
    const messages = read(language);
    expect(() => compileMessages(language, messages)).not.toThrow();
    const english = read('en');
    for (const [key, message] of Object.entries(messages)) {
      expect({ key, values: argumentsOf(message) }).toEqual({ key, values: argumentsOf(english[key] ?? '') });
    }
  });
});

// A small book that a first screen loads instead of its app's whole book may repeat some of that book's keys:
// the copies must read the same, or one screen would word a thing differently from the next.
describe.each(APPS)('%s: keys in two of its books', (app) => {
  const books = catalogs.filter(({ book }) => book.startsWith(`${app}/`));
  test.each(LANGUAGES)('read the same in %s', (language) => {
    const seen = new Map<string, { book: string; message: string }>();
    const differing: string[] = [];
    for (const { book, read } of books) {
      for (const [key, message] of Object.entries(read(language))) {
        const earlier = seen.get(key);
        if (earlier && earlier.message !== message) differing.push(`${key}: ${earlier.book} ≠ ${book}`);
        else seen.set(key, { book, message });
      }
    }
    expect(differing).toEqual([]);
  });
});

test('a message that does not compile fails', () => {
  expect(() => compileMessages('de', { broken: '{count, plural, one {# Tag}' })).toThrow();
});

function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'content' || token.type === 'octothorpe') continue;
      names.add(token.arg);
      if ('cases' in token) for (const branch of token.cases) visit(branch.tokens);
    }
  };
  visit(parse(message));
  return [...names].sort();
}
