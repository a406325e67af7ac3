import { render, screen } from '@testing-library/react';
import { theme } from 'antd';
import { BRAND_TOKENS, DARK_SURFACES } from '@timely/shared-ui';
import { DEFAULT_PREFERENCES } from '@timely/contract';
import { writeCachedPreferences } from '../preferences/preferences-cache';
import { clearStoredSession, writeStoredSession } from '../session-storage';
import { STORAGE_KEYS } from '../storage-keys';
import { testSessions } from '../testing/test-sessions';
import { StandaloneShell } from './standalone-shell';

function PrimaryColour() {
  const { token } = theme.useToken();
  return (
    <>
      <output aria-label="primary colour">{token.colorPrimary}</output>
      <output aria-label="page colour">{token.colorBgLayout}</output>
    </>
  );
}

afterEach(() => {
  clearStoredSession();
  localStorage.removeItem(STORAGE_KEYS.preferences);
});

it("runs a remote alone in the portal's theme, not antd's default blue", async () => {
  writeStoredSession(testSessions.member);
  window.history.pushState({}, '', '/projectlevel');
  render(
    <StandaloneShell
      appName="KPI"
      apiBaseUrl="http://api.invalid"
      screens={[{ path: '/projectlevel', title: 'Project-level KPI' }]}
    >
      <PrimaryColour />
    </StandaloneShell>,
  );
  expect(await screen.findByRole('status', { name: 'primary colour' })).toHaveTextContent(BRAND_TOKENS.colorPrimary);
  // and the tab names the screen, as in the portal
  expect(document.title).toBe('Project-level KPI · Timely');
});

it("is dark when the user's stored preference is dark, as the portal is (and right to left when they chose it)", async () => {
  writeStoredSession(testSessions.member);
  writeCachedPreferences({ ...DEFAULT_PREFERENCES, theme: 'dark', direction: 'rtl' });
  window.history.pushState({}, '', '/projectlevel');
  render(
    <StandaloneShell
      appName="KPI"
      apiBaseUrl="http://api.invalid"
      screens={[{ path: '/projectlevel', title: 'Project-level KPI' }]}
    >
      <PrimaryColour />
    </StandaloneShell>,
  );
  expect(await screen.findByRole('status', { name: 'page colour' })).toHaveTextContent(DARK_SURFACES.layout);
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(document.documentElement.dir).toBe('rtl');
});
