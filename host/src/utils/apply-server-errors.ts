import { toApiError } from '@timely/shared-auth';
import type { FormInstance } from 'antd';

/**
 * Puts the server's per-field messages next to the form's fields and returns the overall message for
 * an alert. Whatever the user typed stays in the form.
 */
export function applyServerErrors(form: FormInstance, error: unknown, fieldNames: readonly string[]): string {
  const apiError = toApiError(error);
  const known = apiError.details.filter((detail) => fieldNames.includes(detail.field));
  if (known.length) form.setFields(known.map((detail) => ({ name: detail.field, errors: [detail.message] })));
  return apiError.message;
}
