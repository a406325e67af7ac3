import { QueryErrorState } from '@timely/shared-auth';
import { ExportButton } from '@timely/shared-auth/downloads';
import { DEFAULT_PAGE_SIZE, exportPaths, PAGE_SIZES, type ProjectKpiRow } from '@timely/contract';
import {
  EmptyState,
  listPagination,
  LoadingState,
  useMessages,
  useSearchBox,
  useUrlListState,
} from '@timely/shared-ui';
import { Card, Input } from 'antd';
import { useState } from 'react';
import { ProjectMonthDrawer } from '../../../common/components/project-month-drawer';
import { formatMonth } from '../../../common/utils/format';
import { useProjectKpis } from '../api/get-project-kpis';
import { ProjectKpiTable } from './project-kpi-table';
import { kpiMessages } from '../../../messages/messages';

/** The month's project table: searched and paged on the server, page and search kept in the URL. */
export function ProjectKpiCard({ month }: { month: string }) {
  const t = useMessages(kpiMessages);
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
    <Card
      title={t('projects.cardTitle', { month: formatMonth(month) })}
      extra={<ExportButton path={exportPaths.projectKpis} params={{ month, search }} />}
      style={{ marginBottom: 16 }}
    >
      <Input.Search
        allowClear
        placeholder={t('projects.search')}
        aria-label={t('projects.search')}
        value={searchBox.value}
        onChange={searchBox.onChange}
        style={{ width: 280, maxWidth: '100%', marginBottom: 16 }}
      />
      {query.isPending ? (
        <LoadingState label={t('projects.loading')} />
      ) : query.isError ? (
        <QueryErrorState query={query} title={t('projects.loadError')} />
      ) : data && data.total === 0 ? (
        <EmptyState
          description={
            search ? t('projects.noMatch', { search }) : t('projects.noneActive', { month: formatMonth(month) })
          }
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
                describeTotal: (total) => t('projects.count', { count: total }),
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
