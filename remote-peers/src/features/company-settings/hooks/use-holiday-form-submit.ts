import type { FieldError, PublicHoliday } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText, useFieldSentenceText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, type FormInstance } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useAddHoliday } from '../api/add-holiday';
import { useUpdateHoliday } from '../api/update-holiday';
import { peersMessages } from '../../../messages/messages';

export type HolidayValues = { day: Dayjs; name: string; locationId?: string | null };

/**
 * Saves the holiday form (a new one, or `holiday` changed) and says so; a refusal about a field is shown under
 * it, any other as a message.
 */
export function useHolidayFormSubmit({
  form,
  holiday,
  onClose,
}: {
  form: FormInstance<HolidayValues>;
  holiday: PublicHoliday | null;
  onClose: () => void;
}) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const addHoliday = useAddHoliday();
  const updateHoliday = useUpdateHoliday();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const fieldText = useFieldErrorText();
  const fieldSentence = useFieldSentenceText();
  const save = async (values: HolidayValues) => {
    setSaving(true);
    try {
      const body = {
        day: values.day.format('YYYY-MM-DD'),
        name: values.name.trim(),
        locationId: values.locationId ?? null,
      };
      if (holiday) await updateHoliday(holiday._id, body);
      else await addHoliday(body);
      void message.success(
        holiday ? t('settings.holidays.savedOne') : t('settings.holidays.added', { name: body.name }),
      );
      onClose();
    } catch (caught) {
      const error = toApiError(caught);
      const placed = (detail: FieldError) => ['day', 'name', 'locationId'].includes(detail.field);
      form.setFields(
        error.details
          .filter(placed)
          .map((detail) => ({ name: detail.field as keyof HolidayValues, errors: [fieldText(detail)] })),
      );
      // a field the form does not show is named in the toast, so its message is not lost nor subjectless
      const elsewhere = error.details.filter((detail) => !placed(detail));
      if (!error.details.length) void message.error(errorText(error));
      else if (elsewhere.length) void message.error(elsewhere.map(fieldSentence).join(' '));
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}
