import { landingAfterSignIn, LoginForm, roleAtom, useApiClient } from '@timely/shared-auth';
import { portalHref, useEagerQuery } from '@timely/shared-ui';
import { Divider, Flex, Typography } from 'antd';
import { useStore } from 'jotai';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { getWorkspaceSignup } from './api/workspaces-api';
import { AuthScreen } from './auth-screen';

const DEMO_LOGINS = [
  ['admin@acme.test', 'Acme company admin (level3)'],
  ['manager@acme.test', 'Acme manager (editor, level2)'],
  ['member@acme.test', 'Acme member (editor, level1)'],
  ['admin@globex.test', 'Globex company admin'],
] as const;

/**
 * Sign in, with the demo sign-ins of PRODUCT.md §6 shown under the form; back to the page asked for.
 * "Create your workspace" shows exactly when the server lets a visitor create one; an empty server
 * (TIMELY_SEED=none) has no demo sign-ins to show.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const store = useStore();
  const client = useApiClient();
  const signup = useEagerQuery({ queryKey: ['workspaces', 'signup'], queryFn: () => getWorkspaceSignup(client) }).data;
  return (
    <AuthScreen title="Welcome to Timely" subtitle="Sign in to your team's portal.">
      <LoginForm
        onSignedIn={() => void navigate(landingAfterSignIn(location.search, store.get(roleAtom)), { replace: true })}
      />
      <Flex justify={signup?.open ? 'space-between' : 'flex-end'} wrap gap={8} style={{ marginTop: 12 }}>
        {signup?.open && <Link to={portalHref('createWorkspace')}>Create your workspace</Link>}
        <Link to={portalHref('forgotPassword')}>Forgot password?</Link>
      </Flex>
      {signup?.reason !== 'first-company' && <DemoSignIns />}
    </AuthScreen>
  );
}

function DemoSignIns() {
  return (
    <>
      <Divider plain style={{ margin: '20px 0 12px' }}>
        <Typography.Text type="secondary">Demo sign-ins</Typography.Text>
      </Divider>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        Password{' '}
        <Typography.Text code copyable>
          Timely#2026
        </Typography.Text>{' '}
        for each:
      </Typography.Paragraph>
      <ul aria-label="Demo sign-ins" style={{ margin: 0, paddingInlineStart: 20 }}>
        {DEMO_LOGINS.map(([email, label]) => (
          <li key={email} style={{ marginBottom: 4 }}>
            <Typography.Text code copyable={{ text: email }}>
              {email}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">{label}</Typography.Text>
          </li>
        ))}
      </ul>
    </>
  );
}
