import { BOARD_COLUMNS } from './board-moves';

/** The board's columns side by side, its headers on the same grid. */
export const BOARD_GRID = {
  display: 'grid',
  gridTemplateColumns: `repeat(${BOARD_COLUMNS.length}, minmax(210px, 1fr))`,
  gap: 12,
} as const;
