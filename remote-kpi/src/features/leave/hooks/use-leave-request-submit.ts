import type { CreateLeaveRequestBody, CreateLeaveResponse } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import type { FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { toDay } from '../../../common/utils/days';

export type LeaveRequestValues = {
  type: CreateLeaveRequestBody['type'];
  fromDate: Dayjs | null;
  toDate: Dayjs | null;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  reason: string;
};

/** Sends the request form; the server's refusal is shown above the form and its field messages by the fields. */
export function useLeaveRequestSubmit(
  form: FormInstance<LeaveRequestValues>,
  submit: (body: CreateLeaveRequestBody) => Promise<CreateLeaveResponse>,
  onCreated: (response: CreateLeaveResponse) => void,
) {
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const onFinish = async (values: LeaveRequestValues) => {
    setSaving(true);
    setProblem(null);
    try {
      const response = await submit({
        type: values.type,
        fromDate: toDay(values.fromDate) ?? '',
        toDate: toDay(values.toDate) ?? '',
        halfDayStart: values.halfDayStart,
        halfDayEnd: values.halfDayEnd,
        reason: values.reason ?? '',
      });
      form.resetFields();
      onCreated(response);
    } catch (error) {
      const apiError = toApiError(error);
      setProblem(errorText(apiError));
      form.setFields(
        apiError.details.map((detail) => ({
          name: detail.field as keyof LeaveRequestValues,
          errors: [fieldText(detail)],
        })),
      );
    } finally {
      setSaving(false);
    }
  };
  return { onFinish, saving, problem };
}
