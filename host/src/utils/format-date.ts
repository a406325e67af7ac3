import { dateTimeFormat } from '@timely/shared-ui';

/**
 * Dates as the user reads them: in their browser's locale and in the time zone of their profile
 * (PRODUCT.md §3: no hard-coded zone). An unknown zone falls back to the browser's.
 */
export function formatDateTime(iso: string, timeZone: string | undefined, locale?: string): string {
  const date = new Date(iso);
  try {
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

/** "3 hours ago", "yesterday": how long ago, in the user's language; under a minute is "now". */
export function formatRelative(iso: string, now: number = Date.now(), locale?: string): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'second');
}
