import { useQueryClient } from '@tanstack/react-query';
import { landingAfterSignIn, levelAtom, LoginForm, roleAtom, sessionUserAtom, useApiClient } from '@timely/shared-auth';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Button, Divider, Flex, Typography } from 'antd';
import { useStore } from 'jotai';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useWorkspaceSignup } from './api/get-workspace-signup';
import { hostMessages } from '../messages/messages';
import { mayOpenPath } from '../screens/may-open-path';
import { allProjectsQuery } from '../layout/api/fetch-all-projects';
import { AuthScreen } from './auth-screen';

const DEMO_LOGINS = [
  ['admin@acme.test', 'login.demo.admin'],
  ['manager@acme.test', 'login.demo.manager'],
  ['member@acme.test', 'login.demo.member'],
  ['admin@globex.test', 'login.demo.globex'],
] as const;
const DEMO_PASSWORD = 'Timely#2026';
// single sign-on is its own chunk, fetched when someone asks for it or the provider sends the browser back
// with a code or a refusal: the sign-in page's first load holds none of it (bench:web counts that load)
const SsoSignIn = lazy(() => import('./sso/sso-sign-in'));
const backFromSso = () => /(^#|&)(sso|ssoError)=/.test(window.location.hash);

/**
 * Sign in, with the demo sign-ins of the seed, mock-server/src/db/seed shown under the form; back to the page asked for.
 * "Create your workspace" shows exactly when the server lets a visitor create one; an empty server
 * (TIMELY_SEED=none) has no demo sign-ins to show.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const store = useStore();
  const t = useMessages(hostMessages);
  const signup = useWorkspaceSignup().data;
  const [ssoAsked, setSsoAsked] = useState(backFromSso);
  const queryClient = useQueryClient();
  const client = useApiClient();
  const land = useCallback(() => {
    const [role, level] = [store.get(roleAtom), store.get(levelAtom)];
    // the sidebar's projects leave now, not once the layout's code has arrived: the menu's groups below them
    // would otherwise jump down when they come (a layout shift on the first screen)
    const user = store.get(sessionUserAtom);
    if (user) void queryClient.prefetchQuery(allProjectsQuery(client, user));
    void navigate(
      landingAfterSignIn(location.search, (path) => mayOpenPath(path, role, level)),
      { replace: true },
    );
  }, [client, location.search, navigate, queryClient, store]);
  return (
    <AuthScreen title={t('login.title')} subtitle={t('login.subtitle')}>
      <LoginForm onSignedIn={land} />
      <Flex justify={signup?.open ? 'space-between' : 'flex-end'} wrap gap={8} style={{ marginTop: 12 }}>
        {signup?.open && <Link to={portalHref('createWorkspace')}>{t('login.createWorkspace')}</Link>}
        <Link to={portalHref('forgotPassword')}>{t('login.forgotPassword')}</Link>
      </Flex>
      {ssoAsked ? (
        <Suspense fallback={null}>
          <SsoSignIn onSignedIn={land} autoFocus={!backFromSso()} />
        </Suspense>
      ) : (
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Button type="link" onClick={() => setSsoAsked(true)}>
            {t('login.useSso')}
          </Button>
        </Flex>
      )}
      {signup?.reason !== 'first-company' && <DemoSignIns />}
    </AuthScreen>
  );
}

function DemoSignIns() {
  const t = useMessages(hostMessages);
  const [before, after = ''] = t('login.demoPassword', { password: '\u0000' }).split('\u0000');
  return (
    <>
      <Divider plain style={{ margin: '20px 0 12px' }}>
        <Typography.Text type="secondary">{t('login.demoTitle')}</Typography.Text>
      </Divider>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {before}
        <Typography.Text code copyable>
          {DEMO_PASSWORD}
        </Typography.Text>
        {after}
      </Typography.Paragraph>
      <ul aria-label={t('login.demoTitle')} style={{ margin: 0, paddingInlineStart: 20 }}>
        {DEMO_LOGINS.map(([email, label]) => (
          <li key={email} style={{ marginBottom: 4 }}>
            <Typography.Text code copyable={{ text: email }}>
              {email}
            </Typography.Text>{' '}
            <Typography.Text type="secondary">{t(label)}</Typography.Text>
          </li>
        ))}
      </ul>
    </>
  );
}
