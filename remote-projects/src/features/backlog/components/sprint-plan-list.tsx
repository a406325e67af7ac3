import { DownOutlined, RightOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { SprintPlan, Task } from '@timely/contract';
import { portalHref, useMessages } from '@timely/shared-ui';
import { Button, Flex, Tag, theme, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDay } from '../../../common/utils/format';
import { projectsMessages } from '../../../messages/messages';
import { SHOWN_PAGE, ShowMoreButton, useShownSlice } from '../../../common/components/show-more';
import { SprintPlanTotals } from './sprint-plan-totals';

type SprintPlanListProps = {
  plan: SprintPlan;
  canManage: boolean;
  /** Whether a filter hides some of its tasks (the totals still count them). */
  filtered: boolean;
  onStart: () => void;
  /** "Show more" asked for this many rows (the page sends the sprint's tasks beyond what it holds). */
  onShown?: (shown: number) => void;
  /** The rows, rendered by the page (they share its drag and drop and its menus). */
  renderRow: (task: Task, index: number) => ReactNode;
  quickCreate: ReactNode;
};

/** The rows of a sprint's list to draw, how many more it has (shown here or not sent yet), and a way to show them. */
function usePlanSlice(plan: SprintPlan, onShown: ((shown: number) => void) | undefined) {
  const { shown, hidden, limit, showMore } = useShownSlice(plan.items);
  const sent = plan.items.length;
  return {
    shown,
    more: Math.max(hidden, (plan.matching ?? sent) - Math.min(limit, sent)),
    showMore: () => {
      showMore();
      onShown?.(limit + SHOWN_PAGE);
    },
  };
}

/**
 * An open sprint above the backlog, as Jira's planning view shows it: expandable, its tasks by rank, what
 * it holds against the team's capacity for its dates, a drop target for tasks. A long sprint shows its
 * first tasks and "Show more" (a task dropped on the list lands last in it). The API may send only the first
 * tasks (`matching` counts them all): "Show more" counts the rest too, and asks for them.
 */
export function SprintPlanList({
  plan,
  canManage,
  filtered,
  onStart,
  onShown,
  renderRow,
  quickCreate,
}: SprintPlanListProps) {
  const t = useMessages(projectsMessages);
  const { token } = theme.useToken();
  const { sprint, items } = plan;
  const [open, setOpen] = useState(true);
  const { shown, more, showMore } = usePlanSlice(plan, onShown);
  const { setNodeRef, isOver } = useDroppable({ id: `list:${sprint._id}`, data: { listKey: sprint._id } });
  const bodyId = `plan-${sprint._id}`;
  return (
    <section
      ref={setNodeRef}
      aria-label={t('planning.sprintList', { name: sprint.name })}
      style={{
        border: `1px solid ${isOver ? token.colorPrimary : token.colorBorderSecondary}`,
        background: isOver ? token.colorPrimaryBg : token.colorBgContainer,
        borderRadius: token.borderRadiusLG,
        padding: 12,
      }}
    >
      <Flex gap={8} align="center" wrap justify="space-between">
        <Flex gap={8} align="center" wrap style={{ minWidth: 0 }}>
          <Button
            type="text"
            size="small"
            icon={open ? <DownOutlined aria-hidden /> : <RightOutlined aria-hidden />}
            aria-expanded={open}
            aria-controls={bodyId}
            aria-label={t(open ? 'planning.collapse' : 'planning.expand', { name: sprint.name })}
            onClick={() => setOpen(!open)}
          />
          <Link to={portalHref('sprintBoard', { sprintId: sprint._id })} style={{ fontWeight: 600 }}>
            {sprint.name}
          </Link>
          <Tag color={sprint.status === 'current' ? 'processing' : 'default'} style={{ marginInlineEnd: 0 }}>
            {sprint.status === 'current' ? t('status.sprint.current') : t('status.sprint.planned')}
          </Tag>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <bdi>{t('common.dateRange', { from: formatDay(sprint.startDate), to: formatDay(sprint.endDate) })}</bdi>
          </Typography.Text>
        </Flex>
        <SprintPlanTotals plan={plan} canManage={canManage} onStart={onStart} />
      </Flex>
      {open && (
        <div id={bodyId} style={{ marginTop: 8 }}>
          <SortableContext items={shown.map((task) => task._id)} strategy={verticalListSortingStrategy}>
            {items.length > 0 ? (
              <ol aria-label={t('planning.tasksOf', { name: sprint.name })} style={{ margin: 0, padding: 0 }}>
                {shown.map(renderRow)}
              </ol>
            ) : (
              <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '4px 0' }}>
                {filtered ? t('planning.noMatchInSprint') : t('planning.emptySprint')}
              </Typography.Paragraph>
            )}
          </SortableContext>
          {more > 0 && (
            <div style={{ marginTop: 8 }}>
              <ShowMoreButton hidden={more} onClick={showMore} />
            </div>
          )}
          {canManage && quickCreate}
        </div>
      )}
    </section>
  );
}
