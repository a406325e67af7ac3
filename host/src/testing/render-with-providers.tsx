import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DEFAULT_PREFERENCES } from '@timely/contract';
import type { Session } from '@timely/shared-auth';
import {
  apiClientAtomForTests,
  createStubApiClient,
  sessionAtomForTests,
  type StubApiClient,
} from '@timely/shared-auth/testing';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import { Provider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { RuntimeConfig } from '../app/runtime-config';
import { runtimeConfigAtom } from '../app/runtime-config.atoms';
import { ThemedConfigProvider } from '@timely/shared-auth';

type Options = {
  session?: Session | null;
  route?: string;
  /** The HTTP stub; by default one that answers only the user's (default) preferences. */
  api?: StubApiClient;
  config?: Partial<RuntimeConfig>;
};

const TEST_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  customizerEnabled: false,
  remoteOverrideOrigins: [],
  remotes: {},
};

/** Renders inside a fresh jotai store, query cache, HTTP stub, theme and router, as the host would. */
export function renderWithProviders(ui: ReactElement, { session = null, route = '/', api, config }: Options = {}) {
  const stub = api ?? createStubApiClient();
  if (!stub.has('GET /v2/me/preferences')) stub.on('GET /v2/me/preferences', { data: DEFAULT_PREFERENCES });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <Provider>
      <Hydrate session={session} api={stub} config={{ ...TEST_CONFIG, ...config }}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[route]}>
            <ThemedConfigProvider>
              <AntApp>{ui}</AntApp>
            </ThemedConfigProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </Hydrate>
    </Provider>,
  );
  return { ...result, api: stub, queryClient };
}

function Hydrate({
  session,
  api,
  config,
  children,
}: {
  session: Session | null;
  api: StubApiClient;
  config: RuntimeConfig;
  children: ReactNode;
}) {
  useHydrateAtoms([
    [sessionAtomForTests, session],
    [apiClientAtomForTests, { client: api.client }],
    [runtimeConfigAtom, config],
  ] as const);
  return <>{children}</>;
}
