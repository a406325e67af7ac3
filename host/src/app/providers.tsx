import { QueryClientProvider } from '@tanstack/react-query';
import { ApiClientBridge, createQueryClient } from '@timely/shared-auth';
import { App as AntApp } from 'antd';
import { Provider } from 'jotai';
import { useHydrateAtoms } from 'jotai/utils';
import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { OverrideBanner } from '../remotes/override-banner';
import { ThemedConfigProvider } from '@timely/shared-auth';
import { AppRouter } from './router';
import type { RuntimeConfig } from './runtime-config';
import { runtimeConfigAtom } from './runtime-config.atoms';

/**
 * The one jotai Provider, query cache, antd theme and router of the portal. Remotes render inside them
 * and never create their own, so they share the session, the cache and the theme with the shell.
 */
export function AppProviders({ config }: { config: RuntimeConfig }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <Provider>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <ApiClientBridge baseURL={config.apiBaseUrl}>
            <RuntimeConfigHydrator config={config} />
            <ThemedConfigProvider>
              <AntApp>
                <OverrideBanner />
                <AppRouter />
              </AntApp>
            </ThemedConfigProvider>
          </ApiClientBridge>
        </BrowserRouter>
      </QueryClientProvider>
    </Provider>
  );
}

function RuntimeConfigHydrator({ config }: { config: RuntimeConfig }) {
  useHydrateAtoms([[runtimeConfigAtom, config]]);
  return null;
}
