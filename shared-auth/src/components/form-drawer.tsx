import { Alert, Button, Drawer, Flex, Form, type FormInstance } from 'antd';
import { useMessages, useScreen } from '@timely/shared-ui';
import { useEffect, type ReactNode } from 'react';
import { authMessages } from '../messages/messages';
import { useServerForm } from '../use-server-form';

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
export function FormDrawer<Values>({
  open,
  title,
  form,
  initialValues,
  onSubmit,
  onClose,
  children,
  submitLabel,
}: FormDrawerProps<Values>) {
  const { submit, saving, error, reset } = useServerForm(form, onSubmit, onClose);
  const notPhone = useScreen('sm');
  const t = useMessages(authMessages);

  useEffect(() => {
    if (!open) return;
    reset();
    form.resetFields();
    form.setFieldsValue(initialValues as Parameters<FormInstance<Values>['setFieldsValue']>[0]);
    // initialValues is rebuilt on each render; the drawer resets only when it opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, form]);

  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      size={notPhone ? 480 : '100%'}
      destroyOnHidden
      footer={
        <Flex justify="flex-end" gap={8}>
          <Button onClick={onClose}>{t('drawer.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={() => form.submit()}>
            {submitLabel ?? t('drawer.save')}
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
