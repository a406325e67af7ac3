import type { InvitationLink } from '@timely/contract';
import { QueryErrorState, useServerForm, useSession } from '@timely/shared-auth';
import { LoadingState, portalHref, useLanguage, useMessages } from '@timely/shared-ui';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAcceptInvitation } from './api/accept-invitation';
import { useInvitation } from './api/get-invitation';
import { AuthScreen } from './auth-screen';
import { InvitationEnded } from './invitation-ended';
import { LanguagePicker } from './language-picker';
import { accountMessages } from './messages/messages';
import { confirmRules, newPasswordRules } from './password-rules';

type Values = { password: string; confirm: string };

/**
 * `/pages/join#token=…`, the link an invitation mail carries (issue #50): who invited you to which company,
 * then your password and language, and you are signed in. The token sits in the fragment, which the browser
 * never sends to a server; the page sends it in request bodies only. A link that no longer works says why
 * and whom to ask.
 */
export function JoinPage() {
  const t = useMessages(accountMessages);
  const token = new URLSearchParams(useLocation().hash.slice(1)).get('token');
  const invitation = useInvitation(token);

  if (!token) return <InvitationEnded link={null} />;
  if (invitation.isPending) {
    return (
      <AuthScreen title={t('join.checking')}>
        <LoadingState label={t('join.checking')} />
      </AuthScreen>
    );
  }
  if (invitation.isError) {
    return (
      <AuthScreen title={t('join.checking')}>
        <QueryErrorState query={invitation} />
      </AuthScreen>
    );
  }
  if (invitation.data.state !== 'open') return <InvitationEnded link={invitation.data} />;
  return <JoinForm token={token} link={invitation.data} onRefused={() => void invitation.refetch()} />;
}

type JoinFormProps = { token: string; link: InvitationLink; onRefused: () => void };

function JoinForm({ token, link, onRefused }: JoinFormProps) {
  const t = useMessages(accountMessages);
  const language = useLanguage();
  const acceptInvitation = useAcceptInvitation();
  const navigate = useNavigate();
  const { login: storeSession } = useSession();
  const [form] = Form.useForm<Values>();
  const company = link.companyName ?? '';
  const { submit, saving, error } = useServerForm(
    form,
    async (values: Values) => {
      try {
        storeSession(await acceptInvitation({ token, password: values.password, language }));
      } catch (refusal) {
        // the link may have been revoked or replaced meanwhile: the page then says so instead of the form
        onRefused();
        throw refusal;
      }
    },
    () => navigate(portalHref('overview'), { replace: true }),
  );
  return (
    <AuthScreen
      title={t('join.title', { company })}
      subtitle={
        link.invitedBy
          ? t('join.invitedBy', { inviter: link.invitedBy, company })
          : t('join.invitedBySomeone', { company })
      }
      languagePicker={false}
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label={t('join.formName')}>
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item label={t('join.signInAs')}>
          <Typography.Text strong translate="no">
            {link.email}
          </Typography.Text>
        </Form.Item>
        <Form.Item label={t('join.password')} name="password" rules={newPasswordRules(t)} extra={t('join.rules')}>
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          label={t('join.confirm')}
          name="confirm"
          dependencies={['password']}
          rules={confirmRules(t, 'password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item label={t('join.language')} extra={t('join.languageHelp')}>
          <LanguagePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={saving}>
          {t('join.submit', { company })}
        </Button>
      </Form>
    </AuthScreen>
  );
}
