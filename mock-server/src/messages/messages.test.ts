import { LANGUAGES } from '@timely/contract';
import { en } from './en.js';
import { counted, messagesIn } from './messages.js';

describe("the server's messages", () => {
  it.each(LANGUAGES)('has every message in %s, none empty', (language) => {
    const messages = messagesIn(language) as Record<string, unknown>;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    for (const [key, word] of Object.entries(messages)) {
      const forms = typeof word === 'string' ? [word] : Object.values(word as Record<string, string>);
      expect([key, typeof word === 'string' || Object.hasOwn(word as object, 'other')]).toEqual([key, true]);
      for (const form of forms) expect([key, form.trim()]).not.toEqual([key, '']);
    }
  });

  it("counts in each language's plural forms, with plain digits", () => {
    const months = (language: (typeof LANGUAGES)[number], count: number) =>
      counted(language, messagesIn(language)['projects.recurring.months'], count);
    expect([months('en', 1), months('en', 6)]).toEqual(['Yes, 1 month', 'Yes, 6 months']);
    expect([months('de', 1), months('de', 6)]).toEqual(['Ja, 1 Monat', 'Ja, 6 Monate']);
    expect([months('ar', 2), months('ar', 6), months('ar', 12)]).toEqual(['نعم، شهران', 'نعم، 6 أشهر', 'نعم، 12 شهرًا']);
  });
});
