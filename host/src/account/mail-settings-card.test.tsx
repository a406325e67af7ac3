import { createStubApiClient, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../testing/render-with-providers';
import { MailSettingsCard } from './mail-settings-card';

it('turns the weekly digest off and on again', async () => {
  let weeklyDigest = true;
  const api = createStubApiClient({
    'GET /v2/me/mail-settings': () => ({ data: { weeklyDigest } }),
    'PUT /v2/me/mail-settings': (request) => {
      weeklyDigest = (request.data as { weeklyDigest: boolean }).weeklyDigest;
      return { data: { weeklyDigest } };
    },
  });
  renderWithProviders(<MailSettingsCard />, { api, session: testSessions.manager });
  const toggle = await screen.findByRole('switch', { name: 'Weekly digest' });
  expect(toggle).toBeChecked();
  await userEvent.click(toggle);
  expect(await screen.findByRole('switch', { name: 'Weekly digest' })).not.toBeChecked();
  expect(api.callsTo('PUT /v2/me/mail-settings').map((call) => call.data)).toEqual([{ weeklyDigest: false }]);
});
