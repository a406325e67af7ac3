import type { CreateSubtaskBody } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { InputNumber } from '@timely/shared-ui/antd-more';
import { Button, Form, Input } from 'antd';
import { projectsMessages } from '../../../messages/messages';

/** A subtask added by its title and hours, the form emptied once it is saved. */
export function SubtaskQuickAdd({ onAdd }: { onAdd: (body: CreateSubtaskBody) => Promise<unknown> }) {
  const t = useMessages(projectsMessages);
  const [form] = Form.useForm<{ title: string; estimateHours: number }>();
  return (
    <Form
      form={form}
      layout="inline"
      aria-label={t('structure.addSubtask')}
      onFinish={async (values) => {
        await onAdd({ title: values.title.trim(), estimateHours: values.estimateHours });
        form.resetFields();
      }}
      style={{ rowGap: 8 }}
    >
      <Form.Item
        name="title"
        rules={[{ required: true, whitespace: true, message: t('structure.subtaskTitle') }]}
        style={{ flex: '1 1 200px' }}
      >
        <Input
          aria-label={t('structure.subtaskTitle')}
          placeholder={t('structure.subtaskTitle')}
          maxLength={120}
          showCount
        />
      </Form.Item>
      <Form.Item name="estimateHours" rules={[{ required: true, message: t('structure.subtaskHours') }]}>
        <InputNumber
          aria-label={t('structure.subtaskHours')}
          placeholder={t('structure.subtaskHours')}
          min={0.25}
          max={200}
          step={0.25}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('structure.addSubtask')}
      </Button>
    </Form>
  );
}
