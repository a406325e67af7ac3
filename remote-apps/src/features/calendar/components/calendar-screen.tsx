import { PageHeader, useMessages } from '@timely/shared-ui';
import { calendarMessages } from '../messages/messages';

/** The calendar app: month, week and day views. (placeholder until the app lands: its name as the page's heading) */
export function CalendarScreen() {
  const t = useMessages(calendarMessages);
  return <PageHeader title={t('calendar.title')} />;
}
