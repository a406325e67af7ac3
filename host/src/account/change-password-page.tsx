import { PageHeader, useMessages } from '@timely/shared-ui';
import { Card } from 'antd';
import { accountMessages } from './messages/messages';
import { ChangePasswordForm } from './change-password-form';

/** /reset-password, from the user menu: change the password while signed in. */
export function ChangePasswordPage() {
  const t = useMessages(accountMessages);
  return (
    <>
      <PageHeader title={t('change.title')} subtitle={t('change.subtitle')} />
      <Card>
        <ChangePasswordForm />
      </Card>
    </>
  );
}
