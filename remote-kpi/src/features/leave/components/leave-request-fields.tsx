import { LEAVE_TYPE_VALUES } from '@timely/contract';
import { Flex, Form, Input } from 'antd';
import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { Checkbox, DatePicker, Select } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { leaveTypeLabel } from '../utils/leave-format';
import { kpiMessages } from '../../../messages/messages';

/** The request form's fields: type, first and last day (not before the first), half days and reason. */
export function LeaveRequestFields() {
  const t = useMessages(kpiMessages);
  return (
    <>
      <Form.Item
        label={t('leave.column.type')}
        name="type"
        rules={[{ required: true, message: t('leave.form.typeRequired') }]}
      >
        <Select
          aria-label={t('leave.column.type')}
          options={LEAVE_TYPE_VALUES.map((type) => ({ value: type, label: leaveTypeLabel(t, type) }))}
        />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          label={t('leave.form.from')}
          name="fromDate"
          rules={[{ required: true, message: t('leave.form.fromRequired') }]}
          style={{ flex: 1, minWidth: 140 }}
        >
          <DatePicker aria-label={t('leave.form.from')} style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
        </Form.Item>
        <Form.Item
          label={t('leave.form.to')}
          name="toDate"
          dependencies={['fromDate']}
          style={{ flex: 1, minWidth: 140 }}
          rules={[
            { required: true, message: t('leave.form.toRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | null) => {
                const from = getFieldValue('fromDate') as Dayjs | null;
                return !value || !from || !value.isBefore(from, 'day')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('leave.form.toAfterFrom')));
              },
            }),
          ]}
        >
          <DatePicker aria-label={t('leave.form.to')} style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
        </Form.Item>
      </Flex>
      <Flex gap={16} wrap>
        <Form.Item name="halfDayStart" valuePropName="checked">
          <Checkbox>{t('leave.form.halfStart')}</Checkbox>
        </Form.Item>
        <Form.Item name="halfDayEnd" valuePropName="checked">
          <Checkbox>{t('leave.form.halfEnd')}</Checkbox>
        </Form.Item>
      </Flex>
      <Form.Item
        label={t('leave.form.reason')}
        name="reason"
        rules={[{ max: 500, message: t('rules.atMostCharacters', { max: 500 }) }]}
      >
        <Input.TextArea aria-label={t('leave.form.reason')} rows={3} maxLength={500} showCount />
      </Form.Item>
    </>
  );
}
