import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { sessionUserAtom } from '@timely/shared-auth';
import { Flex, Modal, Typography } from 'antd';
import { DatePicker, Radio } from '@timely/shared-ui/antd-more';
import dayjs, { type Dayjs } from 'dayjs';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { endOfDayIn } from '../utils/end-of-day';
import { feedsMessages } from '../../../messages/messages';

type PinDialogProps = {
  open: boolean;
  saving: boolean;
  onCancel: () => void;
  /** `expiresAt` is an ISO instant, or null to keep it pinned until someone unpins it. */
  onPin: (expiresAt: string | null) => void;
};

/** Asks how long a post stays pinned: until unpinned, or until the end of a chosen day. */
export function PinDialog({ open, saving, onCancel, onPin }: PinDialogProps) {
  const t = useMessages(feedsMessages);
  const timeZone = useAtomValue(sessionUserAtom)?.timeZone;
  const [mode, setMode] = useState<'forever' | 'until'>('forever');
  const [day, setDay] = useState<Dayjs | null>(() => dayjs().add(7, 'day'));
  const incomplete = mode === 'until' && !day;

  return (
    <Modal
      title={t('pin.title')}
      open={open}
      okText={t('pin.ok')}
      onOk={() => onPin(mode === 'until' && day ? endOfDayIn(day.format('YYYY-MM-DD'), timeZone) : null)}
      okButtonProps={{ disabled: incomplete }}
      confirmLoading={saving}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t('pin.text')}</Typography.Text>
        <Radio.Group
          value={mode}
          onChange={(event) => setMode(event.target.value as 'forever' | 'until')}
          aria-label={t('pin.howLong')}
        >
          <Flex vertical gap={8}>
            <Radio value="forever">{t('pin.forever')}</Radio>
            <Radio value="until">{t('pin.untilDay')}</Radio>
          </Flex>
        </Radio.Group>
        {mode === 'until' && (
          <DatePicker
            format={DATE_PICKER_FORMAT}
            aria-label={t('pin.lastDay')}
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
