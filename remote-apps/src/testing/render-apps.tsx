import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Session } from '@timely/shared-auth';
import {
  apiClientAtomForTests,
  createStubApiClient,
  sessionAtomForTests,
  testSessions,
} from '@timely/shared-auth/testing';
import { configure, render } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { Language } from '@timely/shared-ui';
import { App as AntApp, ConfigProvider } from 'antd';
import type { AxiosInstance } from 'axios';
import { Provider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';

// Role queries skip the visibility check: with antd's CSS-in-JS, jsdom's getComputedStyle on every
// ancestor makes each query take a second on a busy machine. Closed popups unmount, so little is hidden.
configure({ defaultHidden: true });

type Options = {
  session?: Session;
  /** The HTTP client the screen reads with: `createStubApiClient({...}).client`; by default one that answers nothing. */
  client?: AxiosInstance;
  route?: string;
  /** The portal's language, as the host's ConfigProvider gives it; English by default. */
  language?: Language;
};

/** Renders inside a fresh jotai store (session and HTTP client hydrated), query cache, antd App and router. */
export function renderApps(
  ui: ReactElement,
  {
    session = testSessions.admin,
    client = createStubApiClient().client,
    route = '/email/inbox',
    language = 'en',
  }: Options = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const view = render(
    <Provider>
      <Hydrate session={session} client={client}>
        <QueryClientProvider client={queryClient}>
          <ConfigProvider locale={{ locale: language }}>
            <AntApp>
              <MemoryRouter initialEntries={[route]}>
                {ui}
                <LocationProbe />
              </MemoryRouter>
            </AntApp>
          </ConfigProvider>
        </QueryClientProvider>
      </Hydrate>
    </Provider>,
  );
  return { ...view, user, queryClient };
}

function Hydrate({ session, client, children }: { session: Session; client: AxiosInstance; children: ReactNode }) {
  useHydrateAtoms([
    [sessionAtomForTests, session],
    [apiClientAtomForTests, { client }],
  ] as const);
  return <>{children}</>;
}

/** Shows the current URL so a test can check that paging lands in it. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}
