import type { CreateLeaveRequestBody, CreateLeaveResponse } from '@timely/contract';
import { LEAVE_TYPE_VALUES } from '@timely/contract';
import { toApiError, useErrorText, useFieldErrorText } from '@timely/shared-auth';
import { Alert, Button, Drawer, Flex, Form, Input } from 'antd';
import { DATE_PICKER_FORMAT, useScreen } from '@timely/shared-ui';
import { Checkbox, DatePicker, Select } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { toDay } from '../../../common/utils/days';
import { LEAVE_TYPE_LABELS } from '../utils/leave-format';

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
    <Drawer title="Request leave" open={open} onClose={onClose} size={notPhone ? 480 : '100%'} destroyOnHidden>
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={onFinish}
        initialValues={{ type: 'annual', halfDayStart: false, halfDayEnd: false, reason: '' }}
        aria-label="Leave request"
      >
        {problem && <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} />}
        <Form.Item label="Type" name="type" rules={[{ required: true, message: 'Choose a type' }]}>
          <Select
            aria-label="Type"
            options={LEAVE_TYPE_VALUES.map((type) => ({ value: type, label: LEAVE_TYPE_LABELS[type] }))}
          />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item
            label="From"
            name="fromDate"
            rules={[{ required: true, message: 'Choose the first day' }]}
            style={{ flex: 1, minWidth: 140 }}
          >
            <DatePicker aria-label="From" style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
          </Form.Item>
          <Form.Item
            label="To"
            name="toDate"
            dependencies={['fromDate']}
            style={{ flex: 1, minWidth: 140 }}
            rules={[
              { required: true, message: 'Choose the last day' },
              ({ getFieldValue }) => ({
                validator: (_, value: Dayjs | null) => {
                  const from = getFieldValue('fromDate') as Dayjs | null;
                  return !value || !from || !value.isBefore(from, 'day')
                    ? Promise.resolve()
                    : Promise.reject(new Error('Must be on or after the first day'));
                },
              }),
            ]}
          >
            <DatePicker aria-label="To" style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
          </Form.Item>
        </Flex>
        <Flex gap={16} wrap>
          <Form.Item name="halfDayStart" valuePropName="checked">
            <Checkbox>Half day at the start</Checkbox>
          </Form.Item>
          <Form.Item name="halfDayEnd" valuePropName="checked">
            <Checkbox>Half day at the end</Checkbox>
          </Form.Item>
        </Flex>
        <Form.Item label="Reason" name="reason" rules={[{ max: 500, message: 'At most 500 characters' }]}>
          <Input.TextArea aria-label="Reason" rows={3} maxLength={500} showCount />
        </Form.Item>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>Close</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            Send request
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
