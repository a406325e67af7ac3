import { useMessages } from '@timely/shared-ui';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, ConfigProvider, Flex, Segmented, Typography } from 'antd';
import { useContext } from 'react';
import { CALENDAR_VIEWS, type CalendarView, type DayKey, stepOf } from '../utils/calendar-dates';
import { calendarMessages } from '../messages/messages';

type Props = {
  view: CalendarView;
  day: DayKey;
  today: DayKey;
  title: string;
  go: (next: { view?: CalendarView; date?: DayKey }) => void;
};

/** Today, back and forward by the view's step, the range's title, and the view switch. */
export function CalendarToolbar({ view, day, today, title, go }: Props) {
  const t = useMessages(calendarMessages);
  const direction = useContext(ConfigProvider.ConfigContext).direction;
  const [Back, Forward] = direction === 'rtl' ? [RightOutlined, LeftOutlined] : [LeftOutlined, RightOutlined];

  return (
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
}
