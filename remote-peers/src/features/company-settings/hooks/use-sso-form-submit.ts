import type { SsoSettings } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { useMessages } from '@timely/shared-ui';
import { App, type FormInstance } from 'antd';
import { useUpdateSsoSettings } from '../api/update-sso-settings';
import { peersMessages } from '../../../messages/messages';

export type SsoValues = Omit<SsoSettings, 'clientSecretSet' | 'redirectUri'> & { clientSecret?: string };

/** Saves the single sign-on form; an empty secret keeps the stored one, and the field is emptied once saved. */
export function useSsoFormSubmit(form: FormInstance<SsoValues>) {
  const t = useMessages(peersMessages);
  const update = useUpdateSsoSettings();
  const { message } = App.useApp();
  return useServerForm(
    form,
    async ({ clientSecret, ...values }: SsoValues) => {
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
}
