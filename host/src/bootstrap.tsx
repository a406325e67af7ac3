import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { fetchRuntimeConfig } from './app/runtime-config';
import { resolveSessionOverrides } from './remotes/remote-overrides';
import { registerPortalRemotes } from './remotes/remote-registry';
import { loadPublishedScreens } from './screens/load-published-screens';
import { browserLanguage, loadAllCatalogsIn } from '@timely/shared-ui';
import { startingLanguage } from '@timely/shared-auth';
import { ConfigProvider } from 'antd';
import { StartFailed } from './app/start-failed';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root')!);
  // the first screen's messages (the catalogs of the modules imported above) download alongside the configuration
  void loadAllCatalogsIn(startingLanguage());
  try {
    const config = await fetchRuntimeConfig();
    const { overrides, refused } = resolveSessionOverrides(window.location, config.remoteOverrideOrigins);
    registerPortalRemotes(config.remotes, overrides, refused);
    void loadPublishedScreens({ ...config.remotes, ...overrides });
    root.render(<AppProviders config={config} />);
  } catch (error) {
    console.error('[host] start-up failed', error);
    // no preferences without the configuration: the browser's language, as on the sign-in page
    root.render(
      <ConfigProvider locale={{ locale: browserLanguage() }}>
        <StartFailed />
      </ConfigProvider>,
    );
  }
}

void start();
