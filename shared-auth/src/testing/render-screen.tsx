import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { AxiosInstance } from 'axios';
import { Provider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { apiClientAtomForTests } from '../api-client.atoms';
import { sessionAtomForTests } from '../session.atoms';
import type { Session } from '../session-storage';

// antd screens take a while to render in jsdom on a busy two-core machine: wait up to 5 s, not 1 s
configure({ asyncUtilTimeout: 5_000 });

type Options = { session?: Session | null; client: AxiosInstance; route?: string; path?: string };

/**
 * Renders a remote's screen as the host would: a fresh jotai store (session and HTTP client hydrated), query
 * cache, antd App and a router that matches `route` against `path` so the screen can read its params.
 */
export function renderScreen(ui: ReactElement, { session = null, client, route = '/', path = '*' }: Options) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <Provider>
      <Hydrate session={session} client={client}>
        <QueryClientProvider client={queryClient}>
          <AntApp>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path={path} element={ui} />
              </Routes>
            </MemoryRouter>
          </AntApp>
        </QueryClientProvider>
      </Hydrate>
    </Provider>,
  );
}

function Hydrate({
  session,
  client,
  children,
}: {
  session: Session | null;
  client: AxiosInstance;
  children: ReactNode;
}) {
  useHydrateAtoms([
    [sessionAtomForTests, session],
    [apiClientAtomForTests, { client }],
  ] as const);
  return <>{children}</>;
}
