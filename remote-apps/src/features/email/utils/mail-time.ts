import type { DemoEmail } from '@timely/contract';
import { dateTimeFormat } from '@timely/shared-ui';
import { sentAt } from './mail-filters';

/** A list's time: the hour today, the day this year, else the day and year, in the portal's locale. */
export function formatListTime(mail: Pick<DemoEmail, 'time'>, now: Date = new Date()): string {
  const when = new Date(sentAt(mail));
  if (when.toDateString() === now.toDateString()) {
    return dateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }).format(when);
  }
  if (when.getFullYear() === now.getFullYear()) {
    return dateTimeFormat(undefined, { month: 'short', day: 'numeric' }).format(when);
  }
  return dateTimeFormat(undefined, { dateStyle: 'medium' }).format(when);
}

/** An open mail's time in full: "12 Mar 2026, 14:05". */
export function formatFullTime(mail: Pick<DemoEmail, 'time'>): string {
  return dateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(sentAt(mail)));
}

/** The sender's initials for their avatar (the demo's picture paths point at no file). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => word[0]!.toLocaleUpperCase())
    .join('');
}
