import type { Task } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Button, Dropdown, Tag, theme } from 'antd';
import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useCompanyLabels } from '../../../common/api/get-company-options';
import { TaskStructureTags } from '../../../common/components/task-structure-tags';
import { WorkItemBadges } from '../../../common/components/work-item-look';
import { flexStyle } from '../../../common/utils/flex-style';
import { formatHours, formatPoints } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';

/** A place the ⋯ menu offers: up, down, or another list. */
export type RowMenuEntry = { key: string; label: string };

type RowKeys = { onKeyDown: (event: KeyboardEvent) => void };

/** The task's title (a link, which moves it with Alt+arrows too), who does it, its badges and structure. */
export function BacklogRowSummary({ task, onKeyDown }: { task: Task } & RowKeys) {
  const t = useMessages(projectsMessages);
  const { token } = theme.useToken();
  const labels = useCompanyLabels();
  return (
    <div style={{ ...flexStyle({ vertical: true }), flex: 1, minWidth: 0 }}>
      <Link
        to={portalHref('taskDetail', { taskId: task._id })}
        onKeyDown={onKeyDown}
        style={{ fontWeight: 600, overflowWrap: 'anywhere' }}
      >
        {task.title}
      </Link>
      <span style={{ color: token.colorTextDescription, fontSize: 12 }}>
        {[task.assignee?.name ?? t('taskForm.notAssigned'), task.jobRole?.name].filter(Boolean).join(' · ')}
      </span>
      <WorkItemBadges task={task} labels={labels} />
      <div>
        <TaskStructureTags task={task} />
      </div>
    </div>
  );
}

/** The task's estimate and, when it has them, its story points. */
export function BacklogRowSize({ task }: { task: Task }) {
  const t = useMessages(projectsMessages);
  return (
    <>
      <Tag style={{ marginInlineEnd: 0 }}>{formatHours(t, task.estimateHours)}</Tag>
      {task.storyPoints !== null && (
        <Tag
          color="blue"
          style={{ marginInlineEnd: 0 }}
          aria-label={t('board.storyPoints', { points: formatPoints(t, task.storyPoints) })}
        >
          {formatPoints(t, task.storyPoints)}
        </Tag>
      )}
    </>
  );
}

type BacklogRowMenuProps = { task: Task; menu: RowMenuEntry[]; onMenu: (task: Task, key: string) => void } & RowKeys;

/** The row's ⋯ menu: up, down or into another list. */
export function BacklogRowMenu({ task, menu, onMenu, onKeyDown }: BacklogRowMenuProps) {
  const t = useMessages(projectsMessages);
  return (
    <Dropdown trigger={['click']} menu={{ items: menu, onClick: ({ key }) => onMenu(task, key) }}>
      <Button size="small" type="text" aria-label={t('planning.moveMenu', { title: task.title })} onKeyDown={onKeyDown}>
        ⋯
      </Button>
    </Dropdown>
  );
}
