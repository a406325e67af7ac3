import { countOf, PAGE_SIZES, type ProjectKpiRow } from '@timely/mock-server/contract';
import { EmptyState, ErrorState, LoadingState } from '@timely/shared-ui';
import { Card, Input } from 'antd';
import { useEffect, useState } from 'react';
import { ProjectMonthDrawer } from '../../../common/components/project-month-drawer';
import { formatMonth } from '../../../common/utils/format';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useListParams } from '../hooks/use-list-params';
import { useProjectKpis } from '../hooks/use-project-kpis';
import { ProjectKpiTable } from './project-kpi-table';

/** The month's project table: searched and paged on the server, page and search kept in the URL. */
export function ProjectKpiCard({ month }: { month: string }) {
  const { page, perPage, search, setParams } = useListParams();
  const [typed, setTyped] = useState(search);
  const settled = useDebouncedValue(typed);
  const [editing, setEditing] = useState<ProjectKpiRow | null>(null);
  const query = useProjectKpis({ month, page, perPage, search });

  useEffect(() => {
    if (settled.trim() !== search) setParams({ search: settled.trim() });
    // setParams is rebuilt on each render; only a settled search should write the URL
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  const data = query.data;
  return (
    <Card
      title={`Projects · ${formatMonth(month)}`}
      style={{ marginBottom: 16 }}
    >
      <Input.Search allowClear placeholder="Search projects" aria-label="Search projects" value={typed} onChange={(event) => setTyped(event.target.value)} style={{ width: 280, maxWidth: '100%', marginBottom: 16 }} />
      {query.isPending ? (
        <LoadingState label="Loading project KPIs" />
      ) : query.isError ? (
        <ErrorState title="Could not load the project KPIs" message={query.error.message} onRetry={() => void query.refetch()} error={query.error} />
      ) : data && data.total === 0 ? (
        <EmptyState description={search ? `No project matches “${search}”.` : `No project was active in ${formatMonth(month)}.`} />
      ) : (
        data && (
          <ProjectKpiTable
            rows={data.items}
            currency={data.currency}
            loading={query.isFetching}
            onEdit={setEditing}
            pagination={{
              current: data.page,
              pageSize: data.perPage,
              total: data.total,
              pageSizeOptions: PAGE_SIZES.map(String),
              showSizeChanger: true,
              showTotal: (total) => countOf(total, 'project'),
              onChange: (nextPage, nextSize) => setParams(nextSize !== perPage ? { perPage: nextSize } : { page: nextPage }),
            }}
          />
        )
      )}
      <ProjectMonthDrawer row={editing} currency={data?.currency ?? 'USD'} onClose={() => setEditing(null)} />
    </Card>
  );
}
