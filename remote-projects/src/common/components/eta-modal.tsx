import { DATE_PICKER_FORMAT } from '@timely/shared-ui';
import { predictedTaskDate, type Task, type TaskEtaBody } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { Alert, Form, Modal, Typography } from 'antd';
import { DatePicker } from '@timely/shared-ui/antd-more';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { formatDay } from '../utils/format';

type FormValues = { optimisticDate: Dayjs; conservativeDate: Dayjs };

type EtaModalProps = {
  task: Task | null;
  onClose: () => void;
  onSave: (task: Task, body: TaskEtaBody) => Promise<unknown>;
};

const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/** Optimistic and conservative dates; the predicted date (the contract's formula) shows as they are picked. */
export function EtaModal({ task, onClose, onSave }: EtaModalProps) {
  const [form] = Form.useForm<FormValues>();
  // called only while the modal is open, that is with a task
  const { submit, saving, error, reset } = useServerForm(
    form,
    (values: FormValues) =>
      onSave(task!, { optimisticDate: day(values.optimisticDate), conservativeDate: day(values.conservativeDate) }),
    onClose,
  );
  const optimistic = Form.useWatch('optimisticDate', form);
  const conservative = Form.useWatch('conservativeDate', form);
  useEffect(() => {
    reset();
    if (task)
      form.setFieldsValue({
        optimisticDate: task.optimisticDate ? dayjs(task.optimisticDate) : undefined,
        conservativeDate: task.conservativeDate ? dayjs(task.conservativeDate) : undefined,
      } as FormValues);
  }, [task, form, reset]);
  if (!task) return null;
  const predicted =
    optimistic && conservative && !conservative.isBefore(optimistic, 'day')
      ? predictedTaskDate(day(optimistic), day(conservative))
      : null;
  const beforeToday = (value: Dayjs) => value.isBefore(dayjs(), 'day');

  return (
    <Modal
      open
      title={`ETA of ${task.title}`}
      okText="Save ETA"
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} aria-label={`ETA of ${task.title}`}>
        <Form.Item
          name="optimisticDate"
          label="Optimistic date"
          rules={[{ required: true, message: 'Optimistic date is required' }]}
        >
          <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} disabledDate={beforeToday} />
        </Form.Item>
        <Form.Item
          name="conservativeDate"
          label="Conservative date"
          dependencies={['optimisticDate']}
          rules={[
            { required: true, message: 'Conservative date is required' },
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | null) =>
                !value ||
                !getFieldValue('optimisticDate') ||
                !value.isBefore(getFieldValue('optimisticDate') as Dayjs, 'day')
                  ? Promise.resolve()
                  : Promise.reject(new Error('Must be on or after the optimistic date')),
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} disabledDate={beforeToday} />
        </Form.Item>
        <Typography.Paragraph type="secondary">
          Predicted date = optimistic + ⅔ of the days to the conservative date.
        </Typography.Paragraph>
        <Typography.Paragraph>
          Predicted: <Typography.Text strong>{predicted ? formatDay(predicted) : '—'}</Typography.Text>
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}
