import { SearchOutlined } from '@ant-design/icons';
import type { DemoTask } from '@timely/contract';
import { useErrorText } from '@timely/shared-auth';
import { EmptyState, ErrorState, useMessages } from '@timely/shared-ui';
import { Flex, Input, Segmented, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTodos } from '../api/get-todos';
import { todoMessages } from '../messages/messages';
import { visibleTasks, type TodoSort } from '../utils/todo-filters';
import { TaskRow } from './task-row';

type TaskListProps = {
  filter: string;
  /** The filter's name, for the list's accessible name. */
  filterLabel: string;
  onOpen: (task: DemoTask) => void;
  onTrash: (task: DemoTask) => void;
  onToggle: (task: DemoTask, changes: Partial<Pick<DemoTask, 'isCompleted' | 'isStarred' | 'isImportant'>>) => void;
};

/** One filter's tasks with a search box over them and a sort; loading, empty and error states. */
export function TaskList({ filter, filterLabel, onOpen, onTrash, onToggle }: TaskListProps) {
  const t = useMessages(todoMessages);
  const errorText = useErrorText();
  const todos = useTodos(filter);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<TodoSort>('newest');
  const shown = useMemo(() => visibleTasks(todos.data ?? [], filter, search, sort), [todos.data, filter, search, sort]);

  let body;
  if (todos.isPending) {
    body = (
      <div role="status" aria-label={t('todo.loading')}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </div>
    );
  } else if (todos.isError) {
    body = (
      <ErrorState
        title={t('todo.error.title')}
        message={errorText(todos.error)}
        error={todos.error}
        onRetry={() => void todos.refetch()}
      />
    );
  } else if (!shown.length) {
    body = (
      <EmptyState description={search.trim() ? t('todo.emptySearch', { search: search.trim() }) : t('todo.empty')} />
    );
  } else {
    body = (
      <ul
        aria-label={t('todo.list.label', { filter: filterLabel })}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {shown.map((task) => (
          <TaskRow
            key={task.id}
            task={task}
            onOpen={() => onOpen(task)}
            onTrash={() => onTrash(task)}
            onToggle={(changes) => onToggle(task, changes)}
          />
        ))}
      </ul>
    );
  }

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <Input
          // a searchbox without the browser's own clear button beside antd's
          role="searchbox"
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('todo.search.placeholder')}
          aria-label={t('todo.search.label')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ flex: '1 1 200px', minWidth: 0 }}
        />
        <Segmented<TodoSort>
          aria-label={t('todo.sort.label')}
          value={sort}
          onChange={setSort}
          options={[
            { value: 'newest', label: t('todo.sort.newest') },
            { value: 'title', label: t('todo.sort.title') },
          ]}
        />
      </Flex>
      {todos.isSuccess && shown.length > 0 && (
        <Typography.Text type="secondary" aria-live="polite">
          {t('todo.list.count', { count: shown.length })}
        </Typography.Text>
      )}
      {body}
    </Flex>
  );
}
