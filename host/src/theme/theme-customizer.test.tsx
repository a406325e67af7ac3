import { DEFAULT_PREFERENCES, type Preferences } from '@timely/contract';
import { createStubApiClient, errorEnvelope, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, theme } from 'antd';
import { renderWithProviders } from '../testing/render-with-providers';
import { DARK_SURFACES } from '@timely/shared-ui';
import { ThemeCustomizer } from './theme-customizer';

/** What a remote's component would read from the host's ConfigProvider. */
function RemoteProbe() {
  const { token } = theme.useToken();
  return (
    <>
      <span data-testid="remote-surface">{token.colorBgContainer}</span>
      <Button>remote button</Button>
    </>
  );
}

function setup(saved: Preferences = DEFAULT_PREFERENCES, customizerEnabled = true) {
  let stored = saved;
  const api = createStubApiClient({
    'GET /v2/me/preferences': () => ({ data: stored }),
    'PUT /v2/me/preferences': ({ data }) => {
      stored = data as Preferences;
      return { data: stored };
    },
  });
  renderWithProviders(
    <>
      <ThemeCustomizer />
      <RemoteProbe />
    </>,
    { session: testSessions.manager, api, config: { customizerEnabled } },
  );
  return { api, stored: () => stored };
}

async function openCustomizer() {
  await userEvent.click(screen.getByRole('button', { name: 'Open the theme customizer' }));
  return within(await screen.findByRole('dialog'));
}

/** antd's button-style radios hide their input: click the label, as a user does. */
async function choose(panel: ReturnType<typeof within>, name: string) {
  await userEvent.click(panel.getByRole('radio', { name }).closest('label')!);
}

beforeEach(() => localStorage.clear());

it('is off unless the deployment turns it on', async () => {
  setup(DEFAULT_PREFERENCES, false);
  await screen.findByTestId('remote-surface');
  expect(screen.queryByRole('button', { name: 'Open the theme customizer' })).not.toBeInTheDocument();
});

it('offers every option of the spec, on its defaults', async () => {
  setup();
  const panel = await openCustomizer();
  const checked = (group: string) =>
    within(panel.getByRole('radiogroup', { name: group })).getByRole('radio', { checked: true });
  expect(checked('Skin')).toHaveAccessibleName('Light');
  expect(checked('Direction')).toHaveAccessibleName('LTR');
  expect(checked('Layout')).toHaveAccessibleName('Vertical');
  expect(checked('Menu colour')).toHaveAccessibleName('primary');
  expect(checked('Navbar colour')).toHaveAccessibleName('default');
  expect(checked('Navbar type')).toHaveAccessibleName('Floating');
  expect(checked('Footer type')).toHaveAccessibleName('Static');
  expect(panel.getByRole('switch', { name: 'Menu collapsed' })).not.toBeChecked();
  expect(panel.getByRole('switch', { name: 'Hide scroll to top' })).not.toBeChecked();
  const options = (group: string) =>
    within(panel.getByRole('radiogroup', { name: group }))
      .getAllByRole('radio')
      .map((radio) => radio.getAttribute('aria-label') ?? radio.closest('label')?.textContent);
  expect(options('Skin')).toEqual(['Light', 'Dark', 'Semi Dark', 'System']);
  expect(options('Layout')).toEqual(['Vertical', 'Horizontal', 'Full']);
  expect(options('Navbar type')).toEqual(['Hidden', 'Static', 'Sticky', 'Floating']);
  expect(options('Footer type')).toEqual(['Hidden', 'Static', 'Sticky']);
  expect(options('Navbar colour')).toEqual(['default', 'primary', 'success', 'danger', 'info', 'warning', 'dark']);
  expect(options('Menu colour')).toEqual(['primary', 'success', 'danger', 'info', 'warning', 'dark']);
});

it('applies a change at once through the antd theme, and saves it for the user', async () => {
  const { stored } = setup();
  const panel = await openCustomizer();
  await choose(panel, 'Dark');
  await waitFor(() => expect(screen.getByTestId('remote-surface')).toHaveTextContent(DARK_SURFACES.container));
  expect(document.documentElement.dataset.theme).toBe('dark');
  await waitFor(() => expect(stored().theme).toBe('dark'));

  await choose(panel, 'RTL');
  await waitFor(() => expect(document.documentElement.dir).toBe('rtl'));
  expect(screen.getByRole('button', { name: 'remote button' })).toHaveClass('ant-btn-rtl');
  await waitFor(() => expect(stored()).toEqual({ ...DEFAULT_PREFERENCES, theme: 'dark', direction: 'rtl' }));
});

it('keeps semi-dark out of the horizontal layout', async () => {
  const { stored } = setup({ ...DEFAULT_PREFERENCES, theme: 'semi-dark' });
  const panel = await openCustomizer();
  await waitFor(() => expect(panel.getByRole('radio', { name: 'Semi Dark' })).toBeChecked());
  await choose(panel, 'Horizontal');
  await waitFor(() => expect(stored()).toMatchObject({ layout: 'horizontal', theme: 'light' }));
  expect(panel.getByRole('radio', { name: 'Semi Dark' })).toBeDisabled();
});

it('puts the previous choice back and says why when the server refuses', async () => {
  const { api } = setup();
  api.on('PUT /v2/me/preferences', {
    status: 400,
    data: errorEnvelope(400, 'Invalid request: theme is bad', [{ field: 'theme', message: 'is bad' }]),
  });
  const panel = await openCustomizer();
  await choose(panel, 'Dark');
  expect(
    await screen.findByText('Your display settings were not saved: Invalid request: theme is bad'),
  ).toBeInTheDocument();
  await waitFor(() => expect(panel.getByRole('radio', { name: 'Light' })).toBeChecked());
  expect(screen.getByTestId('remote-surface')).not.toHaveTextContent(DARK_SURFACES.container);
});

it('starts from what the user saved before', async () => {
  setup({ ...DEFAULT_PREFERENCES, navbarType: 'sticky', hideScrollToTop: true });
  const panel = await openCustomizer();
  await waitFor(() =>
    expect(
      within(panel.getByRole('radiogroup', { name: 'Navbar type' })).getByRole('radio', { name: 'Sticky' }),
    ).toBeChecked(),
  );
  expect(panel.getByRole('switch', { name: 'Hide scroll to top' })).toBeChecked();
});
