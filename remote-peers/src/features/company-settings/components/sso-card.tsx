import type { SsoSettings } from '@timely/contract';
import { QueryErrorState, useServerForm } from '@timely/shared-auth';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { Select, Switch } from '@timely/shared-ui/antd-more';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { useSsoSettings } from '../api/get-sso-settings';
import { useUpdateSsoSettings } from '../api/update-sso-settings';
import { peersMessages } from '../../../messages/messages';

type Values = Omit<SsoSettings, 'clientSecretSet' | 'redirectUri'> & { clientSecret?: string };

/**
 * Single sign-on with OpenID Connect (level3; the server checks too): the provider's issuer, this portal's
 * client at it, the e-mail domains it covers, and whether someone unknown gets an account and whether
 * passwords still work. The client secret is never shown: an empty field keeps the stored one.
 */
export function SsoCard() {
  const t = useMessages(peersMessages);
  const settings = useSsoSettings();
  const update = useUpdateSsoSettings();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const { submit, saving, error } = useServerForm(
    form,
    async ({ clientSecret, ...values }: Values) => {
      await update({
        ...values,
        name: values.name.trim(),
        issuer: values.issuer.trim(),
        clientId: values.clientId.trim(),
        ...(clientSecret ? { clientSecret } : {}),
      });
      form.setFieldValue('clientSecret', '');
    },
    () => void message.success(t('settings.sso.saved')),
  );

  if (settings.isPending) return <LoadingState label={t('settings.sso.loading')} />;
  if (settings.isError) return <QueryErrorState query={settings} title={t('settings.sso.loadError')} />;
  const { clientSecretSet, redirectUri, ...initial } = settings.data;
  return (
    <Card title={t('settings.sso.title')} style={{ maxWidth: 720, marginTop: 16 }}>
      <Typography.Paragraph type="secondary">{t('settings.sso.intro')}</Typography.Paragraph>
      {/* named: its fields' ids (sso_name…) must not clash with the company form's on the same screen */}
      <Form
        form={form}
        name="sso"
        layout="vertical"
        initialValues={{ ...initial, clientSecret: '' }}
        onFinish={submit}
        requiredMark={false}
        aria-label={t('settings.sso.title')}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item label={t('settings.sso.enabled')} name="enabled" valuePropName="checked">
          <Switch aria-label={t('settings.sso.enabled')} />
        </Form.Item>
        <Form.Item
          label={t('settings.sso.name')}
          name="name"
          extra={t('settings.sso.nameHint')}
          rules={[{ max: 60, message: t('settings.sso.nameLength') }]}
        >
          <Input />
        </Form.Item>
        <Form.Item label={t('settings.sso.issuer')} name="issuer" extra={t('settings.sso.issuerHint')}>
          <Input inputMode="url" />
        </Form.Item>
        <Form.Item
          label={t('settings.sso.redirectUri')}
          htmlFor="sso-redirect-uri"
          extra={t('settings.sso.redirectUriHint')}
        >
          <Input id="sso-redirect-uri" readOnly value={redirectUri} onFocus={(event) => event.target.select()} />
        </Form.Item>
        <Form.Item label={t('settings.sso.clientId')} name="clientId">
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          label={t('settings.sso.clientSecret')}
          name="clientSecret"
          extra={clientSecretSet ? t('settings.sso.clientSecretSet') : t('settings.sso.clientSecretNone')}
        >
          <Input.Password autoComplete="new-password" visibilityToggle={false} />
        </Form.Item>
        <Form.Item label={t('settings.sso.domains')} name="domains" extra={t('settings.sso.domainsHint')}>
          <Select mode="tags" open={false} tokenSeparators={[',', ' ']} aria-label={t('settings.sso.domains')} />
        </Form.Item>
        <Form.Item
          label={t('settings.sso.jit')}
          name="jitProvisioning"
          valuePropName="checked"
          extra={t('settings.sso.jitHint')}
        >
          <Switch aria-label={t('settings.sso.jit')} />
        </Form.Item>
        <Form.Item
          label={t('settings.sso.passwordSignIn')}
          name="passwordSignIn"
          valuePropName="checked"
          extra={t('settings.sso.passwordSignInHint')}
        >
          <Switch aria-label={t('settings.sso.passwordSignIn')} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('settings.sso.save')}
        </Button>
      </Form>
    </Card>
  );
}
