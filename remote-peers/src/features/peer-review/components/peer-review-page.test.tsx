import { createStubApiClient, renderScreen, testSessions } from '@timely/shared-auth/testing';
import { screen } from '@testing-library/react';
import { inLanguage } from '@timely/shared-ui/testing';
import { PeerReviewPage } from './peer-review-page';

// whole antd screens in jsdom: slow on a loaded two-core machine
jest.setTimeout(120_000);

function renderIn(language: 'de' | 'ar') {
  const { client } = createStubApiClient(
    {
      'GET /v2/options': {
        data: {
          jobRoles: [],
          designations: [],
          locations: [],
          platforms: [],
          publicHolidays: [],
          workModes: [],
          currentStatuses: [],
          labels: [],
          levels: [],
        },
      },
      'POST /v2/project/fetchAllProjects': { data: { statusCode: 200, result: [] } },
      'GET /v2/peers': { data: { items: [], total: 0, page: 1, perPage: 20, totalPages: 0 } },
    },
    { session: testSessions.admin },
  );
  renderScreen(inLanguage(language, <PeerReviewPage />), {
    client,
    session: testSessions.admin,
    route: '/get-overall-peer-review',
  });
}

it('speaks German: heading, filters and the prompt to pick a peer', async () => {
  renderIn('de');
  expect(await screen.findByRole('heading', { name: '360-Grad-Feedback' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Bewertende Person' })).toBeInTheDocument();
  expect(screen.getByText('Wählen Sie einen Kollegen, um sein Feedback zu sehen.')).toBeInTheDocument();
});

it('speaks Arabic, with nothing English left in its heading, filters and prompt', async () => {
  renderIn('ar');
  expect(await screen.findByRole('heading', { name: 'تقييم الزملاء 360 درجة' })).toBeInTheDocument();
  expect(screen.getByText('اختر زميلًا لعرض تقييماته.')).toBeInTheDocument();
  const texts = [
    ...screen.getAllByRole('heading'),
    ...screen.getAllByRole('combobox'),
    ...document.querySelectorAll('.ant-select-placeholder, .ant-empty-description'),
  ].map((element) => `${element.textContent} ${element.getAttribute('aria-label') ?? ''}`);
  expect(texts.filter((text) => /[A-Za-z]{3,}/.test(text))).toEqual([]);
});
