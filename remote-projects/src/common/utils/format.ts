/**
 * Dates and numbers as the user reads them: the portal's language. Calendar dates (YYYY-MM-DD) have no
 * time zone and are shown as that day; moments in time use the signed-in peer's zone.
 */
import type { ScoringUnit, SprintSnapshot } from '@timely/contract';
import { numberFormat, type Translate } from '@timely/shared-ui';
import type { projectsMessages } from '../../messages/messages';

const DASH = '—';

/** Days in the portal's one date style, a dash when there is none: shared-ui's, with the formats of this remote. */
export { formatDay } from '@timely/shared-ui';

export function formatScore(score: number | null): string {
  if (score === null) return DASH;
  // two decimals, as the API freezes it and the feed post says it (issue #49: every screen the same number)
  return numberFormat(undefined, { maximumFractionDigits: 2 }).format(score);
}

/** "6.5 h" in the reader's language and digits. */
export function formatHours(t: Translate<typeof projectsMessages>, hours: number): string {
  return t('common.hours', { hours: numberFormat(undefined, { maximumFractionDigits: 2 }).format(hours) });
}

/** "5 pt" in the reader's language and digits. */
export function formatPoints(t: Translate<typeof projectsMessages>, points: number): string {
  return t('sprints.points', { points: numberFormat(undefined, { maximumFractionDigits: 2 }).format(points) });
}

/** A sprint number in the unit it is scored in (issue #49): hours or story points. */
export function formatAmount(t: Translate<typeof projectsMessages>, value: number, unit: ScoringUnit): string {
  return unit === 'points' ? formatPoints(t, value) : formatHours(t, value);
}

/** A sprint's snapshot numbers in its scoring unit. */
export function snapshotInUnit(snapshot: SprintSnapshot): {
  committed: number;
  completed: number;
  spillOver: number;
  scopeAdded: number;
} {
  const points = snapshot.scoringUnit === 'points';
  return {
    committed: points ? snapshot.committedPoints : snapshot.committedHours,
    completed: points ? snapshot.completedPoints : snapshot.completedHours,
    spillOver: points ? snapshot.spillOverPoints : snapshot.spillOverHours,
    scopeAdded: points ? snapshot.scopeAddedPoints : snapshot.scopeAddedHours,
  };
}

/** "Yes, 6 months" / "No" (the screens' docs in docs/). */
export function formatRecurring(
  t: Translate<typeof projectsMessages>,
  count: number | null,
  unit: 'month' | 'week',
): string {
  if (!count) return t('common.recurring.no');
  return unit === 'month' ? t('common.recurring.months', { count }) : t('common.recurring.weeks', { count });
}

/** The colour band of a completion bar: ≤35 % red, ≤70 % amber, above green (the screens' docs in docs/). */
export function completionBand(percent: number): 'low' | 'mid' | 'high' {
  if (percent <= 35) return 'low';
  if (percent <= 70) return 'mid';
  return 'high';
}
