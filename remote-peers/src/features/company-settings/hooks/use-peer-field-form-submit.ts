import type { FieldError, PeerField, PeerFieldType, PeerFieldVisibility } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText, useFieldSentenceText } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { peersMessages } from '../../../messages/messages';
import { useSavePeerField } from '../api/save-peer-field';

export type PeerFieldValues = {
  name: string;
  type: PeerFieldType;
  choices?: string[];
  visibility: PeerFieldVisibility;
};
const PLACED = ['name', 'type', 'choices', 'visibility'];

/**
 * Saves the peer field form (a new field, or `field` changed; a field's type stays) and says so; a refusal
 * about a field of the form is shown under it, any other as a message.
 */
export function usePeerFieldFormSubmit({
  form,
  field,
  onClose,
}: {
  form: FormInstance<PeerFieldValues>;
  field: PeerField | null;
  onClose: () => void;
}) {
  const t = useMessages(peersMessages);
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const fieldSentence = useFieldSentenceText();
  const save = useSavePeerField();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);

  const submit = async (values: PeerFieldValues) => {
    setSaving(true);
    try {
      const choices = values.type === 'choice' ? (values.choices ?? []).map((choice) => choice.trim()) : undefined;
      const body = field
        ? { name: values.name.trim(), visibility: values.visibility, ...(choices ? { choices } : {}) }
        : {
            name: values.name.trim(),
            type: values.type,
            visibility: values.visibility,
            ...(choices ? { choices } : {}),
          };
      await save(field?._id ?? null, body);
      void message.success(t('settings.peerFields.saved', { name: body.name }));
      onClose();
    } catch (caught) {
      const error = toApiError(caught);
      const top = (detail: FieldError) => detail.field.split('.')[0]!;
      const placed = (detail: FieldError) => PLACED.includes(top(detail));
      form.setFields(
        error.details
          .filter(placed)
          .map((detail) => ({ name: top(detail) as keyof PeerFieldValues, errors: [fieldText(detail)] })),
      );
      const elsewhere = error.details.filter((detail) => !placed(detail));
      if (!error.details.length) void message.error(errorText(error));
      else if (elsewhere.length) void message.error(elsewhere.map(fieldSentence).join(' '));
    } finally {
      setSaving(false);
    }
  };
  return { submit, saving };
}
