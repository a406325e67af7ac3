import { useMessages } from '@timely/shared-ui';
import { Button, Dropdown, theme } from 'antd';
import type { CalendarEvent } from '../api/get-calendar-events';
import { labelLook } from '../utils/calendar-labels';
import type { DayKey } from '../utils/calendar-dates';
import { formatEventTime, formatLongDay } from '../utils/calendar-format';
import { calendarMessages } from '../messages/messages';

type MoreEventsProps = { day: DayKey; events: CalendarEvent[]; onOpen: (event: CalendarEvent) => void };

/** "+2 more" under a full day of the month: a menu of the day's other events, each opening its details. */
export function MoreEvents({ day, events, onOpen }: MoreEventsProps) {
  const t = useMessages(calendarMessages);
  const { token } = theme.useToken();
  const byId = new Map(events.map((event) => [String(event.id), event]));
  return (
    <Dropdown
      trigger={['click']}
      autoFocus
      menu={{
        items: events.map((event) => ({
          key: String(event.id),
          icon: (
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 8,
                height: 8,
                borderRadius: '50%',
                background: labelLook(event.label, token).color,
              }}
            />
          ),
          label: `${formatEventTime(event) ?? t('calendar.allDay')} · ${event.title}`,
        })),
        onClick: ({ key }) => {
          const event = byId.get(key);
          if (event) onOpen(event);
        },
      }}
    >
      <Button
        type="link"
        size="small"
        aria-label={t('calendar.more.name', { count: events.length, day: formatLongDay(day) })}
        style={{ padding: '0 4px', height: 'auto', fontSize: token.fontSizeSM }}
      >
        {t('calendar.more', { count: events.length })}
      </Button>
    </Dropdown>
  );
}
