import { useMessages } from '@timely/shared-ui';
import { Checkbox, Select } from '@timely/shared-ui/antd-more';
import { Flex, Form, Input, type InputRef } from 'antd';
import type { Ref } from 'react';
import { todoMessages } from '../messages/messages';
import { TASK_TAGS } from '../utils/todo-filters';

/** The contract's limits (`demoNewTaskBodySchema`). */
const TITLE_MAX = 200;
const DESC_MAX = 5000;

/** The task form's fields: title, description, tags and the three marks. */
export function TaskFormFields({ titleRef }: { titleRef: Ref<InputRef> }) {
  const t = useMessages(todoMessages);
  return (
    <>
      <Form.Item
        label={t('todo.form.field.title')}
        name={['task', 'title']}
        rules={[
          { required: true, whitespace: true, message: t('todo.form.titleRequired') },
          { max: TITLE_MAX, message: t('todo.form.titleTooLong', { max: TITLE_MAX }) },
        ]}
      >
        <Input ref={titleRef} maxLength={TITLE_MAX} showCount />
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
    </>
  );
}
