import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { toApiError } from './api-error';
import { fieldPath } from './field-path';
import { useErrorText } from './use-error-text';
import { useFieldErrorText } from './use-field-error-text';

/**
 * Sends an antd form to the API. A refused save keeps everything typed, puts each of the server's field
 * messages under its field and gives `error` (what went wrong) to show above the form; only a successful
 * save calls `onSaved`. `reset()` clears the message when the form opens again.
 */
export function useServerForm<Values>(
  form: FormInstance<Values>,
  save: (values: Values) => Promise<unknown>,
  onSaved: () => void,
) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();

  const submit = async (values: Values) => {
    setSaving(true);
    setError(null);
    try {
      await save(values);
      onSaved();
    } catch (caught) {
      const apiError = toApiError(caught);
      const fields = apiError.details.map((detail) => ({ name: fieldPath(detail.field), errors: [fieldText(detail)] }));
      if (fields.length) form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
      setError(errorText(apiError));
    } finally {
      setSaving(false);
    }
  };

  // stable, so an effect that runs when the form opens may list it
  const reset = useCallback(() => setError(null), []);
  return { submit, saving, error, reset };
}
