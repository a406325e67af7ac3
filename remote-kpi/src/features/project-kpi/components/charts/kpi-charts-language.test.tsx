import { render, screen, within } from '@testing-library/react';
import { inLanguage } from '@timely/shared-ui/testing';
import { HistoryChart } from './history-chart';
import { ProfitabilityChart } from './profitability-chart';

// A chart's text alternative (its table) speaks the portal's language, as its legend does.

const headersOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);

const history = [
  { month: '2026-09', projectedRevenue: 12000, achievedRevenue: 9000, enps: null, cnps: null, health: 72 },
];

it('reads the history chart in German', async () => {
  render(inLanguage('de', <HistoryChart history={history} currency="EUR" />));
  const table = await screen.findByRole('table', { name: 'Umsatz und Zustand pro Monat' });
  expect(headersOf(table)).toEqual(['Monat', 'Geplanter Umsatz', 'Erzielter Umsatz', 'Zustand']);
});

it('reads the history and profitability charts in Arabic', async () => {
  render(inLanguage('ar', <HistoryChart history={history} currency="EUR" showMoney={false} />));
  expect(headersOf(await screen.findByRole('table', { name: 'الصحة لكل شهر' }))).toEqual(['الشهر', 'الصحة']);

  render(
    inLanguage(
      'ar',
      <ProfitabilityChart
        items={[
          {
            _id: '00000000-0000-4000-8000-0000000000a1',
            projectId: '00000000-0000-4000-8000-0000000000a2',
            asOn: '2026-10-01',
            completionPercent: 40,
            note: '',
            createdAt: '2026-10-01T00:00:00.000Z',
            updatedAt: '2026-10-01T00:00:00.000Z',
          },
        ]}
      />,
    ),
  );
  const table = await screen.findByRole('table', { name: 'الإنجاز لكل لقطة' });
  for (const header of headersOf(table)) expect(header).not.toMatch(/[A-Za-z]/);
});
