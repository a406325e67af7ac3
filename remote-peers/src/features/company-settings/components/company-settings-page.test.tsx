import { createStubApiClient, failure, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setPortalLanguage } from '@timely/shared-ui';
import { inLanguage } from '@timely/shared-ui/testing';
import { useSession } from '@timely/shared-auth';
import { CompanySettingsPage } from './company-settings-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const SETTINGS = { name: 'Acme', timeZone: 'UTC', workingDays: [1, 2, 3, 4, 5], logoUrl: null, hideApps: false };
const SSO = {
  status: 200,
  data: {
    enabled: false,
    name: 'Acme ID',
    issuer: '',
    clientId: '',
    clientSecretSet: false,
    domains: [],
    jitProvisioning: false,
    passwordSignIn: true,
    redirectUri: 'http://localhost:4000/v2/auth/sso/callback',
  },
};
const DESIGNER = '00000000-0000-4000-8000-0000000000d1';
const OPTIONS = {
  status: 200,
  data: {
    jobRoles: [{ _id: DESIGNER, name: 'Designer', activityTypes: [] }],
    designations: [],
    locations: [],
    platforms: [],
    publicHolidays: [],
    workModes: [],
    currentStatuses: [],
    labels: [],
    levels: [],
  },
};
const LISTS = {
  status: 200,
  data: {
    'job-roles': [{ _id: DESIGNER, name: 'Designer', retired: false, inUse: 4 }],
    designations: [],
    locations: [],
    platforms: [],
    blocks: [],
    'activity-types': [],
    labels: [],
  },
};

/** What the session says the working week is, as every screen that goes by week reads it. */
function SessionWeek() {
  return <output aria-label="session week">{useSession().session?.user.companyWorkingDays?.join(',')}</output>;
}

it("saves the company's name and working week", async () => {
  const { client, calls } = createStubApiClient(
    {
      'GET /v2/company/settings': { status: 200, data: SETTINGS },
      'GET /v2/options': OPTIONS,
      'GET /v2/company/option-lists': LISTS,
      'GET /v2/company/sso': SSO,
      'GET /v2/company/webhooks': { status: 200, data: { items: [] } },
      'PATCH /v2/company/settings': (request) => ({ status: 200, data: { ...SETTINGS, ...(request.data as object) } }),
    },
    { session: testSessions.admin },
  );
  renderScreen(
    <>
      <CompanySettingsPage />
      <SessionWeek />
    </>,
    { client, session: testSessions.admin, route: '/company/settings' },
  );
  const name = await screen.findByLabelText('Company name');
  expect(name).toHaveValue('Acme');
  // two forms on one screen, each label on its own field (the single sign-on form's ids are its own)
  expect(await screen.findByLabelText('Provider name')).toHaveValue('Acme ID');
  expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Saturday' })).not.toBeChecked();
  await userEvent.clear(name);
  await userEvent.type(name, 'Acme Ltd');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Friday' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Company settings saved.')).toBeInTheDocument();
  expect(calls.find((request) => request.method === 'PATCH')?.data).toEqual({
    name: 'Acme Ltd',
    timeZone: 'UTC',
    workingDays: [1, 2, 3, 4, 0],
    hideApps: false,
  });
  // the admin's own screens follow the new week at once (the sprint form, People Availability)
  expect(screen.getByLabelText('session week')).toHaveTextContent('1,2,3,4,0');
});

it('hides the Apps for the whole company with its switch', async () => {
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/company/settings': { status: 200, data: SETTINGS },
      'GET /v2/options': OPTIONS,
      'GET /v2/company/option-lists': LISTS,
      'GET /v2/company/sso': SSO,
      'GET /v2/company/webhooks': { status: 200, data: { items: [] } },
      'PATCH /v2/company/settings': (request) => ({ status: 200, data: { ...SETTINGS, ...(request.data as object) } }),
    },
    { session: testSessions.admin },
  );
  renderScreen(<CompanySettingsPage />, { client, session: testSessions.admin, route: '/company/settings' });
  const shown = await screen.findByRole('switch', { name: 'Show the Apps' });
  expect(shown).toBeChecked();
  await userEvent.click(shown);
  expect(shown).not.toBeChecked();
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Company settings saved.')).toBeInTheDocument();
  expect(callsTo('PATCH /v2/company/settings')[0]?.data).toMatchObject({ hideApps: true });
});

it('links to the leave policy, and refuses a logo that is not a picture before sending it', async () => {
  const { client, calls } = createStubApiClient(
    {
      'GET /v2/company/settings': { status: 200, data: SETTINGS },
      'GET /v2/options': OPTIONS,
      'GET /v2/company/option-lists': LISTS,
      'GET /v2/company/sso': SSO,
      'GET /v2/company/webhooks': { status: 200, data: { items: [] } },
    },
    { session: testSessions.admin },
  );
  renderScreen(<CompanySettingsPage />, { client, session: testSessions.admin, route: '/company/settings' });
  expect(await screen.findByRole('link', { name: 'Open the leave policy' })).toHaveAttribute(
    'href',
    '/leaveReport?tab=policy',
  );
  expect(screen.getByText('No logo')).toBeInTheDocument();
  const input = document.querySelector<HTMLInputElement>('input[type="file"][accept*="image/png"]')!;
  await userEvent.upload(input, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }), { applyAccept: false });
  expect(await screen.findByText('Choose a PNG, JPEG or WebP picture.')).toBeInTheDocument();
  expect(calls.some((request) => request.url === '/v2/company/logo')).toBe(false);
});

it('uploads a logo and shows it', async () => {
  const LOGO = 'http://api.test/v2/avatars/aaaa.png';
  const { client, callsTo } = createStubApiClient(
    {
      'GET /v2/company/settings': { status: 200, data: SETTINGS },
      'GET /v2/options': OPTIONS,
      'GET /v2/company/option-lists': LISTS,
      'GET /v2/company/sso': SSO,
      'GET /v2/company/webhooks': { status: 200, data: { items: [] } },
      'POST /v2/company/logo': { status: 200, data: { ...SETTINGS, logoUrl: LOGO } },
    },
    { session: testSessions.admin },
  );
  renderScreen(<CompanySettingsPage />, { client, session: testSessions.admin, route: '/company/settings' });
  await screen.findByText('No logo');
  const input = document.querySelector<HTMLInputElement>('input[type="file"][accept*="image/png"]')!;
  await userEvent.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
  expect(await screen.findByRole('img', { name: 'Company logo' })).toHaveAttribute('src', LOGO);
  expect(callsTo('POST /v2/company/logo')).toHaveLength(1);
});

it('says in one sentence why the server refused a logo, and names the picture otherwise', async () => {
  const { client } = createStubApiClient(
    {
      'GET /v2/company/settings': { status: 200, data: SETTINGS },
      'GET /v2/options': OPTIONS,
      'GET /v2/company/option-lists': LISTS,
      'GET /v2/company/sso': SSO,
      'GET /v2/company/webhooks': { status: 200, data: { items: [] } },
      'POST /v2/company/logo': failure(415, 'The picture must be a PNG, JPEG or WebP image: choose another.', [
        { field: 'file', message: 'must be a PNG, JPEG or WebP picture' },
      ]),
    },
    { session: testSessions.admin },
  );
  renderScreen(<CompanySettingsPage />, { client, session: testSessions.admin, route: '/company/settings' });
  await screen.findByText('No logo');
  const input = document.querySelector<HTMLInputElement>('input[type="file"][accept*="image/png"]')!;
  await userEvent.upload(input, new File(['png'], 'logo.png', { type: 'image/png' }));
  expect(
    await screen.findByText('The logo was not saved: it must be a PNG, JPEG or WebP picture.'),
  ).toBeInTheDocument();
});

it("puts the server's refusal under its field", async () => {
  const { client } = createStubApiClient(
    {
      'GET /v2/company/settings': { status: 200, data: SETTINGS },
      'GET /v2/options': OPTIONS,
      'GET /v2/company/option-lists': LISTS,
      'GET /v2/company/sso': SSO,
      'GET /v2/company/webhooks': { status: 200, data: { items: [] } },
      'PATCH /v2/company/settings': failure(400, 'timeZone must be an IANA time zone such as Europe/London', [
        { field: 'timeZone', message: 'must be an IANA time zone such as Europe/London' },
      ]),
    },
    { session: testSessions.admin },
  );
  renderScreen(<CompanySettingsPage />, { client, session: testSessions.admin, route: '/company/settings' });
  await screen.findByLabelText('Company name');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(screen.getAllByText(/must be an IANA time zone/).length).toBeGreaterThan(0));
});

it('adds an entry to an option list, and says why one in use cannot be deleted', async () => {
  const { client, calls } = createStubApiClient(
    {
      'GET /v2/company/settings': { status: 200, data: SETTINGS },
      'GET /v2/options': OPTIONS,
      'GET /v2/company/option-lists': LISTS,
      'GET /v2/company/sso': SSO,
      'GET /v2/company/webhooks': { status: 200, data: { items: [] } },
      'POST /v2/options/job-roles': {
        status: 201,
        data: { _id: '00000000-0000-4000-8000-0000000000d2', name: 'Analyst' },
      },
      [`DELETE /v2/options/job-roles/${DESIGNER}`]: failure(
        409,
        '"Designer" cannot be deleted. It is the job role of 4 peers (deleted peers included); change theirs first.',
      ),
    },
    { session: testSessions.admin },
  );
  renderScreen(<CompanySettingsPage />, { client, session: testSessions.admin, route: '/company/settings' });
  await userEvent.type(await screen.findByLabelText('New entry of job roles'), 'Analyst');
  await userEvent.click(screen.getByRole('button', { name: 'Add' }));
  expect(await screen.findByText('"Analyst" added.')).toBeInTheDocument();
  expect(calls.find((request) => request.method === 'POST')?.data).toEqual({ name: 'Analyst' });

  await userEvent.click(screen.getByRole('button', { name: 'Delete Designer' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(await screen.findByText(/It is the job role of 4 peers/)).toBeInTheDocument();
});

describe('in another language', () => {
  // the shell sets the dates' language along with the messages'
  afterEach(() => setPortalLanguage('en', ['en-US']));

  function renderIn(language: 'de' | 'ar') {
    setPortalLanguage(language, []);
    const { client } = createStubApiClient(
      {
        'GET /v2/company/settings': { status: 200, data: SETTINGS },
        'GET /v2/options': OPTIONS,
        'GET /v2/company/option-lists': LISTS,
        'GET /v2/company/sso': SSO,
        'GET /v2/company/webhooks': { status: 200, data: { items: [] } },
      },
      { session: testSessions.admin },
    );
    renderScreen(inLanguage(language, <CompanySettingsPage />), {
      client,
      session: testSessions.admin,
      route: '/company/settings',
    });
  }

  it('speaks German: the form, its weekdays, the lists and the holidays', async () => {
    renderIn('de');
    expect(await screen.findByRole('heading', { name: 'Unternehmenseinstellungen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name des Unternehmens')).toHaveValue('Acme');
    expect(screen.getByRole('checkbox', { name: 'Montag' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Änderungen speichern' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Funktionen' })).toBeInTheDocument();
    expect(screen.getByText('4 Kollegen')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Feiertag hinzufügen' })).toBeInTheDocument();
  });

  it('speaks Arabic, with nothing English left in its headings, labels, tabs and buttons', async () => {
    renderIn('ar');
    expect(await screen.findByRole('heading', { name: 'إعدادات الشركة' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'الاثنين' })).toBeChecked();
    expect(await screen.findByRole('tab', { name: 'الأدوار الوظيفية' })).toBeInTheDocument();
    expect(screen.getByText('4 زملاء')).toBeInTheDocument();
    const texts = [
      ...screen.getAllByRole('heading'),
      ...screen.getAllByRole('button'),
      ...screen.getAllByRole('tab'),
      ...screen.getAllByRole('checkbox'),
      ...document.querySelectorAll('label'),
    ].map((element) => `${element.textContent} ${element.getAttribute('aria-label') ?? ''}`);
    // user data (the entry "Designer") and file codes (CSV) stay as they are
    const english = /\b(?!Designer\b|CSV\b)[A-Za-z]{3,}\b/;
    expect(texts.filter((text) => english.test(text))).toEqual([]);
  });
});
