import { useMessages } from '@timely/shared-ui';
import { Alert, Button } from 'antd';
import type { CalendarView, DayKey } from '../utils/calendar-dates';
import { calendarMessages } from '../messages/messages';

type Props = {
  view: CalendarView;
  /** How many events there are at all, after the label filter, and in the range shown. */
  counts: { all: number; visible: number; inRange: number };
  firstEvent: DayKey | undefined;
  from: DayKey;
  to: DayKey;
  go: (next: { date: DayKey }) => void;
};

/** Why the calendar shows nothing, if it does not: no events, all filtered out, or none in this range. */
export function CalendarNotice({ view, counts, firstEvent, from, to, go }: Props) {
  const t = useMessages(calendarMessages);
  const notice = (() => {
    if (counts.all === 0) return <Alert type="info" showIcon title={t('calendar.empty.none')} />;
    if (counts.visible === 0) return <Alert type="info" showIcon title={t('calendar.empty.filtered')} />;
    if (counts.inRange > 0) return null;
    return (
      <Alert
        type="info"
        showIcon
        title={t(`calendar.empty.${view}`)}
        action={
          firstEvent && (firstEvent < from || firstEvent > to) ? (
            <Button size="small" onClick={() => go({ date: firstEvent })}>
              {t('calendar.goToFirst')}
            </Button>
          ) : undefined
        }
      />
    );
  })();
  return notice && <div style={{ marginBottom: 12 }}>{notice}</div>;
}
