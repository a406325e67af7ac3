import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { BacklogPage, BulkTasksBody, ProjectPerson, Task } from '@timely/contract';
import { EmptyState, pagerItem, useMessages } from '@timely/shared-ui';
import { Pagination } from '@timely/shared-ui/antd-more';
import { App, Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useBulkEditTasks } from '../../../common/api/bulk-edit-tasks';
import { BulkEditBar } from '../../../common/components/bulk-edit-bar';
import { QuickCreate } from '../../../common/components/quick-create';
import { useFirstPaintCount } from '../../../common/components/show-more';
import type { BulkChange } from '../../../common/hooks/use-bulk-confirm';
import { projectsMessages } from '../../../messages/messages';
import { useCreateBacklogTask } from '../api/create-backlog-task';
import { BACKLOG_PER_PAGE } from '../api/get-backlog';
import type { useBacklogFilters } from '../hooks/use-backlog-filters';
import { BACKLOG_LIST } from '../utils/plan-moves';

type BacklogCardProps = {
  projectId: string;
  data: BacklogPage;
  team: ProjectPerson[];
  canManage: boolean;
  filters: ReturnType<typeof useBacklogFilters>;
  selected: ReadonlySet<string>;
  onClearSelection: () => void;
  emptyText: string;
  renderRow: (task: Task, index: number) => ReactNode;
};

/** The backlog's own list: the bulk bar, a page of its tasks, the pager, quick-create and how to move. */
export function BacklogCard(props: BacklogCardProps) {
  const { projectId, data, team, canManage, filters, selected, onClearSelection, emptyText, renderRow } = props;
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const bulk = useBulkEditTasks(projectId);
  const create = useCreateBacklogTask(projectId);
  const { items, total } = data;
  const applyBulk = async (change: BulkChange) => {
    const taskIds = [...selected];
    const result = await bulk.mutateAsync({ ...change, taskIds } as BulkTasksBody);
    onClearSelection();
    void message.success(
      change.action === 'delete'
        ? t('tasks.toast.bulkDeleted', { count: result.count })
        : t('tasks.toast.bulkUpdated', { count: result.count }),
    );
  };
  return (
    <BacklogDropTarget listKey={BACKLOG_LIST}>
      {canManage && selected.size > 0 && (
        <BulkEditBar
          count={selected.size}
          sprints={data.sprints}
          team={team}
          onApply={applyBulk}
          onClear={onClearSelection}
        />
      )}
      <Typography.Title level={2} style={{ fontSize: 16, marginTop: 0 }}>
        {t('tasks.backlog')}
      </Typography.Title>
      {items.length === 0 ? (
        <EmptyState description={emptyText} />
      ) : (
        <BacklogItems items={items} label={t('tasks.backlog')} renderRow={renderRow} />
      )}
      {total > BACKLOG_PER_PAGE && (
        <Flex justify="flex-end" style={{ marginTop: 12 }}>
          <Pagination
            current={filters.page}
            pageSize={BACKLOG_PER_PAGE}
            total={total}
            showSizeChanger={false}
            itemRender={pagerItem}
            onChange={filters.setPage}
          />
        </Flex>
      )}
      {canManage && (
        <QuickCreate
          place={t('tasks.backlog')}
          onCreate={async (title, estimateHours) => {
            await create.mutateAsync({ title, estimateHours });
            void message.success(t('backlog.added', { title }));
          }}
        />
      )}
      {canManage && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
          {t('planning.howToMove')}
        </Typography.Paragraph>
      )}
    </BacklogDropTarget>
  );
}

/** The backlog's page of tasks: the rows a window shows first, the others right after (useFirstPaintCount). */
function BacklogItems({
  items,
  label,
  renderRow,
}: {
  items: Task[];
  label: string;
  renderRow: (task: Task, index: number) => ReactNode;
}) {
  const drawn = useFirstPaintCount(items.length);
  const shown = drawn < items.length ? items.slice(0, drawn) : items;
  return (
    <SortableContext items={shown.map((task) => task._id)} strategy={verticalListSortingStrategy}>
      <ol aria-label={label} style={{ margin: 0, padding: 0 }}>
        {shown.map(renderRow)}
      </ol>
    </SortableContext>
  );
}

/** The backlog's card, a drop target too (a task dropped on it, not on a row, goes last). */
function BacklogDropTarget({ listKey, children }: { listKey: string; children: ReactNode }) {
  const { setNodeRef } = useDroppable({ id: `list:${listKey}`, data: { listKey } });
  return (
    <div ref={setNodeRef}>
      <Card>{children}</Card>
    </div>
  );
}
