import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { DatePicker } from '@timely/shared-ui/antd-more';
import dayjs from 'dayjs';
import { overviewMessages } from '../messages/messages';

/** Inclusive days as the API takes them (YYYY-MM-DD), or none chosen. */
export type Period = { from: string; to: string } | null;

const DAY = 'YYYY-MM-DD';

/** A from–to filter of the Overview's cards (antd's date pickers live in antd-more: lazy-period-picker.tsx). */
export default function PeriodPicker({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  const t = useMessages(overviewMessages);
  return (
    <DatePicker.RangePicker
      format={DATE_PICKER_FORMAT}
      aria-label={t('dash.period')}
      value={value ? [dayjs(value.from), dayjs(value.to)] : null}
      onChange={(range) =>
        onChange(range?.[0] && range[1] ? { from: range[0].format(DAY), to: range[1].format(DAY) } : null)
      }
      allowClear
    />
  );
}
