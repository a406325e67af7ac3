import { useMessages } from '@timely/shared-ui';
import { Alert, Button, Form, Input, type FormInstance } from 'antd';
import { accountMessages } from './messages/messages';

export type WorkspaceValues = { companyName: string; adminName: string; adminEmail: string };

type CreateWorkspaceFormProps = {
  form: FormInstance<WorkspaceValues>;
  onFinish: (values: WorkspaceValues) => void;
  saving: boolean;
  error: string | null;
};

/** The new company's name and its first admin's name and address. */
export function CreateWorkspaceForm({ form, onFinish, saving, error }: CreateWorkspaceFormProps) {
  const t = useMessages(accountMessages);
  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} aria-label={t('workspace.title')}>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label={t('workspace.companyName')}
        name="companyName"
        rules={[
          { required: true, whitespace: true, message: t('workspace.companyNameRequired') },
          { min: 2, max: 100, message: t('workspace.length', { min: 2, max: 100 }) },
        ]}
      >
        <Input autoComplete="organization" autoFocus />
      </Form.Item>
      <Form.Item
        label={t('workspace.yourName')}
        name="adminName"
        rules={[
          { required: true, whitespace: true, message: t('workspace.nameRequired') },
          { min: 2, max: 80, message: t('workspace.length', { min: 2, max: 80 }) },
        ]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item
        label={t('workspace.email')}
        name="adminEmail"
        rules={[
          { required: true, message: t('workspace.emailRequired') },
          { type: 'email', message: t('workspace.emailInvalid') },
        ]}
      >
        <Input autoComplete="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={saving}>
        {t('workspace.submit')}
      </Button>
    </Form>
  );
}
