import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { act, screen } from '@testing-library/react';
import { theme } from 'antd';
import { DEFAULT_PREFERENCES } from '@timely/contract';
import { renderWithProviders } from '../testing/render-with-providers';
import { setReducedMotion } from '../testing/viewport';

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

it("turns antd's motion off while the system asks for reduced motion, and back on when it no longer does", async () => {
  setReducedMotion(true);
  const api = createStubApiClient({ 'GET /v2/me/preferences': () => ({ data: DEFAULT_PREFERENCES }) });
  renderWithProviders(<MotionProbe />, { session: testSessions.manager, api });
  expect(await screen.findByTestId('motion')).toHaveTextContent('false');
  act(() => setReducedMotion(false));
  expect(screen.getByTestId('motion')).toHaveTextContent('true');
});
