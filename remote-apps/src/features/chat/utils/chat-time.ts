import { dateTimeFormat } from '@timely/shared-ui';

/** The API's full date string as a Date; undefined when it cannot be read. */
function dateOf(time: string): Date | undefined {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** A message's time of day in the reader's locale and time zone ("14:05", "2:05 PM"). */
export function formatMessageTime(time: string): string {
  const date = dateOf(time);
  return date ? dateTimeFormat(undefined, { timeStyle: 'short' }).format(date) : '';
}

/** The full moment, for a tooltip and a `<time>`'s machine-readable value. */
export function formatMessageMoment(time: string): { label: string; iso: string } {
  const date = dateOf(time);
  if (!date) return { label: '', iso: '' };
  return {
    label: dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(date),
    iso: date.toISOString(),
  };
}

/** The list's time: the time of day for today, else the day ("Nov 26"). */
export function formatListTime(time: string, now = new Date()): string {
  const date = dateOf(time);
  if (!date) return '';
  if (date.toDateString() === now.toDateString()) return formatMessageTime(time);
  const sameYear = date.getFullYear() === now.getFullYear();
  return dateTimeFormat(undefined, { day: 'numeric', month: 'short', ...(sameYear ? {} : { year: 'numeric' }) }).format(
    date,
  );
}

/** The day a run of messages was written, for the thread's separators ("Nov 26, 2026"). */
export function formatMessageDay(time: string): string {
  const date = dateOf(time);
  return date ? dateTimeFormat(undefined, { dateStyle: 'medium' }).format(date) : '';
}

/** The local day of a message, to tell where a new day starts. */
export function dayKey(time: string): string {
  return dateOf(time)?.toDateString() ?? '';
}
