import type { Translate } from '@timely/shared-ui';
import { isKnownLabel } from '../utils/calendar-labels';
import type { calendarMessages } from '../messages/messages';

/** A label's name in the user's language; a label the template does not know, as the API wrote it. */
export function labelName(label: string, t: Translate<typeof calendarMessages>): string {
  const known = label.toLowerCase();
  return isKnownLabel(known) ? t(`calendar.label.${known}`) : label;
}
