import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { act, screen } from '@testing-library/react';
import { theme } from 'antd';
import { DEFAULT_PREFERENCES } from '@timely/mock-server/contract';
import { renderWithProviders } from '../testing/render-with-providers';
import { REDUCED_MOTION_QUERY } from '../hooks/use-media-query';

function MotionProbe() {
  const { token } = theme.useToken();
  return <span data-testid="motion">{String(token.motion)}</span>;
}

/** A system setting the test can flip, heard through matchMedia's change event as a browser does. */
function systemReducedMotion(initially: boolean) {
  let reduce = initially;
  const listeners = new Set<EventListener>();
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    get matches() {
      return query === REDUCED_MOTION_QUERY ? reduce : original(query).matches;
    },
    addEventListener: (_type: string, listener: EventListener) => {
      listeners.add(listener);
    },
    removeEventListener: (_type: string, listener: EventListener) => {
      listeners.delete(listener);
    },
  })) as typeof window.matchMedia;
  return {
    set(value: boolean) {
      reduce = value;
      listeners.forEach((listener) => listener(new Event('change')));
    },
    restore: () => {
      window.matchMedia = original;
    },
  };
}

it("turns antd's motion off while the system asks for reduced motion, and back on when it no longer does", async () => {
  const system = systemReducedMotion(true);
  try {
    const api = createStubApiClient({ 'GET /v2/me/preferences': () => ({ data: DEFAULT_PREFERENCES }) });
    renderWithProviders(<MotionProbe />, { session: testSessions.manager, api });
    expect(await screen.findByTestId('motion')).toHaveTextContent('false');
    act(() => system.set(false));
    expect(screen.getByTestId('motion')).toHaveTextContent('true');
  } finally {
    system.restore();
  }
});
