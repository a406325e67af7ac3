import type { PaginationProps } from 'antd';
import { createElement } from 'react';
import { pagerItem } from './pager-item';
import { PagerRange } from './pager-range';

export type ListPage = { page: number; perPage: number };

/**
 * The pager every paged list shows: the page sizes the API takes, a total in the list's own noun, and a
 * size change that starts again at page 1 (the old page may not exist at the new size). Spread it into
 * a Table's `pagination` or a Pagination's props.
 */
export function listPagination(options: {
  page: number;
  perPage: number;
  total: number;
  sizes: readonly number[];
  /** The total in the list's own words ("45 peers", agreeing in number); left out, the pager reads "1–20 of 45". */
  describeTotal?: (total: number) => string;
  onChange: (next: ListPage) => void;
}): PaginationProps {
  const { page, perPage, total, sizes, describeTotal, onChange } = options;
  return {
    current: page,
    pageSize: perPage,
    total,
    pageSizeOptions: sizes.map(String),
    showSizeChanger: true,
    itemRender: pagerItem,
    showTotal: (count, [from, to]) =>
      describeTotal ? isolated(describeTotal(count)) : createElement(PagerRange, { from, to, total: count }),
    onChange: (nextPage, nextPerPage) =>
      onChange(nextPerPage !== perPage ? { page: 1, perPage: nextPerPage } : { page: nextPage, perPage }),
  };
}

// a total that starts with a number reads "posts 45" or "of 45 1–20" in a right-to-left page: <bdi> keeps
// the English words and their numbers in their own order there
const isolated = (text: string) => createElement('bdi', null, text);
