import { QueryErrorState } from '@timely/shared-auth';
import { PageHeader, portalLocale, useMessages, useScreen, useUrlParams } from '@timely/shared-ui';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, ConfigProvider, Flex, Segmented, Skeleton, Typography, theme } from 'antd';
import { useContext, useMemo, useState } from 'react';
import { type CalendarEvent, useCalendarEvents } from '../api/get-calendar-events';
import {
  CALENDAR_VIEWS,
  type CalendarView,
  type DayKey,
  firstDayOfWeek,
  firstEventDay,
  isDayKey,
  occursBetween,
  rangeOf,
  stepOf,
  todayKey,
  weekOf,
} from '../utils/calendar-dates';
import { viewTitle } from '../utils/calendar-format';
import { labelsOf } from '../utils/calendar-labels';
import { calendarMessages } from '../messages/messages';
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
  const direction = useContext(ConfigProvider.ConfigContext).direction;
  const wide = useScreen('md');
  const params = useUrlParams<'view' | 'date'>();
  const events = useCalendarEvents();
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [opened, setOpened] = useState<CalendarEvent | null>(null);

  const today = todayKey();
  const view: CalendarView = (CALENDAR_VIEWS as readonly string[]).includes(params.get('view'))
    ? (params.get('view') as CalendarView)
    : 'month';
  const day: DayKey = isDayKey(params.get('date')) ? params.get('date') : today;
  const locale = portalLocale();
  const firstDay = useMemo(() => firstDayOfWeek(locale), [locale]);
  const title = viewTitle(view, day, firstDay);
  const go = (next: { view?: CalendarView; date?: DayKey }) =>
    params.set({ view: next.view ?? view, date: next.date ?? day });

  const all = events.data ?? [];
  const labels = labelsOf(all);
  const visible = all.filter((event) => !hidden.has(event.label.toLowerCase()));
  const { from, to } = rangeOf(view, day, firstDay);
  const inRange = visible.filter((event) => occursBetween(event, from, to));
  const firstEvent = firstEventDay(visible);

  const [Back, Forward] = direction === 'rtl' ? [RightOutlined, LeftOutlined] : [LeftOutlined, RightOutlined];

  const toolbar = (
    <Flex wrap align="center" justify="space-between" gap={12} style={{ marginBottom: 16 }}>
      <Flex align="center" gap={8} wrap>
        <Button onClick={() => go({ date: today })}>{t('calendar.today')}</Button>
        <Button
          icon={<Back />}
          aria-label={t(`calendar.previous.${view}`)}
          onClick={() => go({ date: stepOf(view, day, -1) })}
        />
        <Button
          icon={<Forward />}
          aria-label={t(`calendar.next.${view}`)}
          onClick={() => go({ date: stepOf(view, day, 1) })}
        />
        <Typography.Title level={4} style={{ margin: 0 }} aria-live="polite">
          {title}
        </Typography.Title>
      </Flex>
      <Segmented<CalendarView>
        aria-label={t('calendar.view.label')}
        value={view}
        onChange={(next) => go({ view: next })}
        options={CALENDAR_VIEWS.map((value) => ({ value, label: t(`calendar.view.${value}`) }))}
      />
    </Flex>
  );

  const notice = (() => {
    if (!events.data) return null;
    if (all.length === 0) return <Alert type="info" showIcon title={t('calendar.empty.none')} />;
    if (visible.length === 0) return <Alert type="info" showIcon title={t('calendar.empty.filtered')} />;
    if (inRange.length > 0) return null;
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
          {toolbar}
          {notice && <div style={{ marginBottom: 12 }}>{notice}</div>}
          {body}
        </Card>
      </Flex>
      <EventDrawer event={opened} onClose={() => setOpened(null)} width={wide ? 420 : '100%'} />
    </div>
  );
}
