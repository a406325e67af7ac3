import { DEFAULT_PREFERENCES, type Preferences } from '@timely/contract';
import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders } from '../testing/render-with-providers';
import { setReducedMotion, setViewportWidth } from '../testing/viewport';
import { AppLayout } from './app-layout';
import { SCROLL_TO_TOP_CLEARANCE } from './scroll-to-top-room';

function Page() {
  return <p>page at {useLocation().pathname}</p>;
}

function renderLayout(preferences: Partial<Preferences> = {}, route = '/preview') {
  const api = createStubApiClient({
    'GET /v2/me/preferences': { data: { ...DEFAULT_PREFERENCES, ...preferences } },
    'PUT /v2/me/preferences': ({ data }) => ({ data }),
    'POST /v2/project/fetchAllProjects': { data: { statusCode: 200, result: [] } },
    'GET /v2/notifications': { data: { items: [], total: 0, page: 1, perPage: 10, totalPages: 0, unreadCount: 0 } },
  });
  renderWithProviders(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<Page />} />
      </Route>
    </Routes>,
    { session: testSessions.admin, api, route },
  );
  return api;
}

const layout = () => document.querySelector('[data-layout]')?.getAttribute('data-layout');

beforeEach(() => {
  localStorage.clear();
  setViewportWidth(1440);
});

it('draws the horizontal layout above 1199 px and the vertical one at 1199 px', async () => {
  renderLayout({ layout: 'horizontal' });
  await waitFor(() => expect(layout()).toBe('horizontal'));
  expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  act(() => setViewportWidth(1199));
  await waitFor(() => expect(layout()).toBe('vertical'));
  act(() => setViewportWidth(1200));
  await waitFor(() => expect(layout()).toBe('horizontal'));
});

it('hides sidebar and top bar on a path ending in tvapp', async () => {
  renderLayout({}, '/lobby/tvapp');
  expect(await screen.findByText('page at /lobby/tvapp')).toBeInTheDocument();
  expect(layout()).toBe('full');
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  expect(screen.queryByTestId('navbar')).not.toBeInTheDocument();
});

it('makes the menu a drawer up to 1200 px that closes once a page is chosen', async () => {
  setViewportWidth(1200);
  renderLayout();
  expect(screen.queryByTestId('sidebar')).not.toBeInTheDocument();
  await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
  const drawer = await screen.findByRole('navigation', { name: 'Main menu' });
  await userEvent.click(await within(drawer).findByRole('link', { name: 'Feeds' }));
  expect(await screen.findByText('page at /feed')).toBeInTheDocument();
  // hidden or gone: either way no longer in the accessibility tree
  await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Main menu' })).toBeNull());
});

it('keeps a fixed sidebar above 1200 px; narrowed, it widens on hover and narrows on leave', async () => {
  renderLayout({ sidebarCollapsed: true });
  const sidebar = await screen.findByTestId('sidebar');
  await waitFor(() => expect(sidebar).toHaveStyle({ width: '80px' }));
  fireEvent.mouseEnter(sidebar);
  await waitFor(() => expect(sidebar).toHaveStyle({ width: '260px' }));
  fireEvent.mouseLeave(sidebar);
  await waitFor(() => expect(sidebar).toHaveStyle({ width: '80px' }));
});

it('collapses the menu on the profile page of the horizontal layout', async () => {
  renderLayout({ layout: 'horizontal' }, '/pages/profile');
  await waitFor(() => expect(layout()).toBe('horizontal'));
  expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeVisible();
});

it('shows the horizontal menu elsewhere', async () => {
  renderLayout({ layout: 'horizontal' }, '/feed');
  await waitFor(() => expect(layout()).toBe('horizontal'));
  expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
});

it('follows the navbar colour and type and the footer type', async () => {
  renderLayout({ navbarType: 'sticky', footerType: 'sticky', navbarColor: 'danger' });
  await waitFor(() => expect(screen.getByTestId('navbar')).toHaveAttribute('data-navbar-type', 'sticky'));
  expect(screen.getByTestId('navbar')).toHaveStyle({ position: 'sticky', color: '#fff' });
  expect(screen.getByTestId('footer')).toHaveStyle({ position: 'sticky' });
});

function scrollWindowTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    Object.defineProperty(window, 'pageYOffset', { configurable: true, value: y });
    document.documentElement.scrollTop = y;
    window.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
  });
}

it('offers scroll-to-top on a long page', async () => {
  renderLayout();
  await screen.findByTestId('navbar');
  scrollWindowTo(600);
  // antd throttles its scroll listener to animation frames: allow a busy machine a moment
  expect(await screen.findByRole('button', { name: 'Scroll to top' }, { timeout: 5000 })).toBeInTheDocument();
  scrollWindowTo(0);
});

it('keeps the room for scroll-to-top below the page when the window crosses the drawer width', async () => {
  setViewportWidth(1200);
  renderLayout();
  const main = await screen.findByRole('main');
  expect(main.style.paddingBottom).toBe(`${SCROLL_TO_TOP_CLEARANCE}px`);
  act(() => setViewportWidth(1440));
  await waitFor(() => expect(screen.getByTestId('sidebar')).toBeInTheDocument());
  expect(main.style.paddingBottom).toBe(`${SCROLL_TO_TOP_CLEARANCE}px`);
  expect(main.style.paddingTop).toBe('24px');
});

it('hides scroll-to-top when the user says so', async () => {
  renderLayout({ hideScrollToTop: true });
  await screen.findByTestId('navbar');
  // the floating buttons load after the page's content: wait for them, or the check below proves nothing
  await screen.findByTestId('floating-buttons');
  scrollWindowTo(600);
  // antd reads the scroll on the next animation frame: let two frames pass, not an amount of time
  for (let frame = 0; frame < 2; frame += 1)
    await act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
  expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  scrollWindowTo(0);
});

it('gives the horizontal navbar its scrolled style after 50 px', async () => {
  renderLayout({ layout: 'horizontal' });
  await waitFor(() => expect(layout()).toBe('horizontal'));
  scrollWindowTo(50);
  expect(screen.getByTestId('navbar')).toHaveAttribute('data-scrolled', 'false');
  scrollWindowTo(51);
  await waitFor(() => expect(screen.getByTestId('navbar')).toHaveAttribute('data-scrolled', 'true'));
  scrollWindowTo(0);
});

it("casts the sidebar header's shadow once the menu has scrolled 100 px", async () => {
  renderLayout();
  const scroller = await screen.findByTestId('sidebar-scroll');
  const header = () => screen.getByRole('link', { name: 'Timely home' }).parentElement!;
  const scrollMenuTo = (top: number) => {
    scroller.scrollTop = top;
    fireEvent.scroll(scroller);
  };
  scrollMenuTo(99);
  expect(header()).toHaveAttribute('data-shadow', 'false');
  scrollMenuTo(100);
  expect(header()).toHaveAttribute('data-shadow', 'true');
  scrollMenuTo(0);
  expect(header()).toHaveAttribute('data-shadow', 'false');
});

// a theme change or a scroll restyles the shell at once for someone who asked the system for less motion
it("moves the shell's bar, sidebar header and page without transitions when the system asks for less motion", async () => {
  const transitions = () => [
    screen.getByTestId('navbar').style.transition,
    screen.getByRole('link', { name: 'Timely home' }).parentElement!.style.transition,
    screen.getByRole('main').parentElement!.style.transition,
  ];
  renderLayout();
  await screen.findByText('page at /preview');
  expect(transitions()).toEqual(['box-shadow 0.2s, background 0.2s', 'box-shadow 0.2s', 'margin-inline-start 0.2s']);
  act(() => setReducedMotion(true));
  try {
    await waitFor(() =>
      expect(transitions()).toEqual(['box-shadow 0s, background 0s', 'box-shadow 0s', 'margin-inline-start 0s']),
    );
  } finally {
    act(() => setReducedMotion(false));
  }
});

it('hides navbar and footer when the user says so', async () => {
  renderLayout({ navbarType: 'hidden', footerType: 'hidden' });
  await waitFor(() => expect(screen.queryByTestId('navbar')).not.toBeInTheDocument());
  expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
  expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
});

it.each(['vertical', 'horizontal'] as const)(
  "leaves room below the %s layout's content for the scroll-to-top button (72 px up, 40 px tall)",
  async (kind) => {
    renderLayout({ layout: kind });
    await screen.findByText('page at /preview');
    const main = screen.getByRole('main');
    // scrolled to the bottom, the page's last row must end above the button, not under it
    expect(parseFloat(main.style.paddingBottom)).toBeGreaterThanOrEqual(72 + 40 + 8);
  },
);

it('starts every layout with a skip link that leads to the main content', async () => {
  for (const preferences of [{}, { layout: 'horizontal' as const }, { layout: 'full' as const }]) {
    localStorage.clear();
    renderLayout(preferences);
    const skip = await screen.findByRole('link', { name: 'Skip to main content' });
    const main = screen.getByRole('main');
    await waitFor(() => expect(document.querySelector('[data-layout]')).toBeInTheDocument());
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
    cleanup();
  }
});
