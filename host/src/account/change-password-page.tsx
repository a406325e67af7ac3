import { PageHeader } from '@timely/shared-ui';
import { Card } from 'antd';
import { ChangePasswordForm } from './change-password-form';

/** /reset-password, from the user menu: change the password while signed in. */
export function ChangePasswordPage() {
  return (
    <>
      <PageHeader title="Reset Password" subtitle="Your current password is needed to choose a new one." />
      <Card>
        <ChangePasswordForm />
      </Card>
    </>
  );
}
