import { QueryErrorState } from '@timely/shared-auth';
import { LoadingState, useMessages } from '@timely/shared-ui';
import { Alert, Button, Card, Form, Typography } from 'antd';
import { useSsoSettings } from '../api/get-sso-settings';
import { type SsoValues, useSsoFormSubmit } from '../hooks/use-sso-form-submit';
import { peersMessages } from '../../../messages/messages';
import { SsoFormFields } from './sso-form-fields';

/**
 * Single sign-on with OpenID Connect (level3; the server checks too): the provider's issuer, this portal's
 * client at it, the e-mail domains it covers, and whether someone unknown gets an account and whether
 * passwords still work. The client secret is never shown: an empty field keeps the stored one.
 */
export function SsoCard() {
  const t = useMessages(peersMessages);
  const settings = useSsoSettings();
  const [form] = Form.useForm<SsoValues>();
  const { submit, saving, error } = useSsoFormSubmit(form);

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
        <SsoFormFields redirectUri={redirectUri} clientSecretSet={clientSecretSet} />
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('settings.sso.save')}
        </Button>
      </Form>
    </Card>
  );
}
