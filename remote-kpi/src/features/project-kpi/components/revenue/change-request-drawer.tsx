import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { CHANGE_REQUEST_STATUS_VALUES, type ChangeRequest, type ChangeRequestBody } from '@timely/contract';
import { Form, Input } from 'antd';
import { DatePicker, InputNumber, Select } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from '../../../../common/utils/days';
import type { KpiProjectRef } from '../../project-kpi.types';
import { RecordFormDrawer } from '../record-form-drawer';
import { kpiMessages } from '../../../../messages/messages';

type ChangeRequestDrawerProps = {
  open: boolean;
  record: ChangeRequest | null;
  project: KpiProjectRef;
  onClose: () => void;
  onSave: (id: string | undefined, body: ChangeRequestBody) => Promise<unknown>;
};
type Values = { title: string; description: string; amount: number; raisedOn: Dayjs; status: ChangeRequest['status'] };

export function ChangeRequestDrawer({ open, record, project, onClose, onSave }: ChangeRequestDrawerProps) {
  const [form] = Form.useForm<Values>();
  const t = useMessages(kpiMessages);
  const name = record
    ? t('changeRequest.nameOf', { title: record.title, project: project.name })
    : t('changeRequest.name', { project: project.name });
  return (
    <RecordFormDrawer<Values>
      open={open}
      record={record}
      name={name}
      form={form}
      initialValues={{
        title: record?.title,
        description: record?.description ?? '',
        amount: record?.amount,
        raisedOn: fromDay(record?.raisedOn) ?? undefined,
        status: record?.status ?? 'proposed',
      }}
      onSubmit={(values) =>
        onSave(record?._id, {
          ...values,
          description: values.description ?? '',
          raisedOn: toDay(values.raisedOn)!,
        })
      }
      onClose={onClose}
    >
      <Form.Item
        label={t('record.title')}
        name="title"
        rules={[
          { required: true, whitespace: true, message: t('record.titleRequired') },
          { max: 120, message: t('rules.atMostCharacters', { max: 120 }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        label={t('record.description')}
        name="description"
        rules={[{ max: 2000, message: t('rules.atMostCharacters', { max: 2000 }) }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
      <Form.Item
        label={t('record.amountIn', { currency: project.currency })}
        name="amount"
        rules={[
          { required: true, message: t('record.amountRequired') },
          { type: 'number', min: 0, message: t('rules.zeroOrMore') },
        ]}
      >
        <InputNumber style={{ width: '100%' }} min={0} step={500} />
      </Form.Item>
      <Form.Item
        label={t('changeRequest.raisedOn')}
        name="raisedOn"
        rules={[{ required: true, message: t('rules.chooseDate') }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item
        label={t('leave.column.status')}
        name="status"
        rules={[{ required: true, message: t('record.statusRequired') }]}
      >
        <Select
          options={CHANGE_REQUEST_STATUS_VALUES.map((value) => ({ value, label: t(`changeRequest.status.${value}`) }))}
        />
      </Form.Item>
    </RecordFormDrawer>
  );
}
