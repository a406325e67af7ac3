import { QueryErrorState } from '@timely/shared-auth';
import { ExportButton } from '@timely/shared-auth/downloads';
import { exportPaths, PAGE_SIZES } from '@timely/contract';
import { Deferred, EmptyState, listPagination, LoadingState, PageHeader, useMessages } from '@timely/shared-ui';
import { Card } from 'antd';
import { useAvailability } from '../api/get-availability';
import { useAvailabilityParams } from '../hooks/use-availability-params';
import { AvailabilityFilters } from './availability-filters';
import { AvailabilityHeatmap } from './availability-heatmap';
import { peersMessages } from '../../../messages/messages';
import { ReadyToOnboardCard, ReadyToOnboardPlaceholder } from './ready-to-onboard-card';

/** /dashboard (admin): weekly allocation per peer, and who is ready to take on work. */
export function AvailabilityPage() {
  const t = useMessages(peersMessages);
  const { params, week, pickerFormat, thisWeek, from, weeks, query } = useAvailabilityParams();
  const availability = useAvailability(query);
  const data = availability.data;

  return (
    <>
      <PageHeader
        title={t('availability.title')}
        subtitle={t('availability.subtitle')}
        actions={
          // the heatmap's weeks as columns, every peer of the filters (not the page shown)
          <ExportButton
            path={exportPaths.availability}
            params={{
              from: query.from,
              weeks: query.weeks,
              projectId: query.projectId,
              jobRoleId: query.jobRoleId,
              search: query.search,
            }}
          />
        }
      />
      <Card>
        <AvailabilityFilters
          week={week}
          pickerFormat={pickerFormat}
          from={from}
          weeks={weeks}
          projectId={query.projectId}
          jobRoleId={query.jobRoleId}
          search={query.search}
          onChange={(change) => params.set(change)}
        />
        {availability.isPending ? (
          // the heatmap fills more than a screen: its placeholder holds the viewport, so the card below it waits
          // below the fold rather than jumping down when the heatmap arrives
          <LoadingState label={t('availability.loading')} screen />
        ) : availability.isError ? (
          <QueryErrorState query={availability} title={t('availability.loadError')} />
        ) : data && data.total === 0 ? (
          <EmptyState description={t('availability.empty')} />
        ) : (
          data && (
            <AvailabilityHeatmap
              weeks={data.weeks}
              rows={data.items}
              thisWeek={thisWeek}
              loading={availability.isFetching}
              pagination={listPagination({
                page: data.page,
                perPage: data.perPage,
                total: data.total,
                sizes: PAGE_SIZES,
                describeTotal: (total) => t('common.peerCount', { count: total }),
                onChange: params.set,
              })}
            />
          )
        )}
      </Card>
      {/* below the heatmap, out of the first screenful: it loads once the heatmap has settled */}
      <Deferred fallback={<ReadyToOnboardPlaceholder />}>
        {/* keyed by its filters: a new search or job role starts the card again at its first page */}
        <ReadyToOnboardCard
          key={`${query.jobRoleId ?? ''} ${query.search ?? ''}`}
          jobRoleId={query.jobRoleId}
          search={query.search}
        />
      </Deferred>
    </>
  );
}
