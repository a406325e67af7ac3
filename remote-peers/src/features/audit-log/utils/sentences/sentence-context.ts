import type { AuditEntry, AuditKind } from '@timely/contract';
import type { PeersTranslate } from '../../../../messages/messages';

/** What a sentence needs besides its entry: the reader's words, locale and time zone. */
export type SentenceContext = { t: PeersTranslate; locale?: string; timeZone?: string };

/** Makes one kind of entry's sentence. */
export type Say = (entry: AuditEntry, context: SentenceContext) => string;

/** A group of kinds and their sentences (a file per group: peers, options, company, work, activity). */
export type Sayings = Partial<Record<AuditKind, Say>>;

/** Who made the change: their name, or the operator's command line. */
export const actorOf = (entry: AuditEntry, { t }: SentenceContext): string =>
  entry.actor?.name ?? t('audit.commandLine');

/** The fields an entry recorded, by name, without the bookkeeping ones (the list an option belongs to, ids). */
export function recordedFields(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const oneSided = !entry.before || !entry.after;
  return [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])].filter(
    (key) =>
      key !== 'list' &&
      key !== '_id' &&
      key !== 'via' &&
      !key.startsWith('_') &&
      !(oneSided && ((entry.before ?? entry.after)?.[key] ?? null) === null),
  );
}

/** The value a field had before (or after) the change; undefined when the entry did not record it. */
export const beforeOf = (entry: AuditEntry, key: string): unknown => entry.before?.[key];
export const afterOf = (entry: AuditEntry, key: string): unknown => entry.after?.[key];

/** The part of a target's label before " · " (the server writes "Noor Newhire · 2026-12-01–2026-12-05"). */
export const labelHead = (label: string): string => label.split(' · ')[0] ?? label;
