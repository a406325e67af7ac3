import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageValues } from './use-messages';

/** FormatJS's syntax tree of a message (tooling's messages loader parses every message at build time). */
type MessageTree = Exclude<ConstructorParameters<typeof IntlMessageFormat>[0], string>;
/** A message as the build delivers it: its syntax tree, or its text where it has nothing to fill in. */
export type ParsedMessage = MessageTree | string;

// one formatter per message and language: each keeps its Intl number formatters and plural rules
const formatters = new WeakMap<MessageTree, Map<string, IntlMessageFormat>>();

/**
 * A parsed message in a language. A value the caller left out is shown empty (and logged) rather than
 * failing the screen: keys are typed, values are not, and a remote built against older messages may leave one out.
 */
export function formatParsed(tree: MessageTree, language: string, key: string, values: MessageValues = {}): string {
  const formatter = formatterOf(tree, language);
  try {
    return String(formatter.format(values));
  } catch (error) {
    console.error(`[shared-ui] message "${key}" could not be formatted`, error);
    return String(
      formatter.format(new Proxy(values, { has: () => true, get: (given, name) => given[name as string] ?? '' })),
    );
  }
}

function formatterOf(tree: MessageTree, language: string): IntlMessageFormat {
  let byLanguage = formatters.get(tree);
  if (!byLanguage) formatters.set(tree, (byLanguage = new Map()));
  let formatter = byLanguage.get(language);
  if (!formatter) byLanguage.set(language, (formatter = new IntlMessageFormat(tree, language)));
  return formatter;
}
