/**
 * Numbers and dates as the user reads them: their browser's locale, and for moments in time their own
 * time zone (the session user's `timeZone`). Calendar dates (YYYY-MM-DD) have no zone and are shown as is.
 */
import type { NpsValue } from '@timely/contract';
import { dateTimeFormat, formatPercentOf, knownTimeZone, numberFormat } from '@timely/shared-ui';

const DASH = '—';

/**
 * The server leaves money out for a caller who may not see it (docs/privacy.md): a record shows money when
 * its revenue field is present at all, even if nothing is recorded (null).
 */
export function showsMoney(record: object, field = 'achievedRevenue'): boolean {
  return field in record;
}

export function formatMoney(
  value: number | null | undefined,
  currency: string,
  options: { compact?: boolean } = {},
): string {
  if (value === null || value === undefined) return DASH;
  return numberFormat(undefined, {
    style: 'currency',
    currency,
    maximumFractionDigits: options.compact ? 1 : 0,
    notation: options.compact ? 'compact' : 'standard',
  }).format(value);
}

export function formatPercent(value: number | null | undefined): string {
  if (value === null || value === undefined) return DASH;
  return formatPercentOf(value);
}

/** A 0–10 score, one decimal. */
export function formatScore(value: number | null): string {
  if (value === null) return DASH;
  return numberFormat(undefined, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
}

/** A −100…100 NPS with its sign: "+20", "−33.3". */
export function formatNps(value: number | null): string {
  if (value === null) return DASH;
  return numberFormat(undefined, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }).format(value);
}

/**
 * An eNPS or cNPS as docs/ scales it, the same on every screen: a month's survey by the standard
 * formula on −100…100 ("−50", as its survey tab shows it), a number entered on 0–10 ("7.5").
 */
export function formatNpsValue(value: NpsValue): string {
  if (value.source === 'survey') return formatNps(value.nps);
  return formatScore(value.value);
}

/**
 * An eNPS or cNPS target (set on 0–10) on the scale of the value it is compared with, so one card shows one
 * scale: beside a survey's −100…100 score it reads as that score, target × 20 − 100 (health's conversion
 * the other way round), so "target +50" beside "+20", not "target 7.5".
 */
export function formatNpsTarget(target: number, value: NpsValue): string {
  if (value.source === 'survey') return formatNps(target * 20 - 100);
  return formatScore(target);
}

/** "March 2026" for "2026-03". */
export function formatMonth(month: string, style: 'long' | 'short' = 'long'): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return dateTimeFormat(undefined, { month: style, year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, mon - 1, 1)),
  );
}

/** Days in the portal's one date style, a dash when there is none: shared-ui's, with the formats of this remote. */
export { formatDay } from '@timely/shared-ui';

/** The month a moment falls in, in a time zone: what "this month" means to the user. */
export function monthIn(timeZone: string | undefined, now: Date = new Date()): string {
  const parts = dateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    timeZone: knownTimeZone(timeZone),
  }).formatToParts(now);
  const year = parts.find((part) => part.type === 'year')!.value;
  const month = parts.find((part) => part.type === 'month')!.value;
  return `${year}-${month}`;
}
