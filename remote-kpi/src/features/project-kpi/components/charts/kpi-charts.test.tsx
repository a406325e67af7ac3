import { render, screen, within } from '@testing-library/react';
import { formatMoney, formatMonth } from '../../../../common/utils/format';
import { HistoryChart } from './history-chart';
import { MilestoneChart } from './milestone-chart';
import { NpsByMonthChart, NpsByQuestionChart } from './nps-charts';
import { ProfitabilityChart } from './profitability-chart';

// Each chart of a project's KPI page reads its numbers as a table (its text alternative), from its props.

const row = (table: HTMLElement, cells: Array<string | number>) =>
  within(table).getByRole('row', { name: cells.join(' ') });

it('history: projected and achieved revenue and health per month, health alone without the money', () => {
  const history = [
    { month: '2026-09', projectedRevenue: 12000, achievedRevenue: 9000, enps: null, cnps: null, health: 72 },
    { month: '2026-10', projectedRevenue: 15000, achievedRevenue: null, enps: null, cnps: null, health: null },
  ];
  const { unmount } = render(<HistoryChart history={history} currency="EUR" />);
  const table = screen.getByRole('table', { name: 'Revenue and health per month' });
  row(table, [formatMonth('2026-09'), formatMoney(12000, 'EUR'), formatMoney(9000, 'EUR'), 72]);
  row(table, [formatMonth('2026-10'), formatMoney(15000, 'EUR'), '—', '—']);
  unmount();

  render(<HistoryChart history={history} currency="EUR" showMoney={false} />);
  const health = screen.getByRole('table', { name: 'Health per month' });
  expect(
    within(health)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent),
  ).toEqual(['Month', 'Health']);
  row(health, [formatMonth('2026-09'), 72]);
});

it('milestones: planned against paid per month', () => {
  render(
    <MilestoneChart
      byMonth={[
        { month: '2026-11', planned: 5000, paid: 2500 },
        { month: '2026-12', planned: 8000, paid: 0 },
      ]}
      currency="USD"
    />,
  );
  const table = screen.getByRole('table', { name: 'Milestone amounts per month' });
  row(table, [formatMonth('2026-11'), formatMoney(5000, 'USD'), formatMoney(2500, 'USD')]);
  row(table, [formatMonth('2026-12'), formatMoney(8000, 'USD'), formatMoney(0, 'USD')]);
});

it('profitability: current and target profit and completion per snapshot; completion alone without the profit', () => {
  const item = { _id: 'p1', projectId: 'x', asOn: '2026-11-02', note: '', createdAt: '', updatedAt: '' };
  const { unmount } = render(
    <ProfitabilityChart
      items={[{ ...item, completionPercent: 40, currentProfitPercent: 18.5, targetProfitPercent: 25 }]}
    />,
  );
  const table = screen.getByRole('table', { name: 'Profit and completion per snapshot' });
  expect(
    within(table)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['18.5%', '25%', '40%']);
  unmount();

  render(<ProfitabilityChart items={[{ ...item, completionPercent: 60 }]} />);
  const completion = screen.getByRole('table', { name: 'Completion per snapshot' });
  expect(
    within(completion)
      .getAllByRole('cell')
      .map((cell) => cell.textContent),
  ).toEqual(['60%']);
});

it('NPS: per month, and per question with its text', () => {
  render(
    <NpsByMonthChart
      name="cNPS"
      byMonth={[
        { month: '2026-10', nps: 40, total: 5 },
        { month: '2026-11', nps: null, total: 0 },
      ]}
    />,
  );
  const months = screen.getByRole('table', { name: 'cNPS per month' });
  row(months, [formatMonth('2026-10'), '+40']);
  row(months, [formatMonth('2026-11'), '—']);

  render(
    <NpsByQuestionChart
      byQuestion={[
        { question: 'Would you recommend us?', nps: -12.5, total: 8 },
        { question: 'Is the work interesting?', nps: 0, total: 8 },
      ]}
    />,
  );
  const questions = screen.getByRole('table', { name: 'eNPS per question' });
  row(questions, ['Q1 Would you recommend us?', '-12.5']);
  row(questions, ['Q2 Is the work interesting?', '0']);
});
