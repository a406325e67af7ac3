import { apiError } from '../../http/errors.js';

/** What choosing a retired list entry for a record that does not have it answers (on the field). */
export const RETIRED_CHOICE = apiError('field.retired');

/**
 * A retired entry stays on the records that have it and is never newly given (issue #33): refused when it is
 * retired and the record's value before this write (`kept`) was not already it.
 */
export function isNewlyRetired(retired: boolean, id: string, kept: string | null | undefined): boolean {
  return retired && kept !== id;
}
