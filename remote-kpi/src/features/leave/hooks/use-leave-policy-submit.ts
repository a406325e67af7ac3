import type { LeavePolicyBody, LeavePolicyEntry } from '@timely/contract';
import { fieldPath, toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useSaveLeavePolicy } from '../api/save-leave-policy';
import { kpiMessages } from '../../../messages/messages';

/** Saves the leave policy; a refusal is shown above the table and by the fields it is about. */
export function useLeavePolicySubmit(form: FormInstance<LeavePolicyBody>, items: LeavePolicyEntry[]) {
  const t = useMessages(kpiMessages);
  const save = useSaveLeavePolicy();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [error, setError] = useState<string | null>(null);
  const { message } = App.useApp();

  const submit = async (values: LeavePolicyBody) => {
    setError(null);
    try {
      // the form leaves an emptied number as undefined; the API wants null for "no limit"
      await save.mutateAsync({
        items: values.items.map((item, index) => ({
          type: items[index]!.type,
          daysPerYear: item.daysPerYear ?? null,
          carryOverCap: item.carryOverCap ?? 0,
        })),
      });
      void message.success(t('leave.policy.saved'));
    } catch (caught) {
      const apiError = toApiError(caught);
      form.setFields(
        apiError.details.map((detail) => ({ name: fieldPath(detail.field) as never, errors: [fieldText(detail)] })),
      );
      setError(errorText(apiError));
    }
  };
  return { submit, error, clearError: () => setError(null), saving: save.isPending };
}
