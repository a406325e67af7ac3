import { StandaloneShell } from '@timely/shared-auth';
import { screens } from './screens';
import { createRoot } from 'react-dom/client';
import RemoteApp from './exposed/app';

// Standalone mode: this remote alone, inside the same providers the host would supply.
async function start(): Promise<void> {
  const config = (await (await fetch('/config.json')).json()) as { apiBaseUrl: string };
  createRoot(document.getElementById('root')!).render(
    <StandaloneShell appName="remote-peers" apiBaseUrl={config.apiBaseUrl} screens={screens}>
      <RemoteApp />
    </StandaloneShell>,
  );
}

void start();
