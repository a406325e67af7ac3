import { QueryErrorState } from '@timely/shared-auth';
import { PageHeader, useMessages, useScreen } from '@timely/shared-ui';
import { Card, Flex, Skeleton, theme } from 'antd';
import { useState } from 'react';
import { type CalendarEvent, useCalendarEvents } from '../api/get-calendar-events';
import { useCalendarPosition } from '../hooks/use-calendar-position';
import { firstEventDay, occursBetween, rangeOf, weekOf } from '../utils/calendar-dates';
import { labelsOf } from '../utils/calendar-labels';
import { calendarMessages } from '../messages/messages';
import { CalendarNotice } from './calendar-notice';
import { CalendarToolbar } from './calendar-toolbar';
import { DAY_CLASS, EVENT_CLASS, HOURS_CLASS } from './event-button';
import { EventDrawer } from './event-drawer';
import { LabelFilter } from './label-filter';
import { MonthView } from './month-view';
import { TimeGrid } from './time-grid';

// the focus ring of the events and days, hand-made buttons that antd does not style
const FOCUS_RING = `.${EVENT_CLASS}:focus-visible, .${DAY_CLASS}:focus-visible, .${HOURS_CLASS}:focus-visible { outline: 2px solid var(--timely-calendar-focus); outline-offset: 1px; }`;

/**
 * /calendar: the demo API's events in a month, week or day, coloured and filtered by label; an event opens
 * its details (read only). The view and the day shown live in the URL (`?view=week&date=2026-11-23`);
 * without them, today's month. A range with no event offers the way to the first one.
 */
export function CalendarScreen() {
  const t = useMessages(calendarMessages);
  const { token } = theme.useToken();
  const wide = useScreen('md');
  const events = useCalendarEvents();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<CalendarEvent | null>(null);
  const { today, view, day, firstDay, title, go } = useCalendarPosition();

  const all = events.data ?? [];
  const labels = labelsOf(all);
  const visible = all.filter((event) => !hidden.has(event.label.toLowerCase()));
  const { from, to } = rangeOf(view, day, firstDay);
  const inRange = visible.filter((event) => occursBetween(event, from, to));
  const firstEvent = firstEventDay(visible);

  const body = events.isPending ? (
    <div role="status" aria-label={t('calendar.loading')}>
      <Skeleton active paragraph={{ rows: 10 }} title={false} />
    </div>
  ) : events.isError ? (
    <QueryErrorState query={events} title={t('calendar.loadFailed')} />
  ) : view === 'month' ? (
    <MonthView
      day={day}
      today={today}
      firstDay={firstDay}
      events={visible}
      title={title}
      compact={!wide}
      onOpen={setOpened}
      onPickDay={(picked) => go(wide ? { view: 'day', date: picked } : { date: picked })}
    />
  ) : (
    <TimeGrid
      days={view === 'week' ? weekOf(day, firstDay) : [day]}
      today={today}
      events={visible}
      onOpen={setOpened}
      onPickDay={view === 'week' ? (picked) => go({ view: 'day', date: picked }) : undefined}
    />
  );

  return (
    <div
      style={{
        ['--timely-calendar-focus' as string]: token.colorPrimaryBorderHover,
      }}
    >
      <style>{FOCUS_RING}</style>
      <PageHeader title={t('calendar.title')} subtitle={t('calendar.subtitle')} />
      <Flex gap={16} vertical={!wide} align="flex-start">
        <Card size="small" style={{ width: wide ? 220 : '100%', flex: 'none' }}>
          <LabelFilter labels={labels} hidden={hidden} onChange={(next) => setHidden(next)} compact={!wide} />
        </Card>
        <Card style={{ flex: 1, minWidth: 0, width: '100%' }} styles={{ body: { padding: wide ? 24 : 12 } }}>
          <CalendarToolbar view={view} day={day} today={today} title={title} go={go} />
          {events.data && (
            <CalendarNotice
              view={view}
              counts={{ all: all.length, visible: visible.length, inRange: inRange.length }}
              firstEvent={firstEvent}
              from={from}
              to={to}
              go={go}
            />
          )}
          {body}
        </Card>
      </Flex>
      <EventDrawer event={opened} onClose={() => setOpened(null)} width={wide ? 420 : '100%'} />
    </div>
  );
}
