import type { CompanySettings } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Alert, Button, Card, Form } from 'antd';
import { type CompanyValues, useCompanyFormSubmit } from '../hooks/use-company-form-submit';
import { peersMessages } from '../../../messages/messages';
import { CompanyFormFields } from './company-form-fields';

/** The company's own settings, saved with the button (the logo as soon as it is chosen). */
export function CompanyFormCard({ settings }: { settings: CompanySettings }) {
  const t = useMessages(peersMessages);
  const [form] = Form.useForm<CompanyValues>();
  const { submit, saving, error } = useCompanyFormSubmit(form);
  return (
    <Card style={{ maxWidth: 720 }}>
      <Form
        form={form}
        layout="vertical"
        initialValues={settings}
        onFinish={submit}
        requiredMark={false}
        aria-label={t('settings.title')}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <CompanyFormFields logoUrl={settings.logoUrl} />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('settings.save')}
        </Button>
      </Form>
    </Card>
  );
}
