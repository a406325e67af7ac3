import { DatePicker } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';

export type Period = [Dayjs, Dayjs] | null;

/** The from–to filter of the planned-vs-actual card (antd's date pickers live in antd-more: lazy-period-picker.tsx). */
export default function PeriodPicker({ value, onChange }: { value: Period; onChange: (period: Period) => void }) {
  return <DatePicker.RangePicker aria-label="Period" value={value} onChange={(range) => onChange(range && range[0] && range[1] ? [range[0], range[1]] : null)} allowClear />;
}
