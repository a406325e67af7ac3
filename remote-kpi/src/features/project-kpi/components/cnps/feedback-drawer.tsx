import { DATE_PICKER_FORMAT, useMessages } from '@timely/shared-ui';
import { IMPROVEMENT_AREAS, type ClientFeedback, type ClientFeedbackBody } from '@timely/contract';
import { Form, Input } from 'antd';
import { DatePicker, InputNumber, Select } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from '../../../../common/utils/days';
import { formatDay } from '../../../../common/utils/format';
import { requiredZeroToTenRules } from '../../../../common/utils/kpi-form-rules';
import { improvementAreaLabel } from '../../utils/improvement-areas';
import { useRecords } from '../../api/get-records';
import type { KpiProjectRef } from '../../project-kpi.types';
import { RecordFormDrawer } from '../record-form-drawer';
import { kpiMessages } from '../../../../messages/messages';

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
  const t = useMessages(kpiMessages);
  const contacts = useRecords('clientContacts', project.id);
  const name = record
    ? t('feedback.nameOf', { date: formatDay(record.receivedOn), project: project.name })
    : t('feedback.name', { project: project.name });
  return (
    <RecordFormDrawer<Values>
      open={open}
      record={record}
      name={name}
      form={form}
      initialValues={{
        contactId: record?.contact?._id ?? null,
        receivedOn: fromDay(record?.receivedOn) ?? undefined,
        rating: record?.rating,
        improvementAreas: record?.improvementAreas ?? [],
        comment: record?.comment ?? '',
      }}
      onSubmit={(values) =>
        onSave(record?._id, {
          contactId: values.contactId ?? null,
          receivedOn: toDay(values.receivedOn)!,
          rating: values.rating,
          improvementAreas: values.improvementAreas ?? [],
          comment: values.comment ?? '',
        })
      }
      onClose={onClose}
    >
      <Form.Item label={t('feedback.from')} name="contactId" extra={t('feedback.fromExtra')}>
        <Select
          allowClear
          placeholder={t('feedback.noContact')}
          loading={contacts.isPending}
          options={(contacts.data?.items ?? []).map((contact) => ({ value: contact._id, label: contact.name }))}
        />
      </Form.Item>
      <Form.Item
        label={t('feedback.receivedOn')}
        name="receivedOn"
        rules={[{ required: true, message: t('rules.chooseDate') }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item
        label={t('feedback.rating')}
        name="rating"
        rules={requiredZeroToTenRules(t, t('feedback.ratingRequired'))}
      >
        <InputNumber min={0} max={10} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        label={t('feedback.improvementAreas')}
        name="improvementAreas"
        rules={[{ type: 'array', max: 8, message: t('feedback.atMostAreas', { max: 8 }) }]}
      >
        <Select
          mode="tags"
          options={IMPROVEMENT_AREAS.map((value) => ({ value, label: improvementAreaLabel(t, value) }))}
          placeholder={t('feedback.areasPlaceholder')}
        />
      </Form.Item>
      <Form.Item
        label={t('record.comment')}
        name="comment"
        rules={[{ max: 2000, message: t('rules.atMostCharacters', { max: 2000 }) }]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </RecordFormDrawer>
  );
}
