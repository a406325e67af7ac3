import { TV_LINK_DEFAULT_DAYS, type CreateTvLinkBody, type CreateTvLinkResponse } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import type { FormInstance } from 'antd';
import { useState } from 'react';

export type TvLinkFields = { label: string; showRevenue?: boolean; expiresInDays?: number };

/**
 * Creates the link and keeps the answer (its key is shown once); a refusal is shown above the form and by
 * the field it is about. Closing forgets the link and empties the form.
 */
export function useCreateTvLinkForm(
  form: FormInstance<TvLinkFields>,
  create: (body: CreateTvLinkBody) => Promise<CreateTvLinkResponse>,
  onClose: () => void,
) {
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [created, setCreated] = useState<CreateTvLinkResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const close = () => {
    setCreated(null);
    setError(null);
    form.resetFields();
    onClose();
  };
  const submit = async ({ label, showRevenue, expiresInDays }: TvLinkFields) => {
    setSaving(true);
    setError(null);
    try {
      setCreated(
        await create({
          label,
          showRevenue: showRevenue ?? false,
          expiresInDays: expiresInDays ?? TV_LINK_DEFAULT_DAYS,
        }),
      );
    } catch (caught) {
      const apiError = toApiError(caught);
      form.setFields(
        apiError.details
          .filter((detail) => detail.field === 'label' || detail.field === 'expiresInDays')
          .map((detail) => ({ name: detail.field as keyof TvLinkFields, errors: [fieldText(detail)] })),
      );
      setError(errorText(apiError));
    } finally {
      setSaving(false);
    }
  };
  return { created, error, saving, close, submit };
}
