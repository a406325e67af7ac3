import type { SessionUser } from '@timely/mock-server/contract';
import { STORAGE_KEYS } from '@timely/shared-auth';
import { createStubApiClient, errorEnvelope, testSessions } from '@timely/shared-auth/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fill } from '../testing/fill';
import { renderWithProviders } from '../testing/render-with-providers';
import { ProfilePage } from './profile-page';

const me = testSessions.member.user;

function renderProfile() {
  const api = createStubApiClient({
    'PATCH /v2/me': ({ data }) => ({ data: { ...me, ...(data as Partial<SessionUser>) } }),
    'POST /v2/me/avatar': { data: { ...me, profilePic: '/uploads/avatars/mia.png' } },
  });
  renderWithProviders(<ProfilePage />, { api, session: testSessions.member });
  return api;
}

it('saves the user\'s own name and time zone, and the session follows', async () => {
  const api = renderProfile();
  await fill(screen.getByLabelText('Name'), 'Mia M. Member');
  await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
  expect(await screen.findByText('Your profile is saved.')).toBeInTheDocument();
  expect(api.callsTo('PATCH /v2/me')[0]?.data).toEqual({ name: 'Mia M. Member', timeZone: 'UTC' });
  expect(localStorage.getItem(STORAGE_KEYS.userName)).toBe('Mia M. Member');
});

it('shows the server\'s message next to the field and keeps the input', async () => {
  const api = renderProfile();
  api.on('PATCH /v2/me', { status: 400, data: errorEnvelope(400, 'Invalid request: name must be at most 80 characters', [{ field: 'name', message: 'must be at most 80 characters' }]) });
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
  await waitFor(() => expect(screen.getByRole('img', { name: "Mia Member's picture" })).toHaveAttribute('src', 'http://api.test/uploads/avatars/mia.png'));
});
