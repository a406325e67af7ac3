import { QueryErrorState } from '@timely/shared-auth';
import { countOf, DEFAULT_PAGE_SIZE, PAGE_SIZES, type ProjectKpiRow } from '@timely/contract';
import { EmptyState, listPagination, LoadingState, useSearchBox, useUrlListState } from '@timely/shared-ui';
import { Card, Input } from 'antd';
import { useState } from 'react';
import { ProjectMonthDrawer } from '../../../common/components/project-month-drawer';
import { formatMonth } from '../../../common/utils/format';
import { useProjectKpis } from '../api/get-project-kpis';
import { ProjectKpiTable } from './project-kpi-table';

/** The month's project table: searched and paged on the server, page and search kept in the URL. */
export function ProjectKpiCard({ month }: { month: string }) {
  const {
    page,
    perPage,
    search,
    set: setParams,
  } = useUrlListState({ sizes: PAGE_SIZES, defaultPerPage: DEFAULT_PAGE_SIZE });
  const searchBox = useSearchBox(search, (next) => setParams({ search: next }));
  const [editing, setEditing] = useState<ProjectKpiRow | null>(null);
  const query = useProjectKpis({ month, page, perPage, search });

  const data = query.data;
  return (
    <Card title={`Projects · ${formatMonth(month)}`} style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        placeholder="Search projects"
        aria-label="Search projects"
        value={searchBox.value}
        onChange={searchBox.onChange}
        style={{ width: 280, maxWidth: '100%', marginBottom: 16 }}
      />
      {query.isPending ? (
        <LoadingState label="Loading project KPIs" />
      ) : query.isError ? (
        <QueryErrorState query={query} title="Could not load the project KPIs" />
      ) : data && data.total === 0 ? (
        <EmptyState
          description={search ? `No project matches “${search}”.` : `No project was active in ${formatMonth(month)}.`}
        />
      ) : (
        data && (
          <ProjectKpiTable
            rows={data.items}
            currency={data.currency}
            loading={query.isFetching}
            onEdit={setEditing}
            pagination={{
              ...listPagination({
                page: data.page,
                perPage: data.perPage,
                total: data.total,
                sizes: PAGE_SIZES,
                describeTotal: (total) => countOf(total, 'project'),
                onChange: setParams,
              }),
            }}
          />
        )
      )}
      <ProjectMonthDrawer row={editing} currency={data?.currency ?? 'USD'} onClose={() => setEditing(null)} />
    </Card>
  );
}
