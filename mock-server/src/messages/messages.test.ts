import { IntlMessageFormat } from 'intl-messageformat';
import { LANGUAGES } from '@timely/contract';
import { ar } from './ar.js';
import { de } from './de.js';
import { en } from './en.js';
import { messagesIn } from './messages.js';

const CATALOGS = { en, de, ar } as Record<(typeof LANGUAGES)[number], Record<string, string>>;

type Node = { type: number; value?: string; options?: Record<string, { value: Node[] }> };
// the parser's node kinds (@formatjs/icu-messageformat-parser TYPE): 0 is plain text, 7 the plural's `#`
const TEXT = 0;
const POUND = 7;

/** The names of a message's arguments (`{name}`, `{count, plural, …}`), nested ones included. */
function argumentsOf(nodes: Node[]): string[] {
  return [
    ...new Set(
      nodes.flatMap((node) => [
        ...(node.type !== TEXT && node.type !== POUND && node.value ? [node.value] : []),
        ...Object.values(node.options ?? {}).flatMap((option) => argumentsOf(option.value)),
      ]),
    ),
  ].sort();
}

const astOf = (message: string, language: string) =>
  new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).getAst() as Node[];

describe("the server's messages", () => {
  it.each(LANGUAGES)("has every message in %s, none empty, each valid ICU with English's arguments", (language) => {
    const catalog = CATALOGS[language];
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort());
    for (const [key, message] of Object.entries(catalog)) {
      expect([key, message.trim()]).not.toEqual([key, '']);
      expect([key, argumentsOf(astOf(message, language))]).toEqual([
        key,
        argumentsOf(astOf((en as Record<string, string>)[key]!, 'en')),
      ]);
    }
  });

  it('reads a message without arguments as the text it formats to (no ICU quoting in plain text)', () => {
    for (const language of LANGUAGES)
      for (const [key, message] of Object.entries(CATALOGS[language]))
        if (argumentsOf(astOf(message, language)).length === 0)
          expect([key, new IntlMessageFormat(message, language, undefined, { ignoreTag: true }).format()]).toEqual([
            key,
            message,
          ]);
  });

  it("counts in each language's plural forms, with plain digits", () => {
    const months = (language: (typeof LANGUAGES)[number], count: number) =>
      messagesIn(language).format('projects.recurring.months', { count });
    expect([months('en', 1), months('en', 6)]).toEqual(['Yes, 1 month', 'Yes, 6 months']);
    expect([months('de', 1), months('de', 6)]).toEqual(['Ja, 1 Monat', 'Ja, 6 Monate']);
    expect([months('ar', 2), months('ar', 6), months('ar', 12)]).toEqual(['نعم، شهران', 'نعم، 6 أشهر', 'نعم، 12 شهرًا']);
  });

  it('puts a value in as it is: braces or a placeholder in a name are not read as a message', () => {
    const mail = messagesIn('en').format('mail.invite.invited', { inviter: '{company} {x, plural}', company: 'Acme' });
    expect(mail).toBe('{company} {x, plural} invited you to join Acme on Timely.');
  });
});
