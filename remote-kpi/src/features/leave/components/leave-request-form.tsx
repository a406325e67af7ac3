import type { CreateLeaveRequestBody, CreateLeaveResponse } from '@timely/contract';
import { LEAVE_TYPE_VALUES } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import { Alert, Button, Drawer, Flex, Form, Input } from 'antd';
import { DATE_PICKER_FORMAT, useMessages, useScreen } from '@timely/shared-ui';
import { Checkbox, DatePicker, Select } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { toDay } from '../../../common/utils/days';
import { leaveTypeLabel } from '../utils/leave-format';
import { kpiMessages } from '../../../messages/messages';

type LeaveRequestFormProps = {
  open: boolean;
  onClose: () => void;
  submit: (body: CreateLeaveRequestBody) => Promise<CreateLeaveResponse>;
  /** Told what the server answered, balance warning included. */
  onCreated: (response: CreateLeaveResponse) => void;
};

type Values = {
  type: CreateLeaveRequestBody['type'];
  fromDate: Dayjs | null;
  toDate: Dayjs | null;
  halfDayStart: boolean;
  halfDayEnd: boolean;
  reason: string;
};

/** The request form in a side drawer; the server's field messages (overlap included) show next to the fields. */
export function LeaveRequestForm({ open, onClose, submit, onCreated }: LeaveRequestFormProps) {
  const t = useMessages(kpiMessages);
  const [form] = Form.useForm<Values>();
  const errorText = useErrorText();
  const fieldText = useFieldErrorText();
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const notPhone = useScreen('sm');
  const onFinish = async (values: Values) => {
    setSaving(true);
    setProblem(null);
    try {
      const response = await submit({
        type: values.type,
        fromDate: toDay(values.fromDate) ?? '',
        toDate: toDay(values.toDate) ?? '',
        halfDayStart: values.halfDayStart,
        halfDayEnd: values.halfDayEnd,
        reason: values.reason ?? '',
      });
      form.resetFields();
      onCreated(response);
    } catch (error) {
      const apiError = toApiError(error);
      setProblem(errorText(apiError));
      form.setFields(
        apiError.details.map((detail) => ({ name: detail.field as keyof Values, errors: [fieldText(detail)] })),
      );
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer title={t('leave.request')} open={open} onClose={onClose} size={notPhone ? 480 : '100%'} destroyOnHidden>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ type: 'annual', halfDayStart: false, halfDayEnd: false, reason: '' }}
        aria-label={t('leave.form.aria')}
      >
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
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
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('common.close')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('leave.form.send')}
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
