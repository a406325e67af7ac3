import { useMessages } from '@timely/shared-ui';
import type { SessionUser } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { Alert, App, Button, Form, Input } from 'antd';
import { Select } from '@timely/shared-ui/antd-more';
import { useMemo } from 'react';
import { useUpdateMe } from './api/update-me';
import { accountMessages } from './messages/messages';

type Values = { name: string; timeZone: string };

/** The user's own name and time zone; every date in the portal shows in that zone. */
export function ProfileForm({ user }: { user: SessionUser }) {
  const t = useMessages(accountMessages);
  const updateMe = useUpdateMe();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { submit, saving, error } = useServerForm(
    form,
    (values: Values) => updateMe({ name: values.name.trim(), timeZone: values.timeZone }),
    () => void message.success(t('profile.saved')),
  );
  const zones = useMemo(
    () => Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
    [],
  );

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ name: user.name, timeZone: user.timeZone }}
      onFinish={submit}
      requiredMark={false}
      aria-label={t('profile.formName')}
      style={{ maxWidth: 420 }}
    >
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item
        label={t('profile.name')}
        name="name"
        rules={[
          { required: true, whitespace: true, message: t('profile.nameRequired') },
          { min: 2, max: 80, message: t('profile.nameLength', { min: 2, max: 80 }) },
        ]}
      >
        <Input autoComplete="name" />
      </Form.Item>
      {/* not a form field (no name), so the label is tied to the input by hand */}
      <Form.Item label={t('profile.email')} htmlFor="profile-email" extra={t('profile.emailHint')}>
        <Input id="profile-email" value={user.email} disabled />
      </Form.Item>
      <Form.Item
        label={t('profile.timeZone')}
        name="timeZone"
        rules={[{ required: true, message: t('profile.timeZoneRequired') }]}
      >
        <Select showSearch options={zones} aria-label={t('profile.timeZone')} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('profile.save')}
      </Button>
    </Form>
  );
}
