// eslint-disable-next-line import-x/no-restricted-paths -- the message catalogs are checked against the server's catalog of codes
import { API_ERROR_MESSAGES, FIELD_LABELS } from '@timely/contract/english';
import ar from './messages/ar.json';
import de from './messages/de.json';
import en from './messages/en.json';

// The API's catalog is the source: English here is a copy of it, and the tooling test of every message catalog
// (tooling/src/webpack/messages.test.ts) holds German and Arabic to English's keys and values.
const fromCatalog = {
  ...Object.fromEntries(Object.entries(API_ERROR_MESSAGES).map(([code, text]) => [`api.${code}`, text])),
  ...Object.fromEntries(Object.entries(FIELD_LABELS).map(([name, label]) => [`field.${name}`, label])),
};
const own = (messages: Record<string, string>) =>
  Object.fromEntries(Object.entries(messages).filter(([key]) => key.startsWith('api.') || key.startsWith('field.')));

it("has English for every code and field label of the API's catalog, in its words, and no other", () => {
  expect(own(en)).toEqual(fromCatalog);
});

it.each([
  ['de', de],
  ['ar', ar],
])('%s translates every code and field label of the catalog', (_language, messages) => {
  const missing = Object.keys(fromCatalog).filter(
    (key) => !(key in messages) || !(messages as Record<string, string>)[key],
  );
  expect(missing).toEqual([]);
});
