import { MONTH_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { DatePicker } from '@timely/shared-ui/antd-more';
import dayjs from 'dayjs';
import { kpiMessages } from '../../messages/messages';

type MonthPickerProps = {
  value: string;
  onChange: (month: string) => void;
  /** The latest month that may be picked: the user's current month. */
  max: string;
};

/** Picks a calendar month (`YYYY-MM`); future months hold nothing yet and are disabled. */
export function MonthPicker({ value, onChange, max }: MonthPickerProps) {
  const t = useMessages(kpiMessages);
  return (
    <DatePicker
      picker="month"
      format={MONTH_PICKER_FORMAT}
      aria-label={t('common.month')}
      allowClear={false}
      value={dayjs(`${value}-01`)}
      disabledDate={(date) => date.format('YYYY-MM') > max}
      onChange={(date) => {
        if (date) onChange(date.format('YYYY-MM'));
      }}
    />
  );
}
