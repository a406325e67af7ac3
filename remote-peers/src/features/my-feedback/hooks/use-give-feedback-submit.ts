import type { CreateReviewBody } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { peersMessages } from '../../../messages/messages';
import { useCreateReview } from '../api/create-review';

export type GiveFeedbackValues = Omit<CreateReviewBody, 'comment'> & { comment?: string };

/**
 * Sends the rating and empties the form; a refusal is shown above the form, and under a field when it is
 * about one (not "already rated this month", which is about the mate and project together).
 */
export function useGiveFeedbackSubmit(form: FormInstance<GiveFeedbackValues>, mateName: string | undefined) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const create = useCreateReview();
  const { message } = App.useApp();
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: GiveFeedbackValues) => {
    setError(null);
    try {
      await create.mutateAsync({ ...values, comment: values.comment ?? '' });
      void message.success(t('give.sent', { name: mateName ?? t('give.yourMate') }));
      form.resetFields();
    } catch (caught) {
      const apiError = toApiError(caught);
      setError(errorText(apiError));
      const fields = apiError.details.filter((detail) => detail.field !== 'revieweeId' || apiError.status !== 409);
      if (fields.length)
        form.setFields(
          fields.map((detail) => ({ name: detail.field as keyof GiveFeedbackValues, errors: [fieldText(detail)] })),
        );
    }
  };
  return { submit, error, clearError: () => setError(null), sending: create.isPending };
}
