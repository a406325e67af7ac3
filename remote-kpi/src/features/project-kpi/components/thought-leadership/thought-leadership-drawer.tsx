import { DATE_PICKER_FORMAT, useMessages, type Translate } from '@timely/shared-ui';
import type { ThoughtLeadership, ThoughtLeadershipBody } from '@timely/contract';
import { Form, Input } from 'antd';
import { DatePicker, Select } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from '../../../../common/utils/days';
import { useKpiPeople } from '../../api/get-kpi-people';
import type { KpiProjectRef } from '../../project-kpi.types';
import { RecordFormDrawer } from '../record-form-drawer';
import { kpiMessages } from '../../../../messages/messages';

type ThoughtLeadershipDrawerProps = {
  open: boolean;
  record: ThoughtLeadership | null;
  project: KpiProjectRef;
  onClose: () => void;
  onSave: (id: string | undefined, body: ThoughtLeadershipBody) => Promise<unknown>;
};
type Values = {
  title: string;
  domain: string;
  teammateIds: string[];
  link: string;
  imageUrl: string;
  description: string;
  publishedOn: Dayjs;
};

// the start of a web address: the same in every language
const URL_PLACEHOLDER = 'https://';

const urlRules = (t: Translate<typeof kpiMessages>) => [
  { type: 'url' as const, message: t('thoughtLeadership.urlInvalid') },
  { pattern: /^(https?:\/\/.*)?$/i, message: t('thoughtLeadership.urlInvalid') },
];

export function ThoughtLeadershipDrawer({ open, record, project, onClose, onSave }: ThoughtLeadershipDrawerProps) {
  const [form] = Form.useForm<Values>();
  const t = useMessages(kpiMessages);
  const people = useKpiPeople(project.id, open);
  const name = record
    ? t('thoughtLeadership.nameOf', { title: record.title, project: project.name })
    : t('thoughtLeadership.name', { project: project.name });
  return (
    <RecordFormDrawer<Values>
      open={open}
      record={record}
      name={name}
      form={form}
      initialValues={valuesOf(record)}
      onSubmit={(values) => onSave(record?._id, bodyOf(values))}
      onClose={onClose}
    >
      <Form.Item
        label={t('record.title')}
        name="title"
        rules={[
          { required: true, whitespace: true, message: t('record.titleRequired') },
          { max: 160, message: t('rules.atMostCharacters', { max: 160 }) },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        label={t('thoughtLeadership.domain')}
        name="domain"
        rules={[
          { required: true, whitespace: true, message: t('thoughtLeadership.domainRequired') },
          { max: 80, message: t('rules.atMostCharacters', { max: 80 }) },
        ]}
      >
        <Input placeholder={t('thoughtLeadership.domainPlaceholder')} />
      </Form.Item>
      <Form.Item
        label={t('thoughtLeadership.publishedOn')}
        name="publishedOn"
        rules={[{ required: true, message: t('rules.chooseDate') }]}
      >
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item label={t('thoughtLeadership.teammates')} name="teammateIds">
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          loading={people.isPending}
          options={(people.data ?? []).map((person) => ({
            value: person._id,
            label: person.onProject ? t('thoughtLeadership.onTeam', { name: person.name }) : person.name,
          }))}
        />
      </Form.Item>
      <Form.Item label={t('thoughtLeadership.link')} name="link" rules={urlRules(t)}>
        <Input placeholder={URL_PLACEHOLDER} />
      </Form.Item>
      <Form.Item label={t('thoughtLeadership.imageUrl')} name="imageUrl" rules={urlRules(t)}>
        <Input placeholder={URL_PLACEHOLDER} />
      </Form.Item>
      <Form.Item
        label={t('record.description')}
        name="description"
        rules={[{ max: 4000, message: t('rules.atMostCharacters', { max: 4000 }) }]}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
    </RecordFormDrawer>
  );
}

/** The form's starting values: the record's, or a new one's. */
function valuesOf(record: ThoughtLeadership | null): Partial<Values> {
  return {
    title: record?.title,
    domain: record?.domain,
    teammateIds: record?.teammates.map((mate) => mate._id) ?? [],
    link: record?.link ?? '',
    imageUrl: record?.imageUrl ?? '',
    description: record?.description ?? '',
    publishedOn: fromDay(record?.publishedOn) ?? undefined,
  };
}

/** The form's values as the server takes them. */
function bodyOf(values: Values): ThoughtLeadershipBody {
  return {
    title: values.title,
    domain: values.domain,
    teammateIds: values.teammateIds ?? [],
    link: values.link ?? '',
    imageUrl: values.imageUrl ?? '',
    description: values.description ?? '',
    publishedOn: toDay(values.publishedOn)!,
  };
}
