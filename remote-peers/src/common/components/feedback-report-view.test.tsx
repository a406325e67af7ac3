import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import { report } from '../../testing/peers-fixtures';
import { FeedbackReportView } from './feedback-report-view';

jest.setTimeout(60_000);

it('says "not enough reviews yet" instead of averages under three reviewers', async () => {
  const { client } = createStubApiClient({});
  renderScreen(<FeedbackReportView report={report()} />, { client, session: testSessions.admin });
  expect(await screen.findAllByText('Not enough reviews yet')).toHaveLength(2);
  expect(screen.getAllByText('Averages appear once at least 3 different people have reviewed.')).toHaveLength(2);
  expect(screen.queryByText(/reviewers ·/)).not.toBeInTheDocument();
});

it('says "not enough reviews for this filter", with no counts, when a filter leaves fewer than three reviewers', async () => {
  const { client } = createStubApiClient({});
  renderScreen(<FeedbackReportView report={report()} filtered />, { client, session: testSessions.admin });
  expect(await screen.findAllByText('Not enough reviews for this filter')).toHaveLength(2);
  expect(screen.queryByText(/\d+ reviewers?/)).not.toBeInTheDocument();
});

it('shows each average with three reviewers, and says which months are left blank', async () => {
  const averages = { dependability: 4, impact: 2.33, teamplay: 3.5, competence: 5, ownership: 1 };
  const { client } = createStubApiClient({});
  renderScreen(
    <FeedbackReportView
      report={report({
        overall: { reviewCount: 4, reviewerCount: 3, averages },
        monthly: [
          { month: '2026-10', averages: null },
          { month: '2026-11', reviewCount: 3, reviewerCount: 3, averages },
        ],
      })}
    />,
    { client, session: testSessions.admin },
  );
  // the score tiles; the charts' tables, which load a moment later, may show the same words and scores too
  expect((await screen.findAllByText('Impact')).length).toBeGreaterThan(0);
  const tile = (score: string) => screen.getAllByText(score).some((element) => element.tagName === 'STRONG');
  expect(tile('4.00')).toBe(true);
  expect(tile('2.33')).toBe(true);
  expect(screen.getByText('3 reviewers · 4 reviews')).toBeInTheDocument();
  expect(screen.queryByText('Not enough reviews yet')).not.toBeInTheDocument();
  expect(screen.getByText('Months with fewer than 3 reviewers are left blank.')).toBeInTheDocument();
});

it('agrees in number: one reviewer, one review', async () => {
  const { client } = createStubApiClient({});
  const one = report();
  renderScreen(
    <FeedbackReportView report={{ ...one, overall: { ...one.overall, reviewCount: 1, reviewerCount: 1 } }} />,
    { client, session: testSessions.admin },
  );
  expect(await screen.findByText('1 reviewer · 1 review')).toBeInTheDocument();
});
