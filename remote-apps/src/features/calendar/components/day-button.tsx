import { useMessages } from '@timely/shared-ui';
import { Flex, theme } from 'antd';
import type { DayKey } from '../utils/calendar-dates';
import { formatDayNumber, formatLongDay } from '../utils/calendar-format';
import { calendarMessages } from '../messages/messages';
import { DAY_CLASS } from './event-button';
import { visuallyHidden } from './visually-hidden';

type DayButtonProps = {
  day: DayKey;
  isToday: boolean;
  inMonth: boolean;
  chosen: boolean;
  count: number;
  onPick: (day: DayKey) => void;
};

/** The day's number: a button to the day (its view, or its list on a phone), named by the full date. */
export function DayButton({ day, isToday, inMonth, chosen, count, onPick }: DayButtonProps) {
  const { token } = theme.useToken();
  const t = useMessages(calendarMessages);
  const size = 24;
  return (
    <Flex justify="center">
      <button
        type="button"
        onClick={() => onPick(day)}
        aria-current={isToday ? 'date' : undefined}
        aria-pressed={chosen || undefined}
        style={{
          minWidth: size,
          height: size,
          padding: '0 4px',
          border: 'none',
          borderRadius: size / 2,
          cursor: 'pointer',
          font: 'inherit',
          fontSize: token.fontSizeSM,
          fontWeight: isToday ? token.fontWeightStrong : undefined,
          background: isToday ? token.colorPrimary : 'transparent',
          color: isToday ? token.colorTextLightSolid : inMonth ? token.colorText : token.colorTextSecondary,
        }}
        className={DAY_CLASS}
      >
        <span aria-hidden>{formatDayNumber(day)}</span>
        <span style={visuallyHidden}>{t('calendar.day.name', { day: formatLongDay(day), count })}</span>
      </button>
    </Flex>
  );
}
