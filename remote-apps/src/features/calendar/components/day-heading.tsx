import { Flex, theme } from 'antd';
import type { DayKey } from '../utils/calendar-dates';
import { formatDayNumber, formatLongDay, formatWeekdayShort } from '../utils/calendar-format';
import { DAY_CLASS } from './event-button';
import { visuallyHidden } from './visually-hidden';

type DayHeadingProps = { day: DayKey; isToday: boolean; onPick?: (day: DayKey) => void };

/** A day over its column: weekday and number, a button to its day view in the week view. */
export function DayHeading({ day, isToday, onPick }: DayHeadingProps) {
  const { token } = theme.useToken();
  const content = (
    <Flex vertical align="center" style={{ padding: '4px 0' }}>
      <span aria-hidden style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        {formatWeekdayShort(day)}
      </span>
      <span
        aria-hidden
        style={{
          minWidth: 28,
          lineHeight: '28px',
          borderRadius: 14,
          textAlign: 'center',
          fontWeight: token.fontWeightStrong,
          background: isToday ? token.colorPrimary : undefined,
          color: isToday ? token.colorTextLightSolid : token.colorText,
        }}
      >
        {formatDayNumber(day)}
      </span>
      <span style={visuallyHidden}>{formatLongDay(day)}</span>
    </Flex>
  );
  return onPick ? (
    <button
      type="button"
      className={DAY_CLASS}
      aria-current={isToday ? 'date' : undefined}
      onClick={() => onPick(day)}
      style={{ border: 'none', background: 'transparent', cursor: 'pointer', font: 'inherit', padding: 0 }}
    >
      {content}
    </button>
  ) : (
    <div aria-current={isToday ? 'date' : undefined}>{content}</div>
  );
}
