import type { MyWorkDays, SessionUser, WorkMode } from '@timely/contract';
import { STORAGE_KEYS } from '@timely/shared-auth';
import { createStubApiClient, errorEnvelope, failure, testSessions } from '@timely/shared-auth/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/render-with-providers';
import { ProfilePage } from './profile-page';

const me = testSessions.member.user;

// this week from Monday 2026-11-23 (today: Thursday the 26th) and the next; approved leave on the 4th
const WEEKDAYS = [
  '2026-11-23',
  '2026-11-24',
  '2026-11-25',
  '2026-11-26',
  '2026-11-27',
  '2026-11-30',
  '2026-12-01',
  '2026-12-02',
  '2026-12-03',
  '2026-12-04',
];
const fortnight = (planned: Record<string, WorkMode> = {}): MyWorkDays => ({
  defaultWorkMode: 'office',
  days: WEEKDAYS.map((day) => ({
    day,
    mode: day === '2026-12-04' ? 'leave' : (planned[day] ?? 'office'),
    planned: planned[day] ?? null,
    holiday: null,
    editable: day >= '2026-11-26',
  })),
});

function renderProfile() {
  let planned: Record<string, WorkMode> = { '2026-11-24': 'wfh', '2026-11-27': 'wfh', '2026-11-30': 'office' };
  const api = createStubApiClient({
    'PATCH /v2/me': ({ data }) => ({ data: { ...me, ...(data as Partial<SessionUser>) } }),
    'POST /v2/me/avatar': { data: { ...me, profilePic: '/uploads/avatars/mia.png' } },
    'GET /v2/me/work-days': () => ({ data: fortnight(planned) }),
    'GET /v2/me/calendar-feeds': { data: { active: false, createdAt: null, lastUsedAt: null } },
    'GET /v2/me/api-tokens': { data: { items: [], limit: 20 } },
  });
  for (const day of WEEKDAYS) {
    api.on(`PUT /v2/me/work-days/${day}`, ({ data }) => {
      const { mode } = data as { mode: WorkMode | null };
      const { [day]: _, ...others } = planned;
      planned = mode ? { ...others, [day]: mode } : others;
      return { data: fortnight(planned) };
    });
  }
  renderWithProviders(<ProfilePage />, { api, session: testSessions.member });
  return api;
}

it("saves the user's own name and time zone, and the session follows", async () => {
  const api = renderProfile();
  await fill(screen.getByLabelText('Name'), 'Mia M. Member');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
  expect(api.callsTo('PATCH /v2/me')[0]?.data).toEqual({ name: 'Mia M. Member', timeZone: 'UTC' });
  expect(localStorage.getItem(STORAGE_KEYS.userName)).toBe('Mia M. Member');
});

it("shows the server's message next to the field and keeps the input", async () => {
  const api = renderProfile();
  api.on('PATCH /v2/me', {
    status: 400,
    data: errorEnvelope(400, 'Invalid request: name must be at most 80 characters', [
      { field: 'name', message: 'must be at most 80 characters' },
    ]),
  });
  await fill(screen.getByLabelText('Name'), 'Mia Memberx');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('must be at most 80 characters')).toBeInTheDocument();
  expect(screen.getByLabelText('Name')).toHaveValue('Mia Memberx');
});

it('uploads a picture, and refuses another kind of file before sending it', async () => {
  const api = renderProfile();
  const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(fileInput(), { target: { files: [new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' })] } });
  expect(await screen.findByText('Choose a PNG, JPEG or WebP picture.')).toBeInTheDocument();
  expect(api.callsTo('POST /v2/me/avatar')).toHaveLength(0);

  fireEvent.change(fileInput(), { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
  expect(await screen.findByText('Your picture is updated.')).toBeInTheDocument();
  const [upload] = api.callsTo('POST /v2/me/avatar');
  expect(upload?.data).toBeInstanceOf(FormData);
  expect((upload?.data as FormData).get('file')).toBeInstanceOf(File);
  await waitFor(() =>
    expect(screen.getByRole('img', { name: "Mia Member's picture" })).toHaveAttribute(
      'src',
      'http://api.test/uploads/avatars/mia.png',
    ),
  );
});

it('says in one sentence why the server refused a picture', async () => {
  const api = renderProfile();
  api.on(
    'POST /v2/me/avatar',
    failure(415, 'The picture must be a PNG, JPEG or WebP image: choose another.', [
      { field: 'file', message: 'must be a PNG, JPEG or WebP picture' },
    ]),
  );
  const fileInput = document.querySelector('input[type=file]') as HTMLInputElement;
  fireEvent.change(fileInput, { target: { files: [new File(['png'], 'me.png', { type: 'image/png' })] } });
  expect(
    await screen.findByText('Your picture was not saved: it must be a PNG, JPEG or WebP picture.'),
  ).toBeInTheDocument();
});

// antd names every Segmented's radios alike under jest (its ids are fixed there), so one group's checked
// radio unchecks another's: the selected item's class says which is chosen
const chosenIn = (group: HTMLElement) => group.querySelector('.ant-segmented-item-selected')?.textContent;

it('plans where the user works from today on, clears a plan back to the default, and leaves past days and leave alone', async () => {
  const api = renderProfile();
  const next = await screen.findByRole('region', { name: 'Next week' });
  expect(screen.getByText('Days you leave unplanned follow your default: Office.')).toBeInTheDocument();
  // Wednesday of next week: office by default, then on field
  const wednesday = within(next).getByRole('radiogroup', { name: 'Where you work on Wed, Dec 2' });
  await userEvent.click(within(wednesday).getByText('On field'));
  await waitFor(() => expect(api.callsTo('PUT /v2/me/work-days/2026-12-02')[0]?.data).toEqual({ mode: 'field' }));
  await waitFor(() => expect(chosenIn(wednesday)).toBe('On field'));
  // a planned day offers the default back
  await userEvent.click(screen.getByRole('button', { name: 'Use your default on Fri, Nov 27' }));
  await waitFor(() => expect(api.callsTo('PUT /v2/me/work-days/2026-11-27')[0]?.data).toEqual({ mode: null }));
  await waitFor(() =>
    expect(screen.queryByRole('button', { name: 'Use your default on Fri, Nov 27' })).not.toBeInTheDocument(),
  );
  // a plan equal to the default has nothing to take back
  expect(screen.queryByRole('button', { name: 'Use your default on Mon, Nov 30' })).not.toBeInTheDocument();
  // Tuesday has passed: shown, not changeable; the 4th is approved leave
  const tuesday = screen.getByRole('radiogroup', { name: 'Where you work on Tue, Nov 24' });
  expect(chosenIn(tuesday)).toBe('WFH');
  expect(within(tuesday).getByRole('radio', { name: 'Office' })).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Use your default on Tue, Nov 24' })).not.toBeInTheDocument();
  expect(within(next).getByText('On leave')).toBeInTheDocument();
  expect(within(next).queryByRole('radiogroup', { name: 'Where you work on Fri, Dec 4' })).not.toBeInTheDocument();
});

it('says so when a plan is not saved, and shows the day as it was', async () => {
  const api = renderProfile();
  api.on(
    'PUT /v2/me/work-days/2026-12-01',
    failure(400, 'day has passed: only today and later days can be planned', [
      { field: 'day', message: 'has passed: only today and later days can be planned' },
    ]),
  );
  const tuesday = await screen.findByRole('radiogroup', { name: 'Where you work on Tue, Dec 1' });
  await userEvent.click(within(tuesday).getByText('WFH'));
  expect(await screen.findByText(/Not saved: .*has passed/)).toBeInTheDocument();
  expect(chosenIn(tuesday)).toBe('Office');
});

it("labels the new API token's name apart from the profile's own name field", async () => {
  renderProfile();
  await userEvent.click(await screen.findByRole('button', { name: 'New token' }));
  const tokenForm = screen.getByRole('form', { name: 'New token' });
  await userEvent.type(within(tokenForm).getByLabelText('Name'), 'Deploy script');
  expect(within(tokenForm).getByLabelText('Name')).toHaveValue('Deploy script');
  expect(screen.getAllByLabelText('Name')).toHaveLength(2);
  expect(screen.getAllByLabelText('Name')[0]).toHaveValue(me.name);
});
