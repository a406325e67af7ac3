import { useMessages } from '@timely/shared-ui';
import { Button } from 'antd';
import { useState } from 'react';
import { projectsMessages } from '../../messages/messages';

/**
 * How many rows or cards a long list shows before "Show more": a 500-task sprint drawn whole (each row
 * draggable, with its menu) kept the board and the backlog from showing for seconds (docs/performance.md).
 */
export const SHOWN_PAGE = 30;

/** The first rows of a long list, and a way to show the next page of them. */
export function useShownSlice<T>(items: readonly T[], page = SHOWN_PAGE) {
  const [limit, setLimit] = useState(page);
  return {
    shown: items.length > limit ? items.slice(0, limit) : items,
    hidden: Math.max(0, items.length - limit),
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
