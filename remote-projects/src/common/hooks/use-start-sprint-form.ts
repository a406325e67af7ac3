import type { Sprint, StartSprintBody } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { Form } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';

export type StartSprintValues = { startDate: Dayjs; endDate: Dayjs; goal?: string };
const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/**
 * The start form: filled with the sprint's dates and goal each time it opens; starting sends only what was
 * changed, and closes once the server agrees.
 */
export function useStartSprintForm(
  sprint: Sprint | null,
  onConfirm: (sprint: Sprint, body: StartSprintBody) => Promise<unknown>,
  onClose: () => void,
) {
  const errorText = useErrorText();
  const [form] = Form.useForm<StartSprintValues>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    setError(null);
    if (sprint)
      form.setFieldsValue({ startDate: dayjs(sprint.startDate), endDate: dayjs(sprint.endDate), goal: sprint.goal });
  }, [sprint, form]);
  // called only while the modal is open, that is with a sprint
  const start = async (values: StartSprintValues) => {
    setSaving(true);
    setError(null);
    const body: StartSprintBody = {};
    if (day(values.startDate) !== sprint!.startDate) body.startDate = day(values.startDate);
    if (day(values.endDate) !== sprint!.endDate) body.endDate = day(values.endDate);
    if ((values.goal ?? '') !== sprint!.goal) body.goal = values.goal ?? '';
    try {
      await onConfirm(sprint!, body);
      onClose();
    } catch (caught) {
      setError(errorText(caught));
    } finally {
      setSaving(false);
    }
  };
  return { form, error, saving, start };
}
