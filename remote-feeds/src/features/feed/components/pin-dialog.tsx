import { DATE_PICKER_FORMAT } from '@timely/shared-ui';
import { sessionUserAtom } from '@timely/shared-auth';
import { Flex, Modal, Typography } from 'antd';
import { DatePicker, Radio } from '@timely/shared-ui/antd-more';
import dayjs, { type Dayjs } from 'dayjs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { endOfDayIn } from '../utils/end-of-day';

type PinDialogProps = {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  /** `expiresAt` is an ISO instant, or null to keep it pinned until someone unpins it. */
  onPin: (expiresAt: string | null) => void;
};

/** Asks how long a post stays pinned: until unpinned, or until the end of a chosen day. */
export function PinDialog({ open, saving, onCancel, onPin }: PinDialogProps) {
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const [mode, setMode] = useState<'forever' | 'until'>('forever');
  const [day, setDay] = useState<Dayjs | null>(() => dayjs().add(7, 'day'));
  const incomplete = mode === 'until' && !day;

  return (
    <Modal
      title="Pin this post to the top of the feed"
      open={open}
      okText="Pin"
      onOk={() => onPin(mode === 'until' && day ? endOfDayIn(day.format('YYYY-MM-DD'), timeZone) : null)}
      okButtonProps={{ disabled: incomplete }}
      confirmLoading={saving}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Everyone in the company sees it first. It replaces the post pinned now, if any.
        </Typography.Text>
        <Radio.Group
          value={mode}
          onChange={(event) => setMode(event.target.value as 'forever' | 'until')}
          aria-label="How long"
        >
          <Flex vertical gap={8}>
            <Radio value="forever">Until someone unpins it</Radio>
            <Radio value="until">Until the end of a day</Radio>
          </Flex>
        </Radio.Group>
        {mode === 'until' && (
          <DatePicker
            format={DATE_PICKER_FORMAT}
            aria-label="Last day pinned"
            value={day}
            onChange={setDay}
            disabledDate={(candidate) => candidate.isBefore(dayjs(), 'day')}
            allowClear={false}
            style={{ maxWidth: 240 }}
          />
        )}
      </Flex>
    </Modal>
  );
}
