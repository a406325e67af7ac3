import { useMessages } from '@timely/shared-ui';
import { theme } from 'antd';
import type { CSSProperties } from 'react';
import type { CalendarEvent } from '../api/get-calendar-events';
import { labelLook } from '../utils/calendar-labels';
import { formatEventTime, formatTime } from '../utils/calendar-format';
import { calendarMessages } from '../messages/messages';
import { labelName } from './calendar-labels-text';

export const EVENT_CLASS = 'timely-calendar-event';
export const DAY_CLASS = 'timely-calendar-day';
export const HOURS_CLASS = 'timely-calendar-hours';

type EventButtonProps = {
  event: CalendarEvent;
  onOpen: (event: CalendarEvent) => void;
  /** `line`: one line (month cells, the all-day row); `block`: a block on the hours of the week and day views. */
  shape: 'line' | 'block';
  style?: CSSProperties;
};

/** One event, a button that opens its details; screen readers hear its title, label and time. */
export function EventButton({ event, onOpen, shape, style }: EventButtonProps) {
  const t = useMessages(calendarMessages);
  const { token } = theme.useToken();
  const look = labelLook(event.label, token);
  const time = formatEventTime(event, undefined) ?? t('calendar.allDay');
  const name = t('calendar.event.name', { title: event.title, label: labelName(event.label, t), time });
  const startTime = event.allDay ? null : formatTime(event.start);
  return (
    <button
      type="button"
      className={EVENT_CLASS}
      aria-label={name}
      title={name}
      data-event-id={event.id}
      onClick={() => onOpen(event)}
      style={{
        // a block on the hours reads from its top, as a button would centre it
        display: shape === 'block' ? 'flex' : 'block',
        flexDirection: 'column',
        justifyContent: 'flex-start',
        width: '100%',
        boxSizing: 'border-box',
        margin: 0,
        padding: shape === 'block' ? '2px 6px' : '0 6px',
        border: 'none',
        borderInlineStart: `3px solid ${look.color}`,
        borderRadius: token.borderRadiusSM,
        background: look.background,
        color: token.colorText,
        font: 'inherit',
        fontSize: token.fontSizeSM,
        lineHeight: `${token.lineHeightSM * token.fontSizeSM}px`,
        textAlign: 'start',
        cursor: 'pointer',
        overflow: 'hidden',
        whiteSpace: shape === 'line' ? 'nowrap' : 'normal',
        textOverflow: 'ellipsis',
        ...style,
      }}
    >
      {shape === 'line' ? (
        <>
          {startTime && <span style={{ color: token.colorTextSecondary, marginInlineEnd: 4 }}>{startTime}</span>}
          <span translate="no" dir="auto" style={{ fontWeight: token.fontWeightStrong }}>
            {event.title}
          </span>
        </>
      ) : (
        <>
          <span translate="no" dir="auto" style={{ display: 'block', fontWeight: token.fontWeightStrong }}>
            {event.title}
          </span>
          <span style={{ display: 'block', color: token.colorTextSecondary }}>{time}</span>
        </>
      )}
    </button>
  );
}
