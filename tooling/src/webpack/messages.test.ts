import { readdirSync, readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { compileMessages, parseMessage } from './messages-loader.mjs';

// Every message catalog (`<app>/src/messages/<language>.json`, or a feature's own `messages/` folder deeper in
// `<app>/src`, loaded with the code that needs it): each language has every key English has,
// and no other; every message parses as the build parses it and names the same values as English's.

const ROOT = path.resolve(import.meta.dirname, '../../..');
const LANGUAGES = ['en', 'de', 'ar'];
const APPS = [
  'host',
  'remote-projects',
  'remote-peers',
  'remote-feeds',
  'remote-kpi',
  'remote-apps',
  'shared-auth',
  'shared-ui',
];

/** Every `messages` folder of an app's sources, as `<app>/src/…/messages`. */
function messageFolders(app: string): string[] {
  const source = path.join(ROOT, app, 'src');
  if (!existsSync(source)) return [];
  return readdirSync(source, { recursive: true, encoding: 'utf8' })
    .filter((entry) => path.basename(entry) === 'messages')
    .map((entry) => path.join(app, 'src', entry))
    .sort();
}

const catalogs = APPS.flatMap(messageFolders).map((catalog) => {
  const folder = path.join(ROOT, catalog);
  const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
  const read = (language: string) =>
    JSON.parse(readFileSync(path.join(folder, `${language}.json`), 'utf8')) as Record<string, string>;
  return { catalog, files, read };
});

test('the converted packages have messages', () => {
  expect(catalogs.map(({ catalog }) => catalog)).toEqual(expect.arrayContaining(['shared-auth/src/messages']));
});

describe.each(catalogs)('$catalog', ({ files, read }) => {
  test('has a file per language and no other', () => {
    expect(files.sort()).toEqual(LANGUAGES.map((language) => `${language}.json`).sort());
  });

  test.each(LANGUAGES)('%s has every key of English and no other', (language) => {
    expect(Object.keys(read(language)).sort()).toEqual(Object.keys(read('en')).sort());
  });

  test.each(LANGUAGES)('%s parses, naming the values English names', (language) => {
    const messages = read(language);
    expect(() => compileMessages(messages)).not.toThrow();
    const english = read('en');
    for (const [key, message] of Object.entries(messages)) {
      expect({ key, values: argumentsOf(message) }).toEqual({ key, values: argumentsOf(english[key] ?? '') });
    }
  });
});

// A small catalog that a first screen loads instead of its app's whole catalog may repeat some of that catalog's keys:
// the copies must read the same, or one screen would word a thing differently from the next.
describe.each(APPS)('%s: keys in two of its catalogs', (app) => {
  const appCatalogs = catalogs.filter(({ catalog }) => catalog.startsWith(`${app}/`));
  test.each(LANGUAGES)('read the same in %s', (language) => {
    const seen = new Map<string, { catalog: string; message: string }>();
    const differing: string[] = [];
    for (const { catalog, read } of appCatalogs) {
      for (const [key, message] of Object.entries(read(language))) {
        const earlier = seen.get(key);
        if (earlier && earlier.message !== message) differing.push(`${key}: ${earlier.catalog} ≠ ${catalog}`);
        else seen.set(key, { catalog, message });
      }
    }
    expect(differing).toEqual([]);
  });
});

test('a message that does not parse fails, naming its key', () => {
  expect(() => compileMessages({ broken: '{count, plural, one {# Tag}' })).toThrow(/"broken"/);
  // every plural and select needs its `other`: a value no branch names would otherwise fail in the browser
  expect(() => compileMessages({ noOther: '{count, plural, one {# Tag}}' })).toThrow(/"noOther"/);
});

test('the build keeps text as text and parses the rest, which formats without a parser as the source does', () => {
  expect(parseMessage("Bearer <token>, it's '{'name'}'")).toBe("Bearer <token>, it's {name}");
  const source = '{count, plural, zero {لا أيام} one {يوم واحد} two {يومان} few {# أيام} many {# يومًا} other {# يوم}}';
  const parsed = parseMessage(source);
  expect(typeof parsed).not.toBe('string');
  for (const count of [0, 1, 2, 3, 11, 100, 1234]) {
    const fromTree = new IntlMessageFormat(parsed as MessageFormatElement[], 'ar').format({ count });
    expect(fromTree).toBe(new IntlMessageFormat(source, 'ar').format({ count }));
  }
  expect(new IntlMessageFormat(parsed as MessageFormatElement[], 'ar').format({ count: 2 })).toBe('يومان');
  const share = parseMessage('{share, number, percent} von {total, number}') as MessageFormatElement[];
  expect(new IntlMessageFormat(share, 'de').format({ share: 0.25, total: 12345 })).toBe('25\u00a0% von 12.345');
});

function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if ('options' in element) for (const branch of Object.values(element.options)) visit(branch.value);
    }
  };
  const parsed = parseMessage(message);
  if (typeof parsed !== 'string') visit(parsed);
  return [...names].sort();
}
