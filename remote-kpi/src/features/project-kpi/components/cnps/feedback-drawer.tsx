import { DATE_PICKER_FORMAT } from '@timely/shared-ui';
import { FormDrawer } from '@timely/shared-auth';
import { IMPROVEMENT_AREAS, type ClientFeedback, type ClientFeedbackBody } from '@timely/contract';
import { App, Form, Input } from 'antd';
import { DatePicker, InputNumber, Select } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from '../../../../common/utils/days';
import { formatDay } from '../../../../common/utils/format';
import { requiredZeroToTenRules } from '../../../../common/utils/kpi-form-rules';
import { useRecords } from '../../api/get-records';
import type { KpiProjectRef } from '../../project-kpi.types';

type FeedbackDrawerProps = {
  open: boolean;
  record: ClientFeedback | null;
  project: KpiProjectRef;
  onClose: () => void;
  onSave: (id: string | undefined, body: ClientFeedbackBody) => Promise<unknown>;
};
type Values = {
  contactId: string | null;
  receivedOn: Dayjs;
  rating: number;
  improvementAreas: string[];
  comment: string;
};

export function FeedbackDrawer({ open, record, project, onClose, onSave }: FeedbackDrawerProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const contacts = useRecords('clientContacts', project.id);
  const name = record
    ? `client feedback of ${formatDay(record.receivedOn)} · ${project.name}`
    : `client feedback · ${project.name}`;
  return (
    <FormDrawer<Values>
      open={open}
      title={record ? `Editing ${name}` : `New ${name}`}
      form={form}
      initialValues={{
        contactId: record?.contact?._id ?? null,
        receivedOn: fromDay(record?.receivedOn) ?? undefined,
        rating: record?.rating,
        improvementAreas: record?.improvementAreas ?? [],
        comment: record?.comment ?? '',
      }}
      onSubmit={async (values) => {
        await onSave(record?._id, {
          contactId: values.contactId ?? null,
          receivedOn: toDay(values.receivedOn)!,
          rating: values.rating,
          improvementAreas: values.improvementAreas ?? [],
          comment: values.comment ?? '',
        });
        message.success(`Saved ${name}`);
      }}
      onClose={onClose}
    >
      <Form.Item label="From" name="contactId" extra="A client contact of this project (add them on this tab).">
        <Select
          allowClear
          placeholder="No contact"
          loading={contacts.isPending}
          options={(contacts.data?.items ?? []).map((contact) => ({ value: contact._id, label: contact.name }))}
        />
      </Form.Item>
      <Form.Item label="Received on" name="receivedOn" rules={[{ required: true, message: 'Choose the date' }]}>
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item label="Rating (0–10)" name="rating" rules={requiredZeroToTenRules('rating')}>
        <InputNumber min={0} max={10} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label="Improvement areas"
        name="improvementAreas"
        rules={[{ type: 'array', max: 8, message: 'Choose at most 8 areas' }]}
      >
        <Select
          mode="tags"
          options={IMPROVEMENT_AREAS.map((value) => ({ value }))}
          placeholder="Choose or type areas"
        />
      </Form.Item>
      <Form.Item label="Comment" name="comment" rules={[{ max: 2000, message: 'Use at most 2000 characters' }]}>
        <Input.TextArea rows={3} />
      </Form.Item>
    </FormDrawer>
  );
}
