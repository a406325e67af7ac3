import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { predictedTaskDate, type Task, type TaskEtaBody } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { Alert, Form, Modal, Typography } from 'antd';
import { DatePicker } from '@timely/shared-ui/antd-more';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { formatDay } from '../utils/format';
import { projectsMessages } from '../../messages/messages';

type FormValues = { optimisticDate: Dayjs; conservativeDate: Dayjs };

type EtaModalProps = {
  task: Task | null;
  onClose: () => void;
  onSave: (task: Task, body: TaskEtaBody) => Promise<unknown>;
};

const day = (value: Dayjs) => value.format('YYYY-MM-DD');

/** Optimistic and conservative dates; the predicted date (the contract's formula) shows as they are picked. */
export function EtaModal({ task, onClose, onSave }: EtaModalProps) {
  const t = useMessages(projectsMessages);
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
      title={t('eta.title', { title: task.title })}
      okText={t('eta.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      confirmLoading={saving}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={submit} aria-label={t('eta.title', { title: task.title })}>
        <Form.Item
          name="optimisticDate"
          label={t('eta.optimistic')}
          rules={[{ required: true, message: t('eta.optimisticRequired') }]}
        >
          <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} disabledDate={beforeToday} />
        </Form.Item>
        <Form.Item
          name="conservativeDate"
          label={t('eta.conservative')}
          dependencies={['optimisticDate']}
          rules={[
            { required: true, message: t('eta.conservativeRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | null) =>
                !value ||
                !getFieldValue('optimisticDate') ||
                !value.isBefore(getFieldValue('optimisticDate') as Dayjs, 'day')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('eta.conservativeBeforeOptimistic'))),
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} disabledDate={beforeToday} />
        </Form.Item>
        <Typography.Paragraph type="secondary">{t('eta.formula')}</Typography.Paragraph>
        <Typography.Paragraph>
          {t('eta.predicted')} <Typography.Text strong>{predicted ? formatDay(predicted) : '—'}</Typography.Text>
        </Typography.Paragraph>
        {error && <Alert type="error" showIcon title={error} />}
      </Form>
    </Modal>
  );
}
