// Parses an app's messages (`src/messages/<language>.json`, ICU MessageFormat) at build time with FormatJS's
// parser, so the browser gets each message as FormatJS's syntax tree and formats it with intl-messageformat
// alone, without the parser (the browser build resolves the parser to its no-parser entry). A message with
// nothing to fill in stays a plain string. ESM because FormatJS ships ESM only; webpack's loader runner imports it.
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** FormatJS's syntax tree of one message, or its text where it has no argument, plural or select. */
export function parseMessage(message) {
  // ignoreTag: a message's `<` is text ("Bearer <token>"), never rich-text markup
  const elements = parse(message, { ignoreTag: true, requiresOtherClause: true });
  if (elements.every((element) => element.type === TYPE.literal))
    return elements.map((element) => element.value).join('');
  return elements;
}

/** One language's messages as ES module source: `export default { key: string | syntax tree }`. */
export function compileMessages(messages) {
  const parsed = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => {
      try {
        return [key, parseMessage(message)];
      } catch (error) {
        throw new Error(`message "${key}" does not parse: ${error instanceof Error ? error.message : error}`, {
          cause: error,
        });
      }
    }),
  );
  return `export default ${JSON.stringify(parsed)};`;
}

/** @this {import('webpack').LoaderContext<object>} */
export default function messagesLoader(source) {
  return compileMessages(JSON.parse(source));
}
