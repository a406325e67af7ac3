import type { TaskStatusValue } from '@timely/contract';
import { useMessages } from '@timely/shared-ui';
import { Flex, Typography } from 'antd';
import { Fragment } from 'react';
import { QuickCreate } from '../../../../common/components/quick-create';
import { taskStatusLabel } from '../../../../common/utils/labels';
import { projectsMessages } from '../../../../messages/messages';
import type { useBoardMoves } from '../hooks/use-board-moves';
import { BOARD_GRID } from '../utils/board-grid';
import type { Lane } from '../utils/board-lanes';
import { BOARD_COLUMNS, byStatus, moveRefusal } from '../utils/board-moves';
import { BoardColumn } from './board-column';

type BoardLaneGridProps = {
  lanes: Lane[];
  /** Lanes have titles (when the board is grouped). */
  withLanes: boolean;
  moves: ReturnType<typeof useBoardMoves>;
  canManage: boolean;
  overLimit: (status: TaskStatusValue) => boolean;
  onCreate?: (title: string, estimateHours: number) => Promise<unknown>;
};

/** Each lane's cards in their columns; quick-create at the foot of the first lane's Not started column. */
export function BoardLaneGrid({ lanes, withLanes, moves, canManage, overLimit, onCreate }: BoardLaneGridProps) {
  const t = useMessages(projectsMessages);
  const statusLabel = (status: TaskStatusValue) => taskStatusLabel(t, status);
  const { active } = moves;
  const accepts = (status: TaskStatusValue) =>
    active ? active.status === status || moveRefusal(t, active, status) === null : null;
  return (
    <Flex vertical gap={16}>
      {lanes.map((lane, laneIndex) => {
        const columns = byStatus(lane.tasks);
        return (
          <Fragment key={lane.key}>
            {withLanes && (
              <Typography.Text type="secondary">
                {t('board.laneCount', { name: lane.title, count: lane.tasks.length })}
              </Typography.Text>
            )}
            <div style={BOARD_GRID}>
              {BOARD_COLUMNS.map((status) => (
                <BoardColumn
                  key={status}
                  laneKey={lane.key}
                  status={status}
                  label={
                    withLanes
                      ? t('board.columnOfLane', { status: statusLabel(status), name: lane.title })
                      : statusLabel(status)
                  }
                  tasks={columns[status]}
                  accepts={accepts(status)}
                  onPick={moves.pick}
                  onRank={canManage ? moves.rank : undefined}
                  rankEdge={moves.rankEdge}
                  overLimit={overLimit(status)}
                  footer={
                    canManage && onCreate && status === 'not_started' && laneIndex === 0 ? (
                      <QuickCreate place={statusLabel(status)} onCreate={onCreate} />
                    ) : undefined
                  }
                />
              ))}
            </div>
          </Fragment>
        );
      })}
    </Flex>
  );
}
