import type { AuditEntry } from '@timely/contract';
import { fieldLabel } from './field-labels';
import { listText } from './human-value';
import { recordedFields, type SentenceContext } from './sentence-context';

/** "name and phone": the fields an entry changed, named in the reader's language, for a sentence. */
export const changedFieldsText = (entry: Pick<AuditEntry, 'before' | 'after'>, context: SentenceContext): string =>
  listText(
    recordedFields(entry).map((key) => fieldLabel(key, context.t)),
    context,
  );
