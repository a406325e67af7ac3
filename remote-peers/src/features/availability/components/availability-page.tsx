import { QueryErrorState, useSession } from '@timely/shared-auth';
import { ExportButton } from '@timely/shared-auth/downloads';
import { companyWeek, exportPaths, PAGE_SIZES, type CompanyWeek } from '@timely/contract';
import {
  Deferred,
  EmptyState,
  listPagination,
  LoadingState,
  PageHeader,
  useMessages,
  useUrlParams,
  weekPickerFormat,
} from '@timely/shared-ui';
import { Card, Flex } from 'antd';
import { DatePicker, Select } from '@timely/shared-ui/antd-more';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { useOptions } from '../../../common/api/get-options';
import { useProjectNames } from '../../../common/api/get-project-names';
import { useAvailability } from '../api/get-availability';
import { AvailabilityHeatmap } from './availability-heatmap';
import { peersMessages } from '../../../messages/messages';
import { IsolatedNumbers } from '../../../common/components/isolated-numbers';
import { ReadyToOnboardCard, ReadyToOnboardPlaceholder } from './ready-to-onboard-card';

type Param = 'from' | 'weeks' | 'projectId' | 'jobRoleId' | 'page' | 'perPage';
const WEEK_CHOICES = [4, 8, 12, 16, 26];

/** /dashboard (admin): weekly allocation per peer, and who is ready to take on work. */
export function AvailabilityPage() {
  const t = useMessages(peersMessages);
  const params = useUrlParams<Param>();
  const user = useSession().session?.user;
  // the company's weeks (Sunday to Saturday for a Sunday-to-Thursday company), as the server groups them;
  // "this week" by the reader's own day, like every date on screen
  const week = useMemo(
    () => companyWeek(user?.companyWorkingDays, user?.timeZone),
    [user?.companyWorkingDays, user?.timeZone],
  );
  const pickerFormat = useMemo(() => weekPickerFormat(week.weekStart), [week]);
  const thisWeek = week.weekStart(dayjs().format('YYYY-MM-DD'));
  const from = week.weekStart(params.get('from') || dayjs(thisWeek).subtract(4, 'week').format('YYYY-MM-DD'));
  const weeks = WEEK_CHOICES.includes(Number(params.get('weeks'))) ? Number(params.get('weeks')) : 12;
  const perPage = (PAGE_SIZES as readonly number[]).includes(Number(params.get('perPage')))
    ? Number(params.get('perPage'))
    : 20;
  const query = {
    from,
    weeks,
    page: Math.max(1, Number(params.get('page')) || 1),
    perPage,
    projectId: params.get('projectId') || undefined,
    jobRoleId: params.get('jobRoleId') || undefined,
  };
  const availability = useAvailability(query);
  const options = useOptions();
  const projects = useProjectNames();
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
            params={{ from: query.from, weeks: query.weeks, projectId: query.projectId, jobRoleId: query.jobRoleId }}
          />
        }
      />
      <Card>
        <Flex gap={12} wrap style={{ marginBottom: 16 }}>
          <DatePicker
            picker="week"
            format={pickerFormat}
            allowClear={false}
            aria-label={t('availability.firstWeek')}
            value={dayjs(from)}
            onChange={(value) => value && params.set({ from: weekOfPicked(value, week) })}
          />
          <Select
            aria-label={t('availability.weekCount')}
            value={weeks}
            style={{ width: 120 }}
            // a plural of the language, its number isolated: an English "12 weeks" read "weeks 12" right to left
            options={WEEK_CHOICES.map((count) => ({
              value: count,
              label: <IsolatedNumbers text={t('availability.weeks', { count })} />,
            }))}
            onChange={(value) => params.set({ weeks: value })}
          />
          <Select
            aria-label={t('availability.project')}
            allowClear
            placeholder={t('availability.allProjects')}
            style={{ width: 220 }}
            loading={projects.isPending}
            value={query.projectId}
            options={(projects.data ?? []).map((project) => ({ value: project._id, label: project.name }))}
            onChange={(value?: string) => params.set({ projectId: value })}
          />
          <Select
            aria-label={t('availability.jobRole')}
            allowClear
            placeholder={t('availability.allJobRoles')}
            style={{ width: 200 }}
            loading={options.isPending}
            value={query.jobRoleId}
            options={(options.data?.jobRoles ?? []).map((role) => ({ value: role._id, label: role.name }))}
            onChange={(value?: string) => params.set({ jobRoleId: value })}
          />
        </Flex>
        {availability.isPending ? (
          <LoadingState label={t('availability.loading')} />
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
        <ReadyToOnboardCard jobRoleId={query.jobRoleId} />
      </Deferred>
    </>
  );
}

/**
 * The first day of the company's week the picker row shows. A locale whose rows start on Sunday puts that
 * Sunday with the days after it, so for a company whose week starts on Monday it moves forward, not back.
 */
function weekOfPicked(value: Dayjs, week: CompanyWeek): string {
  const day = value.format('YYYY-MM-DD');
  const next = value.add(1, 'day').format('YYYY-MM-DD');
  return week.weekStart(value.day() === 0 && week.weekStart(next) === next ? next : day);
}
