import type { AuditEntry } from '@timely/contract';
import { changedFieldsText } from './changed-fields';
import { humanValue } from './human-value';
import { actorOf, afterOf, beforeOf, recordedFields, type SentenceContext, type Sayings } from './sentence-context';

// the messages choose the list's words by its name in camel case ("job-roles" is jobRoles): ICU selectors have no hyphens
const listOf = (entry: AuditEntry): string =>
  String(afterOf(entry, 'list') ?? beforeOf(entry, 'list') ?? 'other').replace(/-(\w)/g, (_, letter: string) =>
    letter.toUpperCase(),
  );

// the server labels an option "job role: Developer"; its recorded name, where there is one, is the same
const nameOf = (entry: AuditEntry, side: 'before' | 'after' = 'after'): string => {
  const recorded = side === 'after' ? (afterOf(entry, 'name') ?? beforeOf(entry, 'name')) : beforeOf(entry, 'name');
  return typeof recorded === 'string'
    ? recorded
    : entry.target.label.split(': ').slice(1).join(': ') || entry.target.label;
};

/** "the job role Developer", "the public holiday Christmas (25 Dec 2026)", in the reader's language. */
function thing(entry: AuditEntry, c: SentenceContext, name = nameOf(entry)): string {
  const day = afterOf(entry, 'day') ?? beforeOf(entry, 'day');
  const shownName =
    typeof day === 'string' ? c.t('audit.value.holiday', { name, day: humanValue('day', day, c) }) : name;
  return c.t('audit.option.thing', { list: listOf(entry), name: shownName });
}

function sayUpdated(entry: AuditEntry, c: SentenceContext): string {
  const actor = actorOf(entry, c);
  const fields = recordedFields(entry);
  const only = fields.length === 1 ? fields[0] : undefined;
  if (only === 'retired')
    return c.t(afterOf(entry, 'retired') ? 'audit.say.option.retired' : 'audit.say.option.unretired', {
      actor,
      thing: thing(entry, c),
    });
  if (only === 'name')
    return c.t('audit.say.option.renamed', {
      actor,
      thing: thing(entry, c, nameOf(entry, 'before')),
      name: nameOf(entry),
    });
  if (only === 'day')
    return c.t('audit.say.option.moved', {
      actor,
      thing: c.t('audit.option.thing', { list: listOf(entry), name: nameOf(entry) }),
      before: humanValue('day', beforeOf(entry, 'day'), c),
      after: humanValue('day', afterOf(entry, 'day'), c),
    });
  return c.t('audit.say.option.updated', { actor, thing: thing(entry, c), fields: changedFieldsText(entry, c) });
}

/** Option lists (job roles … public holidays, labels): entries added, renamed, retired, deleted; lists reordered. */
export const optionSayings = {
  'option.created': (entry, c) => c.t('audit.say.option.created', { actor: actorOf(entry, c), thing: thing(entry, c) }),
  'option.updated': sayUpdated,
  'option.deleted': (entry, c) => c.t('audit.say.option.deleted', { actor: actorOf(entry, c), thing: thing(entry, c) }),
  'option.reordered': (entry, c) =>
    c.t('audit.say.option.reordered', { actor: actorOf(entry, c), list: listOf(entry) }),
  'holidays.imported': (entry, c) => {
    const holidays = afterOf(entry, 'holidays');
    const rows = Array.isArray(holidays) ? holidays : [];
    return c.t('audit.say.holidays.imported', {
      actor: actorOf(entry, c),
      count: rows.length,
      holidays: humanValue('holidays', rows, c),
    });
  },
} satisfies Sayings;
