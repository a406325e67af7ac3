import { setPortalLanguage } from '@timely/shared-ui';
import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import { mates, report } from '../../../testing/peers-fixtures';
import { inLanguage } from '@timely/shared-ui/testing';
import { MyFeedbackPage } from './my-feedback-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

const averages = { dependability: 4, impact: 2.5, teamplay: 3.5, competence: 5, ownership: 1 };

function renderIn(language: 'de' | 'ar') {
  // the shell sets the numbers' language along with the messages'
  setPortalLanguage(language, []);
  const { client } = createStubApiClient(
    {
      'GET /v2/reviews/mates': { status: 200, data: mates() },
      'GET /v2/reviews/mine': {
        status: 200,
        data: report({
          overall: { reviewCount: 4, reviewerCount: 3, averages },
          monthly: [
            { month: '2026-10', averages: null },
            { month: '2026-11', reviewCount: 4, reviewerCount: 3, averages },
          ],
        }),
      },
    },
    { session: testSessions.member },
  );
  renderScreen(inLanguage(language, <MyFeedbackPage />), {
    client,
    session: testSessions.member,
    route: '/peer-feedback',
  });
}

afterEach(() => setPortalLanguage('en', ['en-US']));

it('speaks German: the form, the parameters, the counts as plurals and the scores with a decimal comma', async () => {
  renderIn('de');
  expect(await screen.findByRole('heading', { name: 'Mein Feedback' })).toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'Feedback geben' })).toBeInTheDocument();
  expect(screen.getByRole('radiogroup', { name: 'Zuverlässigkeit' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Feedback senden' })).toBeInTheDocument();
  expect(await screen.findByText('3 bewertende Personen · 4 Bewertungen')).toBeInTheDocument();
  // the score tile; the charts' tables, which load a moment later, may show the same score too
  expect(screen.getAllByText('2,50').some((element) => element.tagName === 'STRONG')).toBe(true);
  expect(screen.getByText('Monate mit weniger als 3 bewertenden Personen bleiben leer.')).toBeInTheDocument();
});

it('speaks Arabic, with nothing English left in its headings, labels and buttons', async () => {
  renderIn('ar');
  expect(await screen.findByRole('heading', { name: 'تقييماتي' })).toBeInTheDocument();
  expect(await screen.findByRole('form', { name: 'تقديم تقييم' })).toBeInTheDocument();
  expect(await screen.findByText('3 مقيّمين · 4 تقييمات')).toBeInTheDocument();
  const texts = [
    ...screen.getAllByRole('heading'),
    ...screen.getAllByRole('button'),
    ...screen.getAllByRole('radiogroup'),
    ...document.querySelectorAll('label'),
  ].map((element) => `${element.textContent} ${element.getAttribute('aria-label') ?? ''}`);
  expect(texts.filter((text) => /[A-Za-z]{3,}/.test(text))).toEqual([]);
});
