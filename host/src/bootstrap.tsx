import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { fetchRuntimeConfig } from './app/runtime-config';
import { resolveSessionOverrides } from './remotes/remote-overrides';
import { registerPortalRemotes } from './remotes/remote-registry';
import { loadPublishedScreens } from './screens/load-published-screens';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await fetchRuntimeConfig();
    const { overrides, refused } = resolveSessionOverrides(window.location, config.remoteOverrideOrigins);
    registerPortalRemotes(config.remotes, overrides, refused);
    void loadPublishedScreens({ ...config.remotes, ...overrides });
    root.render(<AppProviders config={config} />);
  } catch (error) {
    console.error('[host] start-up failed', error);
    root.render(
      <p role="alert">Timely could not start: its configuration did not load. Reload the page to try again.</p>,
    );
  }
}

void start();
