import { useServerForm } from '@timely/shared-auth';
import { LoadingState, portalHref, useMessages } from '@timely/shared-ui';
import { Form } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useCreateWorkspace } from './api/create-workspace';
import { useWorkspaceSignup } from './api/get-workspace-signup';
import { accountMessages } from './messages/messages';
import { AuthScreen } from './auth-screen';
import { CreateWorkspaceForm, type WorkspaceValues } from './create-workspace-form';

/**
 * A company of one's own (issue #33): its name and its first admin. Nothing is created yet (issue #48): the
 * address gets a link to confirm, where the admin chooses a password (confirm-workspace-page.tsx). The page
 * says "check your mail" whatever the address, as the server answers.
 */
export function CreateWorkspacePage() {
  const t = useMessages(accountMessages);
  const createWorkspace = useCreateWorkspace();
  const [form] = Form.useForm<WorkspaceValues>();
  const signup = useWorkspaceSignup();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { submit, saving, error } = useServerForm(
    form,
    async (values: WorkspaceValues) => {
      const adminEmail = values.adminEmail.trim();
      await createWorkspace({ companyName: values.companyName.trim(), adminName: values.adminName.trim(), adminEmail });
      setSentTo(adminEmail);
    },
    () => undefined,
  );

  if (signup.isPending) return <LoadingState label={t('workspace.loading')} />;
  if (sentTo) {
    return (
      <AuthScreen title={t('workspace.title')}>
        <Result
          status="success"
          title={t('workspace.sentTitle')}
          subTitle={t('workspace.sentText', { email: sentTo, hours: 24 })}
          extra={<Link to={portalHref('login')}>{t('workspace.backToSignIn')}</Link>}
        />
      </AuthScreen>
    );
  }
  if (signup.data && !signup.data.open) {
    return (
      <AuthScreen title={t('workspace.title')}>
        <Result
          status="info"
          title={t('workspace.closedTitle')}
          subTitle={t('workspace.closedText')}
          extra={<Link to={portalHref('login')}>{t('workspace.backToSignIn')}</Link>}
        />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen title={t('workspace.title')} subtitle={t('workspace.subtitle')}>
      <CreateWorkspaceForm form={form} onFinish={submit} saving={saving} error={error} />
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={portalHref('login')}>{t('workspace.haveAccount')}</Link>
      </div>
    </AuthScreen>
  );
}
