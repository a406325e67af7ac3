import { useServerForm, useSession } from '@timely/shared-auth';
import { LoadingState, portalHref, useMessages } from '@timely/shared-ui';
import { Alert, Button, Form, Input } from 'antd';
import { Result } from '@timely/shared-ui/antd-more';
import { Link, useNavigate } from 'react-router-dom';
import { useCreateWorkspace } from './api/create-workspace';
import { useWorkspaceSignup } from './api/get-workspace-signup';
import { hostMessages } from '../messages/messages';
import { AuthScreen } from './auth-screen';
import { confirmRules, newPasswordRules } from './password-rules';

type Values = { companyName: string; adminName: string; adminEmail: string; password: string; confirm: string };

/** A company of one's own (issue #33): its name and its first admin, who is signed in at once. */
// TODO(#32): the rest of this page's words
export function CreateWorkspacePage() {
  const t = useMessages(hostMessages);
  const createWorkspace = useCreateWorkspace();
  const navigate = useNavigate();
  const { login: storeSession } = useSession();
  const [form] = Form.useForm<Values>();
  const signup = useWorkspaceSignup();
  const { submit, saving, error } = useServerForm(
    form,
    async (values: Values) => {
      const session = await createWorkspace({
        companyName: values.companyName.trim(),
        adminName: values.adminName.trim(),
        adminEmail: values.adminEmail.trim(),
        password: values.password,
      });
      storeSession(session);
    },
    () => navigate(portalHref('overview'), { replace: true }),
  );

  if (signup.isPending) return <LoadingState label="Loading" />;
  if (signup.data && !signup.data.open) {
    return (
      <AuthScreen title="Create your workspace">
        <Result
          status="info"
          title="Creating a workspace is closed here"
          subTitle="This server already holds a company: ask one of its admins to invite you."
          extra={<Link to={portalHref('login')}>Back to sign in</Link>}
        />
      </AuthScreen>
    );
  }
  return (
    <AuthScreen
      title="Create your workspace"
      subtitle="Your company on Timely, and you as its first admin. You can invite your team next."
    >
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} aria-label="Create your workspace">
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item
          label="Company name"
          name="companyName"
          rules={[
            { required: true, whitespace: true, message: "Enter your company's name" },
            { min: 2, max: 100, message: 'Between 2 and 100 characters' },
          ]}
        >
          <Input autoComplete="organization" autoFocus />
        </Form.Item>
        <Form.Item
          label="Your name"
          name="adminName"
          rules={[
            { required: true, whitespace: true, message: 'Enter your name' },
            { min: 2, max: 80, message: 'Between 2 and 80 characters' },
          ]}
        >
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          label="Work email"
          name="adminEmail"
          rules={[
            { required: true, message: 'Enter your email' },
            { type: 'email', message: 'Enter a valid email address' },
          ]}
        >
          <Input autoComplete="email" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={newPasswordRules(t)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="Confirm password"
          name="confirm"
          dependencies={['password']}
          rules={confirmRules(t, 'password')}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={saving}>
          Create workspace
        </Button>
      </Form>
      <div style={{ marginTop: 16, textAlign: 'center' }}>
        <Link to={portalHref('login')}>I already have an account</Link>
      </div>
    </AuthScreen>
  );
}
