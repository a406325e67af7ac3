import { useMessages } from '@timely/shared-ui';
import { Flex, theme, Typography } from 'antd';
import { taskStatusLabel } from '../../../../common/utils/labels';
import { projectsMessages } from '../../../../messages/messages';
import type { useBoardView } from '../hooks/use-board-view';
import { BOARD_GRID } from '../utils/board-grid';
import { BOARD_COLUMNS } from '../utils/board-moves';

type BoardColumnHeadersProps = Pick<ReturnType<typeof useBoardView>, 'limits' | 'held' | 'counts' | 'overLimit'>;

/** Each column's name and count, or its count against its WIP limit, and a warning past it. */
export function BoardColumnHeaders({ limits, held, counts, overLimit }: BoardColumnHeadersProps) {
  const t = useMessages(projectsMessages);
  const { token } = theme.useToken();
  return (
    <div style={{ ...BOARD_GRID, marginBottom: 8 }}>
      {BOARD_COLUMNS.map((status) => {
        const limit = limits[status];
        const over = overLimit(status);
        return (
          <Flex key={status} vertical data-column-header={status}>
            <Typography.Text strong>
              {typeof limit === 'number'
                ? t('board.columnOfLimit', {
                    status: taskStatusLabel(t, status),
                    count: t('board.wip.count', { count: held[status].length, limit }),
                  })
                : t('board.columnCount', { status: taskStatusLabel(t, status), count: counts[status].length })}
            </Typography.Text>
            {over && typeof limit === 'number' && (
              <Typography.Text style={{ color: token.colorError, fontSize: 12 }} role="status">
                {t('board.wip.over', { limit })}
              </Typography.Text>
            )}
          </Flex>
        );
      })}
    </div>
  );
}
