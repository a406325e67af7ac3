import { listPagination } from '@timely/shared-ui';
import { Pagination } from '@timely/shared-ui/antd-more';
import { Flex } from 'antd';

export type WidgetPagerProps = {
  /** The page shown, as the API answered it. */
  list: { page: number; perPage: number; total: number };
  /** What the pager pages through, for its landmark's name ("Ongoing projects pages"). */
  label: string;
  onChange: (page: number) => void;
};

/** The pages of a project widget, "11–20 of 45" beside them; nothing when one page holds them all. */
export default function WidgetPager({ list, label, onChange }: WidgetPagerProps) {
  const { page, perPage, total } = list;
  return (
    <Flex justify="flex-end" style={{ marginTop: 8 }}>
      <nav aria-label={label}>
        <Pagination
          size="small"
          {...listPagination({ page, perPage, total, sizes: [perPage], onChange: (next) => onChange(next.page) })}
          showSizeChanger={false}
        />
      </nav>
    </Flex>
  );
}
