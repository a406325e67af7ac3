import type { RadarPoint } from '@timely/contract';

export type RadarInput = {
  revenue: { expected: number | null; achieved: number | null };
  profitPercent: { expected: number; achieved: number | null };
  enps: { expected: number; achieved: number | null };
  cnps: { expected: number; achieved: number | null };
};

/**
 * The TV spotlight's radar: expected against achieved for each metric, each on 0–10 so that the four
 * axes share one scale.
 * - Revenue: money has no natural ceiling, so the larger of projected and achieved is 10 and the other is
 *   in proportion (projected 100k, achieved 80k → 10 and 8).
 * - Profit %: 10 % per point (a 25 % margin → 2.5), 0…100 % → 0…10; a loss shows as 0.
 * - eNPS, cNPS: already on 0–10.
 * Nothing recorded shows as 0.
 */
export function radarOf(input: RadarInput): RadarPoint[] {
  const expectedRevenue = input.revenue.expected ?? 0;
  const achievedRevenue = input.revenue.achieved ?? 0;
  const top = Math.max(expectedRevenue, achievedRevenue);
  const revenueScale = (value: number) => (top > 0 ? (10 * value) / top : 0);
  return [
    {
      metric: 'Revenue',
      expected: clamp(revenueScale(expectedRevenue)),
      achieved: clamp(revenueScale(achievedRevenue)),
    },
    {
      metric: 'Profit',
      expected: clamp(input.profitPercent.expected / 10),
      achieved: clamp((input.profitPercent.achieved ?? 0) / 10),
    },
    { metric: 'eNPS', expected: clamp(input.enps.expected), achieved: clamp(input.enps.achieved ?? 0) },
    { metric: 'cNPS', expected: clamp(input.cnps.expected), achieved: clamp(input.cnps.achieved ?? 0) },
  ];
}

function clamp(value: number): number {
  return Math.round(Math.min(10, Math.max(0, value)) * 100) / 100;
}
