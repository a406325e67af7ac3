import { healthSchema } from '@timely/contract';
import { computeHealth, healthBand, healthRatio } from './health.js';

describe('health', () => {
  it('adds 25 points per target met, each ratio capped at 1 (a worked example)', () => {
    // revenue 80k of 100k → 0.8 (20 pts); profit 15 % of 20 % → 0.75 (18.75); eNPS 6 of 7.5 → 0.8 (20);
    // cNPS 9 of 8 → capped at 1 (25). 20 + 18.75 + 20 + 25 = 83.75 → 84, "excellent".
    const health = computeHealth({
      revenue: { achieved: 80_000, target: 100_000 },
      profit: { achieved: 15, target: 20 },
      enps: { achieved: 6, target: 7.5 },
      cnps: { achieved: 9, target: 8 },
    });
    expect(healthSchema.parse(health)).toEqual(health);
    expect(health.score).toBe(84);
    expect(health.band).toBe('excellent');
    expect(health.parts.map((part) => [part.key, part.ratio, part.points])).toEqual([
      ['revenue', 0.8, 20],
      ['profit', 0.75, 18.75],
      ['enps', 0.8, 20],
      ['cnps', 1, 25],
    ]);
  });

  it('scores a missing value and a loss as 0, and a zero target as met', () => {
    // revenue nothing expected → 1 (25); profit −5 % → 0; eNPS not recorded → 0; cNPS 4 of 8 → 0.5 (12.5)
    const health = computeHealth({
      revenue: { achieved: 0, target: 0 },
      profit: { achieved: -5, target: 20 },
      enps: { achieved: null, target: 7 },
      cnps: { achieved: 4, target: 8 },
    });
    expect(health.score).toBe(38);
    expect(health.band).toBe('at-risk');
    expect(healthRatio(null, 0)).toBe(0);
  });

  it('puts every whole score in exactly one band', () => {
    expect([0, 20, 21, 40, 41, 60, 61, 80, 81, 100].map(healthBand)).toEqual([
      'critical',
      'critical',
      'at-risk',
      'at-risk',
      'fair',
      'fair',
      'good',
      'good',
      'excellent',
      'excellent',
    ]);
  });

  it('rounds before banding: 20.5 points is 21, at risk, not critical', () => {
    // revenue 0.82 → 20.5 points; nothing else
    const health = computeHealth({
      revenue: { achieved: 82, target: 100 },
      profit: { achieved: null, target: 20 },
      enps: { achieved: null, target: 7 },
      cnps: { achieved: null, target: 7 },
    });
    expect(health.score).toBe(21);
    expect(health.band).toBe('at-risk');
  });
});
