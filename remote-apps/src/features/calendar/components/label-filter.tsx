import { useMessages } from '@timely/shared-ui';
import { Checkbox } from '@timely/shared-ui/antd-more';
import { Flex, Typography, theme } from 'antd';
import { useId } from 'react';
import { labelLook } from '../utils/calendar-labels';
import { calendarMessages } from '../messages/messages';
import { labelName } from './calendar-labels-text';

type LabelFilterProps = {
  labels: string[];
  hidden: ReadonlySet<string>;
  onChange: (hidden: Set<string>) => void;
  /** A phone: the labels in a row above the calendar. */
  compact: boolean;
};

/** The legend: each label's colour and a box to show or hide its events; "View all" ticks or clears them all. */
export function LabelFilter({ labels, hidden, onChange, compact }: LabelFilterProps) {
  const t = useMessages(calendarMessages);
  const { token } = theme.useToken();
  const headingId = useId();
  const shown = labels.filter((label) => !hidden.has(label));
  return (
    <div role="group" aria-labelledby={headingId}>
      <Typography.Title level={5} id={headingId} style={{ marginTop: 0 }}>
        {t('calendar.labels.title')}
      </Typography.Title>
      <Flex vertical={!compact} wrap gap={compact ? 12 : 8}>
        <Checkbox
          checked={shown.length === labels.length}
          indeterminate={shown.length > 0 && shown.length < labels.length}
          onChange={(event) => onChange(event.target.checked ? new Set() : new Set(labels))}
        >
          {t('calendar.labels.viewAll')}
        </Checkbox>
        {labels.map((label) => (
          <Checkbox
            key={label}
            checked={!hidden.has(label)}
            onChange={(event) => {
              const next = new Set(hidden);
              if (event.target.checked) next.delete(label);
              else next.add(label);
              onChange(next);
            }}
          >
            <Flex align="center" gap={6} component="span">
              <span
                aria-hidden
                style={{
                  display: 'inline-block',
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  background: labelLook(label, token).color,
                }}
              />
              {labelName(label, t)}
            </Flex>
          </Checkbox>
        ))}
      </Flex>
    </div>
  );
}
