import { FormDrawer } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { kpiMessages } from '../../../messages/messages';

type RecordFormDrawerProps<Values> = {
  open: boolean;
  /** The record edited, or null for a new one. */
  record: { _id: string } | null;
  /** How the record is named to the user, in the title and the toast: “milestone “Beta launch” of Atlas”. */
  name: string;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  /** Saves the form's values; once saved, the drawer says so and closes. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
};

/** The drawer every kind of project record is added and edited in: titled by the record, saved with a toast. */
export function RecordFormDrawer<Values>({
  open,
  record,
  name,
  form,
  initialValues,
  onSubmit,
  onClose,
  children,
}: RecordFormDrawerProps<Values>) {
  const { message } = App.useApp();
  const t = useMessages(kpiMessages);
  return (
    <FormDrawer<Values>
      open={open}
      title={t(record ? 'record.editing' : 'record.new', { name })}
      form={form}
      initialValues={initialValues}
      onSubmit={async (values) => {
        await onSubmit(values);
        message.success(t('record.saved', { name }));
      }}
      onClose={onClose}
    >
      {children}
    </FormDrawer>
  );
}
