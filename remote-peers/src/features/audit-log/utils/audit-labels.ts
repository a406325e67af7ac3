import type { AuditEntry, AuditKind } from '@timely/contract';
import type { PeersTranslate } from '../../../messages/messages';

/** What a kind of entry reads as on the screen, in the reader's language. */
export const auditKindLabel = (t: PeersTranslate, kind: AuditKind): string => t(`audit.kind.${kind}`);

const show = (value: unknown): string =>
  value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/**
 * One line per field, by name: "level: level1 → level2"; a creation lists what it set and a deletion what
 * it removed, leaving out the fields that were empty.
 */
export function changeLines(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const oneSided = !entry.before || !entry.after;
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])]
    .filter(
      (key) =>
        key !== 'list' &&
        !key.startsWith('_') &&
        !(oneSided && ((entry.before ?? entry.after)?.[key] ?? null) === null),
    )
    .sort();
  return keys.map((key) => {
    const before = entry.before ? show(entry.before[key]) : null;
    const after = entry.after ? show(entry.after[key]) : null;
    if (before === null) return `${key}: ${after}`;
    if (after === null) return `${key}: ${before}`;
    return `${key}: ${before} → ${after}`;
  });
}
