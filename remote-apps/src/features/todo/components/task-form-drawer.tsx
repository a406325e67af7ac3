import { useServerForm } from '@timely/shared-auth';
import { useMessages, useScreen } from '@timely/shared-ui';
import { Checkbox, Select } from '@timely/shared-ui/antd-more';
import { Alert, Button, Drawer, Flex, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useCreateTask, type NewTask } from '../api/create-task';
import { todoMessages } from '../messages/messages';
import { TASK_TAGS, type TaskTag } from '../utils/todo-filters';

/** The contract's limits (`demoNewTaskBodySchema`). */
export const TITLE_MAX = 200;
export const DESC_MAX = 5000;

type Values = {
  task: {
    title: string;
    desc: string;
    tags: TaskTag[];
    isStarred: boolean;
    isImportant: boolean;
    isCompleted: boolean;
  };
};

const EMPTY: Values = {
  task: { title: '', desc: '', tags: [], isStarred: false, isImportant: false, isCompleted: false },
};

type TaskFormDrawerProps = { open: boolean; onClose: () => void; onAdded: (task: NewTask & { id: number }) => void };

/** "Add task": a drawer with the task's fields; the server's field messages show under their fields. */
export function TaskFormDrawer({ open, onClose, onAdded }: TaskFormDrawerProps) {
  const t = useMessages(todoMessages);
  const [form] = Form.useForm<Values>();
  const notPhone = useScreen('sm');
  const createTask = useCreateTask();
  const { submit, saving, error, reset } = useServerForm<Values>(
    form,
    async ({ task }) => {
      const body: NewTask = { ...task, title: task.title.trim(), desc: task.desc ?? '', isTrashed: false };
      const id = await createTask.mutateAsync(body);
      onAdded({ ...body, id });
    },
    () => form.resetFields(),
  );
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  return (
    <Drawer title={t('todo.form.title')} open={open} onClose={onClose} size={notPhone ? 480 : '100%'} destroyOnHidden>
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={EMPTY}
        onFinish={submit}
        aria-label={t('todo.form.title')}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Form.Item
          label={t('todo.form.field.title')}
          name={['task', 'title']}
          rules={[
            { required: true, whitespace: true, message: t('todo.form.titleRequired') },
            { max: TITLE_MAX, message: t('todo.form.titleTooLong', { max: TITLE_MAX }) },
          ]}
        >
          <Input autoFocus maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          label={t('todo.form.field.desc')}
          name={['task', 'desc']}
          rules={[{ max: DESC_MAX, message: t('todo.form.descTooLong', { max: DESC_MAX }) }]}
        >
          <Input.TextArea rows={4} maxLength={DESC_MAX} />
        </Form.Item>
        <Form.Item label={t('todo.form.field.tags')} name={['task', 'tags']}>
          <Select
            mode="multiple"
            allowClear
            options={TASK_TAGS.map((tag) => ({ value: tag, label: t(`todo.tag.${tag}`) }))}
          />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item name={['task', 'isStarred']} valuePropName="checked">
            <Checkbox>{t('todo.form.field.starred')}</Checkbox>
          </Form.Item>
          <Form.Item name={['task', 'isImportant']} valuePropName="checked">
            <Checkbox>{t('todo.form.field.important')}</Checkbox>
          </Form.Item>
          <Form.Item name={['task', 'isCompleted']} valuePropName="checked">
            <Checkbox>{t('todo.form.field.completed')}</Checkbox>
          </Form.Item>
        </Flex>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('todo.form.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('todo.form.save')}
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
