import { portalHref, useMessages } from '@timely/shared-ui';
import { Flex, Segmented } from 'antd';
import { useNavigate } from 'react-router-dom';
import { projectsMessages } from '../../../messages/messages';

type TaskViewSwitchProps = { sprintId: string; view: 'board' | 'list' };

/** Board or list: each is its own address. */
export function TaskViewSwitch({ sprintId, view }: TaskViewSwitchProps) {
  const t = useMessages(projectsMessages);
  const navigate = useNavigate();
  const setView = (next: 'board' | 'list') =>
    navigate(portalHref(next === 'board' ? 'sprintBoard' : 'tasks', { sprintId }));
  return (
    <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 12 }}>
      <Segmented
        aria-label={t('tasks.view')}
        value={view}
        onChange={(value) => setView(value as 'board' | 'list')}
        options={[
          { value: 'board', label: t('tasks.view.board') },
          { value: 'list', label: t('tasks.view.list') },
        ]}
      />
    </Flex>
  );
}
