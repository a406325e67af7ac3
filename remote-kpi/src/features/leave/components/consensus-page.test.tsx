import { formatDate } from '@timely/shared-ui';
import { createStubApiClient, failure, renderScreen } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consensusView } from '../../../testing/leave-fixtures';
import { ConsensusPage } from './consensus-page';

jest.setTimeout(60_000);

it('asks the three questions without a session and records the answer', async () => {
  const { client, calls: sent } = createStubApiClient(
    {
      'POST /v2/leave/consensus/view': { status: 200, data: consensusView() },
      'POST /v2/leave/consensus': ({ data }) => ({
        status: 200,
        data: consensusView({ answer: (data as { answer: 'discuss' }).answer }),
      }),
    },
    { session: null },
  );
  renderScreen(<ConsensusPage />, { client, route: '/consensus#token=abc.def' });
  expect(
    await screen.findByText(
      `Mia Member asks for leave: ${formatDate('2026-12-01')} – ${formatDate('2026-12-02')} (2 days)`,
      { exact: false },
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ok, all good!' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ok, can manage. Yet, can it be reconsidered?' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Bit unsure. Can we please discuss this?' }));
  expect(await screen.findByText('Thank you, your answer is recorded')).toBeInTheDocument();
  expect(sent.map((request) => request.data)).toEqual([{ token: 'abc.def' }, { token: 'abc.def', answer: 'discuss' }]);
  // the token is never in a URL the server sees
  expect(sent.every((request) => Object.keys(request.params).length === 0)).toBe(true);
  expect(sent[0]?.headers.get('Authorization')).toBeFalsy();
});

it('explains a tampered or expired link', async () => {
  const { client } = createStubApiClient({
    'POST /v2/leave/consensus/view': failure(401, 'This consensus link has expired.'),
  });
  renderScreen(<ConsensusPage />, { client, route: '/consensus#token=old' });
  expect(await screen.findByText('This link cannot be used')).toBeInTheDocument();
  expect(screen.getByText('This consensus link has expired.')).toBeInTheDocument();
});

it.each(['approved', 'rejected', 'cancelled'] as const)(
  'says a request already %s needs no answer, and offers none',
  async (status) => {
    const { client } = createStubApiClient(
      { 'POST /v2/leave/consensus/view': { status: 200, data: consensusView({ status }) } },
      { session: null },
    );
    renderScreen(<ConsensusPage />, { client, route: '/consensus#token=abc.def' });
    expect(await screen.findByText(`This request was already ${status}, so no answer is needed.`)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Your answer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ok, all good!' })).not.toBeInTheDocument();
  },
);
