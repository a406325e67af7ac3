import type { Sprint } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { App, Button, Flex } from 'antd';
import { useState } from 'react';
import { projectsMessages } from '../../../../messages/messages';
import { useSaveWipLimits } from '../api/save-wip-limits';
import type { useBoardView } from '../hooks/use-board-view';
import { BoardFilterBar } from './board-filter-bar';
import { WipLimitsModal } from './wip-limits-modal';

type BoardToolbarProps = { sprint: Sprint; view: ReturnType<typeof useBoardView> };

/** The board's filters and lanes, and for managers the columns' WIP limits. */
export function BoardToolbar({ sprint, view }: BoardToolbarProps) {
  const t = useMessages(projectsMessages);
  const { message } = App.useApp();
  const [editingLimits, setEditingLimits] = useState(false);
  const saveLimits = useSaveWipLimits(sprint.projectId);
  return (
    <>
      <Flex gap={12} wrap align="center" justify="space-between">
        <BoardFilterBar
          assignees={view.board.data?.assignees ?? []}
          jobRoles={view.board.data?.jobRoles ?? []}
          labels={view.labels}
          epics={view.epics.data?.items ?? []}
          filters={view.filters}
          lanes={view.grouping}
          onChange={view.setFilters}
          onClear={view.clearFilters}
        />
        {view.canManage && (
          <Button size="small" onClick={() => setEditingLimits(true)}>
            {t('board.wip.edit')}
          </Button>
        )}
      </Flex>
      <WipLimitsModal
        open={editingLimits}
        limits={view.limits}
        onClose={() => setEditingLimits(false)}
        onSave={async (next) => {
          await saveLimits.mutateAsync(next);
          void message.success(t('board.wip.saved'));
        }}
      />
    </>
  );
}
