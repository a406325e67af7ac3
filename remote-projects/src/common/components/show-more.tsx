import { useMessages } from '@timely/shared-ui';
import { Button } from 'antd';
import { useDeferredValue, useState } from 'react';
import { projectsMessages } from '../../messages/messages';

/**
 * How many rows or cards a long list shows before "Show more": a 500-task sprint drawn whole (each row
 * draggable, with its menu) kept the board and the backlog from showing for seconds (docs/performance.md).
 */
export const SHOWN_PAGE = 30;

/** About what a window shows of a list: drawn first, the rest in a render of its own right after. */
const FIRST_PAINT = 12;

/**
 * How many of a list's `count` rows to draw now. A list's first render draws the rows a window shows, and
 * React draws the others at a lower priority right after (useDeferredValue), so the screen shows its top at
 * once and stays responsive while the rest arrives. Later changes of `count` follow within a frame.
 */
export function useFirstPaintCount(count: number): number {
  return useDeferredValue(count, Math.min(count, FIRST_PAINT));
}

/** The first rows of a long list, how many it may show now, and a way to show the next page of them. */
export function useShownSlice<T>(items: readonly T[], page = SHOWN_PAGE) {
  const [limit, setLimit] = useState(page);
  const drawn = useFirstPaintCount(Math.min(limit, items.length));
  return {
    shown: items.length > drawn ? items.slice(0, drawn) : items,
    hidden: Math.max(0, items.length - limit),
    limit,
    showMore: () => setLimit((current) => current + page),
  };
}

/** "Show 30 more of 470" under a list cut by useShownSlice (nothing when all of it shows). */
export function ShowMoreButton({
  hidden,
  onClick,
  page = SHOWN_PAGE,
}: {
  hidden: number;
  onClick: () => void;
  page?: number;
}) {
  const t = useMessages(projectsMessages);
  if (hidden <= 0) return null;
  return (
    <Button size="small" type="dashed" onClick={onClick}>
      {hidden <= page ? t('board.showMore', { count: hidden }) : t('board.showMoreOf', { count: page, total: hidden })}
    </Button>
  );
}
