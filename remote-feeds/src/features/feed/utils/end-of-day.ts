import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * The last moment of a calendar day (YYYY-MM-DD) in the reader's time zone, as an ISO instant: a pin
 * "until Friday" ends when Friday ends where the admin lives, not in UTC.
 */
export function endOfDayIn(day: string, timeZone: string | undefined): string {
  try {
    return dayjs.tz(day, timeZone).endOf('day').toISOString();
  } catch {
    // RangeError for an unknown zone: the browser's own zone is the next best guess
    return dayjs(day).endOf('day').toISOString();
  }
}
