import { DATE_PICKER_FORMAT } from '@timely/shared-ui';
import { FormDrawer } from '@timely/shared-auth';
import type { ThoughtLeadership, ThoughtLeadershipBody } from '@timely/contract';
import { App, Form, Input } from 'antd';
import { DatePicker, Select } from '@timely/shared-ui/antd-more';
import type { Dayjs } from 'dayjs';
import { fromDay, toDay } from '../../../../common/utils/days';
import { useKpiPeople } from '../../api/get-kpi-people';
import type { KpiProjectRef } from '../../project-kpi.types';

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

const urlRules = [
  { type: 'url' as const, message: 'Enter a link starting with http:// or https://' },
  { pattern: /^(https?:\/\/.*)?$/i, message: 'Enter a link starting with http:// or https://' },
];

export function ThoughtLeadershipDrawer({ open, record, project, onClose, onSave }: ThoughtLeadershipDrawerProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const people = useKpiPeople(project.id, open);
  const name = record ? `entry “${record.title}” · ${project.name}` : `thought leadership entry · ${project.name}`;
  return (
    <FormDrawer<Values>
      open={open}
      title={record ? `Editing ${name}` : `New ${name}`}
      form={form}
      initialValues={{
        title: record?.title,
        domain: record?.domain,
        teammateIds: record?.teammates.map((mate) => mate._id) ?? [],
        link: record?.link ?? '',
        imageUrl: record?.imageUrl ?? '',
        description: record?.description ?? '',
        publishedOn: fromDay(record?.publishedOn) ?? undefined,
      }}
      onSubmit={async (values) => {
        await onSave(record?._id, {
          title: values.title,
          domain: values.domain,
          teammateIds: values.teammateIds ?? [],
          link: values.link ?? '',
          imageUrl: values.imageUrl ?? '',
          description: values.description ?? '',
          publishedOn: toDay(values.publishedOn)!,
        });
        message.success(`Saved ${name}`);
      }}
      onClose={onClose}
    >
      <Form.Item
        label="Title"
        name="title"
        rules={[
          { required: true, whitespace: true, message: 'Enter a title' },
          { max: 160, message: 'Use at most 160 characters' },
        ]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        label="Domain"
        name="domain"
        rules={[
          { required: true, whitespace: true, message: 'Enter the domain' },
          { max: 80, message: 'Use at most 80 characters' },
        ]}
      >
        <Input placeholder="e.g. Accessibility, Cloud, Fintech UX" />
      </Form.Item>
      <Form.Item label="Published on" name="publishedOn" rules={[{ required: true, message: 'Choose the date' }]}>
        <DatePicker style={{ width: '100%' }} format={DATE_PICKER_FORMAT} />
      </Form.Item>
      <Form.Item label="Teammates" name="teammateIds">
        <Select
          mode="multiple"
          showSearch={{ optionFilterProp: 'label' }}
          loading={people.isPending}
          options={(people.data ?? []).map((person) => ({
            value: person._id,
            label: person.onProject ? `${person.name} (team)` : person.name,
          }))}
        />
      </Form.Item>
      <Form.Item label="Link" name="link" rules={urlRules}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item label="Image URL" name="imageUrl" rules={urlRules}>
        <Input placeholder="https://" />
      </Form.Item>
      <Form.Item label="Description" name="description" rules={[{ max: 4000, message: 'Use at most 4000 characters' }]}>
        <Input.TextArea rows={4} />
      </Form.Item>
    </FormDrawer>
  );
}
