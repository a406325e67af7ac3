import { HEALTH_BANDS, type Health, type HealthBandKey, type HealthPart } from '@timely/contract';

/**
 * Health of a KPI row, 0–100 (the screens' docs in docs/, docs/kpi.md):
 *
 *   health = round(25 × r_revenue + 25 × r_profit + 25 × r_eNPS + 25 × r_cNPS)
 *   r = achieved ÷ target, capped to 0…1
 *
 * - revenue: achieved ÷ expected (org) or projected (project) revenue;
 * - profit: profit % ÷ the company's target profit % for the month;
 * - eNPS, cNPS: the month's 0–10 value ÷ the company's 0–10 target.
 * A part with nothing achieved recorded scores 0 (nothing shown, nothing earned). A target of 0 or less
 * means nothing was expected, so any achievement meets it (ratio 1). A negative profit scores 0.
 * The sum is rounded to a whole number so that it falls into exactly one band.
 */
export type HealthInput = {
  revenue: { achieved: number | null; target: number };
  profit: { achieved: number | null; target: number };
  enps: { achieved: number | null; target: number };
  cnps: { achieved: number | null; target: number };
};

const LABELS: Record<HealthPart['key'], string> = {
  revenue: 'Revenue',
  profit: 'Profit %',
  enps: 'eNPS',
  cnps: 'cNPS',
};

export function healthRatio(achieved: number | null, target: number): number {
  if (achieved === null) return 0;
  if (target <= 0) return 1;
  return Math.min(1, Math.max(0, achieved / target));
}

const HEALTH_KEYS = ['revenue', 'profit', 'enps', 'cnps'] as const;

export function computeHealth(input: HealthInput): Health {
  const parts = HEALTH_KEYS.map((key): HealthPart => {
    const { achieved, target } = input[key];
    const ratio = healthRatio(achieved, target);
    return { key, label: LABELS[key], achieved, target, ratio: round(ratio, 4), points: round(25 * ratio, 2) };
  });
  const score = Math.round(
    HEALTH_KEYS.reduce((sum, key) => sum + 25 * healthRatio(input[key].achieved, input[key].target), 0),
  );
  return { score, band: healthBand(score), parts };
}

/** 0–20 critical, 21–40 at risk, 41–60 fair, 61–80 good, 81–100 excellent. */
export function healthBand(score: number): HealthBandKey {
  const band = HEALTH_BANDS.find((candidate) => score <= candidate.max) ?? HEALTH_BANDS[HEALTH_BANDS.length - 1]!;
  return band.key;
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
