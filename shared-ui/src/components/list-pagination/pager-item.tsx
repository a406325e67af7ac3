import { ConfigProvider, type PaginationProps } from 'antd';
import { cloneElement, isValidElement, useContext, type ReactElement, type ReactNode } from 'react';

type ArrowElement = ReactElement<{ 'aria-label'?: string; children?: ReactNode }>;
type PagerItemType = Parameters<NonNullable<PaginationProps['itemRender']>>[1];
type PagerLocale = { prev_page?: string; next_page?: string; prev_5?: string; next_5?: string };

const LABEL_KEY_OF: Partial<Record<PagerItemType, keyof PagerLocale>> = {
  prev: 'prev_page',
  next: 'next_page',
  'jump-prev': 'prev_5',
  'jump-next': 'next_5',
};

/**
 * antd draws the pager's arrows as icons whose names ("left", "double-right") a screen reader reads in
 * English in every language: the arrow's button is named in the pager's own locale words instead, and
 * the icon inside it is hidden.
 */
function NamedArrow({ element, labelKey }: { element: ArrowElement; labelKey: keyof PagerLocale }) {
  const pagerLabels = useContext(ConfigProvider.ConfigContext).locale?.Pagination as PagerLocale | undefined;
  const label = pagerLabels?.[labelKey];
  if (!label) return element;
  return cloneElement(element, { 'aria-label': label }, <span aria-hidden>{element.props.children}</span>);
}

/** The pager's `itemRender`: listPagination sets it, and a Table's or Pagination's own pager takes it too. */
export function pagerItem(_page: number, type: PagerItemType, element: ReactNode): ReactNode {
  const labelKey = LABEL_KEY_OF[type];
  if (!labelKey || !isValidElement<ArrowElement['props']>(element)) return element;
  return <NamedArrow element={element} labelKey={labelKey} />;
}
