import { DeleteOutlined } from '@ant-design/icons';
import type { DemoTask } from '@timely/contract';
import { useServerForm } from '@timely/shared-auth';
import { useMessages, useScreen } from '@timely/shared-ui';
import { Checkbox, Select } from '@timely/shared-ui/antd-more';
import { Alert, Button, Drawer, Flex, Form, Input, type InputRef } from 'antd';
import { useEffect, useRef } from 'react';
import { useCreateTask, type NewTask } from '../api/create-task';
import { useUpdateTask } from '../api/update-task';
import { todoMessages } from '../messages/messages';
import { isTaskTag, TASK_TAGS, type TaskTag } from '../utils/todo-filters';

/** The contract's limits (`demoNewTaskBodySchema`). */
const TITLE_MAX = 200;
const DESC_MAX = 5000;

type Fields = Pick<DemoTask, 'title' | 'desc' | 'isStarred' | 'isImportant' | 'isCompleted'> & { tags: TaskTag[] };
type Values = { task: Fields };

const EMPTY: Fields = { title: '', desc: '', tags: [], isStarred: false, isImportant: false, isCompleted: false };

function fieldsOf(task: DemoTask): Fields {
  const { title, desc, isStarred, isImportant, isCompleted } = task;
  return { title, desc, isStarred, isImportant, isCompleted, tags: task.tags.filter(isTaskTag) };
}

type TaskFormDrawerProps = {
  open: boolean;
  /** The task to edit; none to add one. */
  task?: DemoTask | null;
  onClose: () => void;
  onSaved: (task: DemoTask) => void;
  onTrash?: (task: DemoTask) => void;
};

/**
 * "Add task", or an opened task to edit: a drawer with the task's fields; the server's field messages
 * show under their fields. An opened task also offers "Move to trash".
 */
export function TaskFormDrawer({ open, task, onClose, onSaved, onTrash }: TaskFormDrawerProps) {
  const t = useMessages(todoMessages);
  const [form] = Form.useForm<Values>();
  const notPhone = useScreen('sm');
  const titleInput = useRef<InputRef>(null);
  const createTask = useCreateTask();
  const updateTask = useUpdateTask();
  const { submit, saving, error, reset } = useServerForm<Values>(
    form,
    async ({ task: fields }) => {
      const written = { ...fields, title: fields.title.trim(), desc: fields.desc ?? '' };
      if (task) {
        onSaved(await updateTask.mutateAsync({ id: task.id, ...written }));
      } else {
        const body: NewTask = { ...written, isTrashed: false };
        onSaved({ ...body, id: await createTask.mutateAsync(body) });
      }
    },
    () => form.resetFields(),
  );
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  const title = task ? t('todo.form.editTitle') : t('todo.form.title');

  return (
    <Drawer
      title={title}
      open={open}
      onClose={onClose}
      size={notPhone ? 480 : '100%'}
      destroyOnHidden
      // the title first, once the drawer is in (it takes the focus as it opens)
      afterOpenChange={(opened) => opened && titleInput.current?.focus()}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ task: task ? fieldsOf(task) : EMPTY }}
        onFinish={submit}
        aria-label={title}
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
          <Input ref={titleInput} maxLength={TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          label={t('todo.form.field.desc')}
          name={['task', 'desc']}
          rules={[{ max: DESC_MAX, message: t('todo.form.descTooLong', { max: DESC_MAX }) }]}
        >
          <Input.TextArea rows={4} maxLength={DESC_MAX} showCount />
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
        <Flex gap={8} justify="flex-end" wrap>
          {task && onTrash && (
            <Button
              danger
              icon={<DeleteOutlined aria-hidden />}
              onClick={() => onTrash(task)}
              style={{ marginInlineEnd: 'auto' }}
            >
              {t('todo.task.trash')}
            </Button>
          )}
          <Button onClick={onClose}>{t('todo.form.cancel')}</Button>
          <Button type="primary" htmlType="submit" loading={saving}>
            {task ? t('todo.form.saveChanges') : t('todo.form.save')}
          </Button>
        </Flex>
      </Form>
    </Drawer>
  );
}
