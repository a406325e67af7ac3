const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The template's full date string (`Mon Dec 21 2020 07:45:00 GMT+0000 (GMT)`), always in UTC: Date's own
 * toString() follows the server's time zone, and the answer must not depend on where the server runs.
 */
export function fullDateString(date: Date): string {
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${WEEKDAYS[date.getUTCDay()]} ${monthDay(date)} ${date.getUTCFullYear()} ${time} GMT+0000 (GMT)`;
}

/** "Dec 21" (UTC). */
export function monthDay(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${pad(date.getUTCDate())}`;
}
