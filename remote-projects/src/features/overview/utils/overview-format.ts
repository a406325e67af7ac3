import { dateTimeFormat, formatPercentOf, numberFormat, type Translate } from '@timely/shared-ui';
import type { overviewMessages } from '../messages/messages';

/** "Mon" for a calendar day. */
export function formatShortWeekday(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return dateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/** A share as the server gave it (one decimal), or a dash when nobody was counted. */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : formatPercentOf(value);
}

/** "12.5 points" / "1 point". */
export function formatPoints(t: Translate<typeof overviewMessages>, points: number): string {
  return t('dash.karma.points', {
    count: points,
    points: numberFormat(undefined, { maximumFractionDigits: 2 }).format(points),
  });
}
