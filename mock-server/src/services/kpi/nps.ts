import type { NpsBreakdown } from '@timely/contract';

/**
 * The standard Net Promoter Score of 0–10 answers: promoters answer 9–10, detractors 0–6, passives 7–8;
 * NPS = % promoters − % detractors, from −100 (all detractors) to +100 (all promoters), rounded to one
 * decimal. No answers give null, not 0: "no survey" is not "neutral".
 */
export function npsOf(scores: readonly number[]): NpsBreakdown {
  const promoters = scores.filter((score) => score >= 9).length;
  const detractors = scores.filter((score) => score <= 6).length;
  const total = scores.length;
  const nps = total === 0 ? null : Math.round(((promoters - detractors) / total) * 1000) / 10;
  return { nps, promoters, passives: total - promoters - detractors, detractors, total };
}

/**
 * A −100…100 score on the 0–10 scale that entered values and targets use: (nps + 100) ÷ 20, so −100 → 0,
 * 0 → 5 and +100 → 10. Health compares a survey-based month with the same 0–10 target this way.
 */
export function npsToTenScale(nps: number): number {
  return Math.round(((nps + 100) / 20) * 100) / 100;
}
