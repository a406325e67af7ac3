import { useMessages } from '@timely/shared-ui';
import { Select, Switch } from '@timely/shared-ui/antd-more';
import { Form, Input } from 'antd';
import { peersMessages } from '../../../messages/messages';

/** The single sign-on form's fields; the redirect address is shown to copy, not edited. */
export function SsoFormFields({ redirectUri, clientSecretSet }: { redirectUri: string; clientSecretSet: boolean }) {
  const t = useMessages(peersMessages);
  return (
    <>
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
    </>
  );
}
