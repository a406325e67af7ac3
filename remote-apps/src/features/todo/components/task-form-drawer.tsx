import { DeleteOutlined } from '@ant-design/icons';
import type { DemoTask } from '@timely/contract';
import { useMessages, useScreen } from '@timely/shared-ui';
import { Alert, Button, Drawer, Flex, Form, type InputRef } from 'antd';
import { useRef } from 'react';
import { type TaskFields, type TaskValues, useTaskFormSubmit } from '../hooks/use-task-form-submit';
import { todoMessages } from '../messages/messages';
import { isTaskTag } from '../utils/todo-filters';
import { TaskFormFields } from './task-form-fields';

const EMPTY: TaskFields = { title: '', desc: '', tags: [], isStarred: false, isImportant: false, isCompleted: false };

function fieldsOf(task: DemoTask): TaskFields {
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
  const [form] = Form.useForm<TaskValues>();
  const notPhone = useScreen('sm');
  const titleInput = useRef<InputRef>(null);
  const { submit, saving, error } = useTaskFormSubmit(form, { open, task, onSaved });
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
      <Form<TaskValues>
        form={form}
        layout="vertical"
        initialValues={{ task: task ? fieldsOf(task) : EMPTY }}
        onFinish={submit}
        aria-label={title}
      >
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <TaskFormFields titleRef={titleInput} />
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
