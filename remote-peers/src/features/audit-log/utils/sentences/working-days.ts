import { dateTimeFormat } from '@timely/shared-ui';

const WEEK_FROM_MONDAY = [1, 2, 3, 4, 5, 6, 0];

/** A weekday (0 Sunday … 6 Saturday) in the reader's language, short: "Mon", "Mo.", "الاثنين". */
const weekdayName = (day: number, locale?: string): string =>
  // 7 January 2024 was a Sunday
  dateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, 7 + day)));

/**
 * A working week as it reads: one run of three or more days as a range ("Mon–Fri", "Sun–Thu", "Sat–Wed"
 * across the weekend), anything else as a list Monday first ("Mon, Wed, Fri"); null when every day is in it.
 */
export function workingWeekText(days: readonly number[], locale?: string): string | null {
  const set = new Set(days.filter((day) => Number.isInteger(day) && day >= 0 && day <= 6));
  if (set.size === 7) return null;
  if (!set.size) return '—';
  const starts = [...set].filter((day) => !set.has((day + 6) % 7));
  if (starts.length === 1 && set.size >= 3) {
    const start = starts[0]!;
    return `${weekdayName(start, locale)}–${weekdayName((start + set.size - 1) % 7, locale)}`;
  }
  const names = WEEK_FROM_MONDAY.filter((day) => set.has(day)).map((day) => weekdayName(day, locale));
  return new Intl.ListFormat(locale, { style: 'short', type: 'unit' }).format(names);
}
