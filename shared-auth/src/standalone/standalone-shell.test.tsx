import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { clearStoredSession, writeStoredSession } from '../session-storage';
import { testSessions } from '../testing/test-sessions';
import { StandaloneShell } from './standalone-shell';

function PrimaryColour() {
  return <output aria-label="primary colour">{theme.useToken().token.colorPrimary}</output>;
}

afterEach(() => clearStoredSession());

it("runs a remote alone in the portal's theme, not antd's default blue", async () => {
  writeStoredSession(testSessions.member);
  window.history.pushState({}, '', '/projectlevel');
  render(
    <StandaloneShell appName="KPI" apiBaseUrl="http://api.invalid" homePath="/projectlevel">
      <PrimaryColour />
    </StandaloneShell>,
  );
  expect(await screen.findByRole('status', { name: 'primary colour' })).toHaveTextContent('#7367f0');
  // and the tab names the screen, as in the portal
  expect(document.title).toBe('Project-level KPI · Timely');
});
