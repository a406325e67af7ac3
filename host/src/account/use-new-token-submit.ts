import type { API_TOKEN_TERMS, ApiToken } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';

export type Term = (typeof API_TOKEN_TERMS)[number] | 'date';
export type TokenFields = { name: string; scope: ApiToken['scope']; term: Term; lastDay?: Dayjs };
export type NewTokenBody = { name: string; scope: ApiToken['scope']; expiresInDays?: number; expiresOn?: string };

// the server names the body's fields; the form's own names differ for the term
const FIELD_OF: Record<string, keyof TokenFields> = {
  name: 'name',
  scope: 'scope',
  expiresInDays: 'term',
  expiresOn: 'lastDay',
};

/** Sends the new token's fields; a refusal shows by its fields and as the form's error. */
export function useNewTokenSubmit(form: FormInstance<TokenFields>, onCreate: (body: NewTokenBody) => Promise<void>) {
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [error, setError] = useState<string | null>(null);

  const submit = async ({ name, scope, term: chosen, lastDay }: TokenFields) => {
    setError(null);
    try {
      await onCreate({
        name,
        scope,
        ...(chosen === 'date' && lastDay ? { expiresOn: lastDay.format('YYYY-MM-DD') } : {}),
        ...(chosen !== 'date' ? { expiresInDays: chosen } : {}),
      });
    } catch (caught) {
      const apiError = toApiError(caught);
      form.setFields(
        apiError.details
          .filter((detail) => detail.field in FIELD_OF)
          .map((detail) => ({ name: FIELD_OF[detail.field]!, errors: [fieldText(detail)] })),
      );
      setError(errorText(apiError));
    }
  };

  return { error, submit };
}
