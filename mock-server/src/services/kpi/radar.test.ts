import { radarOf } from './radar.js';

describe('TV radar', () => {
  it('puts expected and achieved of each metric on 0–10', () => {
    expect(
      radarOf({
        revenue: { expected: 100_000, achieved: 80_000 },
        profitPercent: { expected: 20, achieved: 25 },
        enps: { expected: 7.5, achieved: 6 },
        cnps: { expected: 8, achieved: null },
      }),
    ).toEqual([
      { metric: 'Revenue', expected: 10, achieved: 8 },
      { metric: 'Profit', expected: 2, achieved: 2.5 },
      { metric: 'eNPS', expected: 7.5, achieved: 6 },
      { metric: 'cNPS', expected: 8, achieved: 0 },
    ]);
  });

  it('scales revenue to the larger of the two, and shows a loss and nothing expected as 0', () => {
    const [revenue, profit] = radarOf({
      revenue: { expected: 50_000, achieved: 125_000 },
      profitPercent: { expected: 20, achieved: -10 },
      enps: { expected: 7, achieved: 7 },
      cnps: { expected: 7, achieved: 7 },
    });
    expect(revenue).toEqual({ metric: 'Revenue', expected: 4, achieved: 10 });
    expect(profit).toEqual({ metric: 'Profit', expected: 2, achieved: 0 });
    expect(
      radarOf({
        revenue: { expected: null, achieved: null },
        profitPercent: { expected: 0, achieved: null },
        enps: { expected: 0, achieved: null },
        cnps: { expected: 0, achieved: null },
      })[0],
    ).toEqual({ metric: 'Revenue', expected: 0, achieved: 0 });
  });
});
