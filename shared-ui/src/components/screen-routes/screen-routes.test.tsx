import { render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Navigate } from 'react-router-dom';
import { preloadable } from '../preloadable/preloadable';
import { ScreenRoutes } from './screen-routes';

const screens = [
  { name: 'list', path: '/things' },
  { name: 'one', path: '/things/:id' },
  { name: 'home', path: '/start' },
] as const;
type Name = (typeof screens)[number]['name'];

const components = {
  list: preloadable(async () => () => <h1>All things</h1>),
  one: preloadable(async () => () => <h1>One thing</h1>),
};

function renderAt(path: string, redirects: Partial<Record<Name, ReactElement>> = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScreenRoutes screens={screens} components={components} redirects={redirects} loadingLabel="Loading" />
    </MemoryRouter>,
  );
}

it("renders the screen of the path by its name, as the remote's screens.ts declares it", async () => {
  renderAt('/things/42');
  expect(await screen.findByRole('heading', { name: 'One thing' })).toBeInTheDocument();
});

it('sends a redirecting screen on', async () => {
  renderAt('/start', { home: <Navigate to="/things" replace /> });
  expect(await screen.findByRole('heading', { name: 'All things' })).toBeInTheDocument();
});

it('routes no path that screens.ts does not declare, and a declared screen without a component renders nothing', () => {
  expect(renderAt('/elsewhere').container).toBeEmptyDOMElement();
  expect(renderAt('/start').container).toBeEmptyDOMElement();
});
