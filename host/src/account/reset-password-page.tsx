import type { InvitationLink } from '@timely/contract';
import { useApiClient, useServerForm } from '@timely/shared-auth';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Alert, Button, Form, Input } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { getInvitation } from './api/get-invitation';
import { useResetPassword } from './api/reset-password';
import { InvitationEnded } from './invitation-ended';
import { accountMessages } from './messages/messages';
import { AuthScreen } from './auth-screen';
import { confirmRules, newPasswordRules } from './password-rules';

type Values = { password: string; confirm: string };

/** Chooses a new password from the emailed link (`/pages/reset-password?token=…`). */
export function ResetPasswordPage() {
  const resetPassword = useResetPassword();
  const token = useSearchParams()[0].get('token');
  const [form] = Form.useForm<Values>();
  const t = useMessages(accountMessages);
  const [done, setDone] = useState(false);
  const client = useApiClient();
  // an invitation link from a mail sent before the Join page: refused, it says what became of the
  // invitation and whom to ask, never "ask for a new link" (forgot password sends nothing after a revoke)
  const [endedInvitation, setEndedInvitation] = useState<InvitationLink | null>(null);
  // the form only shows with a token (below), so the save never runs without one
  const { submit, saving, error } = useServerForm(
    form,
    async (values: Values) => {
      try {
        await resetPassword({ token: token ?? '', password: values.password });
      } catch (refusal) {
        const link = await getInvitation(client, token ?? '').catch(() => null);
        if (link && link.state !== 'unknown' && link.state !== 'open') setEndedInvitation(link);
        throw refusal;
      }
    },
    () => setDone(true),
  );

  if (!token) {
    return (
      <AuthScreen title={t('reset.title')}>
        <Result
          status="warning"
          title={t('reset.incompleteTitle')}
          subTitle={t('reset.incompleteText')}
          extra={<Link to={portalHref('forgotPassword')}>{t('reset.newLink')}</Link>}
        />
      </AuthScreen>
    );
  }
  if (endedInvitation) return <InvitationEnded link={endedInvitation} />;
  if (done) {
    return (
      <AuthScreen title={t('reset.doneTitle')}>
        <Result
          status="success"
          title={t('reset.doneResult')}
          subTitle={t('reset.doneText')}
          extra={<Link to={portalHref('login')}>{t('reset.signIn')}</Link>}
        />
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label={t('reset.formName')}>
        {error && (
          <Alert
            type="error"
            showIcon
            title={error}
            description={<Link to={portalHref('forgotPassword')}>{t('reset.newLink')}</Link>}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item label={t('password.new')} name="password" rules={newPasswordRules(t)}>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          label={t('password.confirm')}
          name="confirm"
          dependencies={['password']}
          rules={confirmRules(t, 'password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={saving}>
          {t('reset.submit')}
        </Button>
      </Form>
    </AuthScreen>
  );
}
