import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, Button, Card, Layout, Space, Typography } from 'antd';
import { Provider, useAtomValue, useSetAtom } from 'jotai';
import { useState, type ReactNode } from 'react';
import { BrowserRouter, Navigate, useLocation } from 'react-router-dom';
import { ApiClientBridge } from '../components/api-client-bridge';
import { LoginForm } from '../components/login-form';
import { useDocumentTitle, useMessages } from '@timely/shared-ui';
import { authMessages } from '../messages/messages';
import { createQueryClient } from '../query-client';
import { ThemedConfigProvider } from '../preferences/themed-config-provider';
import { logoutAtom, sessionUserAtom } from '../session.atoms';

type StandaloneShellProps = {
  /** The remote's name, shown in the header so nobody mistakes this for the portal. */
  appName: string;
  apiBaseUrl: string;
  /** The remote's screens (its screens.ts): `/` leads to the first, and each names the browser tab. */
  screens: ReadonlyArray<{ path: string; title: string }>;
  children: ReactNode;
};

/**
 * A minimal shell for running one remote alone (its dev server or its own production build): the same
 * providers the host supplies (jotai, query cache, antd, router, HTTP client) and a sign-in form.
 */
export function StandaloneShell({ appName, apiBaseUrl, screens, children }: StandaloneShellProps) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Provider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ApiClientBridge baseURL={apiBaseUrl}>
            {/* the portal's own theme from the user's preferences (light, dark, colours, direction): a remote
                alone looks as it does inside the portal, not in antd's default blue */}
            <ThemedConfigProvider>
              <AntApp>
                <StandaloneFrame appName={appName} screens={screens}>
                  {children}
                </StandaloneFrame>
              </AntApp>
            </ThemedConfigProvider>
          </ApiClientBridge>
        </BrowserRouter>
      </QueryClientProvider>
    </Provider>
  );
}

function StandaloneFrame({
  appName,
  screens,
  children,
}: Pick<StandaloneShellProps, 'appName' | 'screens' | 'children'>) {
  const location = useLocation();
  useDocumentTitle(screens);
  const user = useAtomValue(sessionUserAtom);
  const logout = useSetAtom(logoutAtom);
  const t = useMessages(authMessages);
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Text style={{ color: '#fff' }} strong>
          {t('standalone.title', { app: appName })}
        </Typography.Text>
        {user && (
          <Space>
            <Typography.Text style={{ color: '#fff' }}>{user.name}</Typography.Text>
            <Button size="small" onClick={() => logout()}>
              {t('standalone.logOut')}
            </Button>
          </Space>
        )}
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        {user ? (
          location.pathname === '/' ? (
            <Navigate to={screens[0]?.path ?? '/'} replace />
          ) : (
            children
          )
        ) : (
          <Card title={t('standalone.signIn')} style={{ maxWidth: 400, margin: '48px auto' }}>
            <LoginForm />
          </Card>
        )}
      </Layout.Content>
    </Layout>
  );
}
