/**
 * Dates and numbers as the user reads them: their browser's locale. Calendar dates (YYYY-MM-DD) have no
 * time zone and are shown as that day; moments in time use the signed-in peer's zone.
 */
import { numberFormat } from '@timely/shared-ui';

const DASH = '—';

/** Days in the portal's one date style, a dash when there is none: shared-ui's, with the formats of this remote. */
export { formatDay } from '@timely/shared-ui';

export function formatScore(score: number | null): string {
  if (score === null) return DASH;
  return numberFormat(undefined, { maximumFractionDigits: 1 }).format(score);
}

export function formatHours(hours: number): string {
  return `${numberFormat(undefined, { maximumFractionDigits: 2 }).format(hours)} h`;
}

/** "Yes, 6 months" / "No" (PRODUCT.md §3). */
export function formatRecurring(count: number | null, unit: 'month' | 'week'): string {
  return count ? `Yes, ${count} ${unit}${count === 1 ? '' : 's'}` : 'No';
}

/** The colour band of a completion bar: ≤35 % red, ≤70 % amber, above green (PRODUCT.md §3). */
export function completionBand(percent: number): 'low' | 'mid' | 'high' {
  if (percent <= 35) return 'low';
  if (percent <= 70) return 'mid';
  return 'high';
}
