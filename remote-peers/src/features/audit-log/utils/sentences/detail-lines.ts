import type { AuditEntry } from '@timely/contract';
import { fieldLabel } from './field-labels';
import { humanValue, isReference } from './human-value';
import { recordedFields, type SentenceContext } from './sentence-context';

/**
 * The structured detail behind a sentence, one line per field in words: "Working week: Mon–Fri → Sun–Thu";
 * a creation lists what it set and a deletion what it removed. A reference (an id) only says it changed.
 */
export function detailLines(entry: Pick<AuditEntry, 'before' | 'after'>, context: SentenceContext): string[] {
  const { t } = context;
  return recordedFields(entry)
    .map((key) => ({ key, field: fieldLabel(key, t), before: entry.before?.[key], after: entry.after?.[key] }))
    .sort((a, b) => a.field.localeCompare(b.field, context.locale))
    .flatMap(({ key, field, before, after }) => {
      const shown = (value: unknown) => humanValue(key, value, context);
      if (!entry.before || !entry.after) {
        const value = entry.before ? before : after;
        return isReference(value) ? [] : [t('audit.detail.value', { field, value: shown(value) })];
      }
      if (isReference(before) || isReference(after)) return [t('audit.detail.changed', { field })];
      if (!(key in entry.before)) return [t('audit.detail.value', { field, value: shown(after) })];
      return [t('audit.detail.change', { field, before: shown(before), after: shown(after) })];
    });
}
