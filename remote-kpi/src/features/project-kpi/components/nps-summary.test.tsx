import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import { NpsSummary } from './nps-summary';

jest.setTimeout(60_000);

it('says there are not enough answers, with no split, when the server withholds an anonymous result', async () => {
  const { client } = createStubApiClient({});
  renderScreen(<NpsSummary label="eNPS, all answers" breakdown={{ nps: null, total: 2, responses: 2 }} />, {
    client,
    session: testSessions.member,
  });
  expect(
    await screen.findByText('eNPS, all answers: not enough answers yet (results show from 3 answer sheets).'),
  ).toBeInTheDocument();
  expect(screen.queryByText('Promoters (9–10)')).not.toBeInTheDocument();
});

it('shows the score and its split from three answer sheets', async () => {
  const { client } = createStubApiClient({});
  renderScreen(
    <NpsSummary
      label="eNPS, all answers"
      breakdown={{ nps: 33.3, promoters: 2, passives: 0, detractors: 1, total: 3, responses: 3 }}
    />,
    { client, session: testSessions.member },
  );
  expect(await screen.findByText('Promoters (9–10)')).toBeInTheDocument();
  expect(screen.getByText('+33.3').tagName).toBe('BDI');
});
