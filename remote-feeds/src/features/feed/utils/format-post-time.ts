import { dateTimeFormat } from '@timely/shared-ui';

/**
 * A moment as the reader sees it: their browser's locale, their profile's time zone (PRODUCT.md §3: no
 * hard-coded zone). An unknown zone falls back to the browser's rather than breaking the feed.
 */
export function formatPostTime(iso: string, timeZone: string | undefined, locale?: string): string {
  const date = new Date(iso);
  try {
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(date);
  } catch {
    // RangeError for a zone this browser does not know
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
  }
}
