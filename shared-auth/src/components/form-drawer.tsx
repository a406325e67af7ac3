import { toApiError } from '../api-error';
import { Alert, Button, Drawer, Flex, Form, Grid, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';

type FormDrawerProps<Values> = {
  open: boolean;
  /** Names the record being changed: "Editing Atlas Web Revamp · March 2026". */
  title: string;
  form: FormInstance<Values>;
  initialValues: Partial<Values>;
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
  submitLabel?: string;
};

/**
 * Lives beside the HTTP client rather than in shared-ui because it reads the API's error envelope.
 *
 * A side drawer with a form: client-side rules first, then the server's answer. A refused save keeps the
 * drawer open with everything typed, puts each of the server's field messages under its field, and says
 * what went wrong; only a successful save closes it.
 */
export function FormDrawer<Values>({ open, title, form, initialValues, onSubmit, onClose, children, submitLabel = 'Save' }: FormDrawerProps<Values>) {
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const screens = Grid.useBreakpoint();

  useEffect(() => {
    if (!open) return;
    setError(null);
    form.resetFields();
    form.setFieldsValue(initialValues as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
    // initialValues is rebuilt on each render; the drawer resets only when it opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, form]);

  const submit = async (values: Values) => {
    setSaving(true);
    setError(null);
    try {
      await onSubmit(values);
      onClose();
    } catch (caught) {
      const apiError = toApiError(caught);
      const fields = apiError.details.map((detail) => ({ name: fieldPath(detail.field), errors: [detail.message] }));
      if (fields.length) form.setFields(fields as Parameters<FormInstance<Values>['setFields']>[0]);
      setError(apiError.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={screens.sm ? 480 : '100%'}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {submitLabel}
          </Button>
        </Flex>
      }
    >
      <Form form={form} layout="vertical" onFinish={submit} aria-label={title} scrollToFirstError>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        {children}
      </Form>
    </Drawer>
  );
}

/** `answers.1.question` → ['answers', 1, 'question'], the way antd names nested fields. */
export function fieldPath(field: string): Array<string | number> {
  return field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
