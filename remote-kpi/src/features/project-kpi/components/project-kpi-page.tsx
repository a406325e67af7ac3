import { useErrorText } from '@timely/shared-auth';
import { ErrorState, LoadingState, PageHeader, portalHref, useMessages } from '@timely/shared-ui';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MonthPicker } from '../../../common/components/month-picker';
import { ProjectMonthDrawer } from '../../../common/components/project-month-drawer';
import { useMonthParam } from '../../../common/hooks/use-month-param';
import { formatMonth } from '../../../common/utils/format';
import { useProjectKpi } from '../api/get-project-kpi';
import { KpiSummaryCard } from './kpi-summary-card';
import { ProjectKpiTabs } from './project-kpi-tabs';
import { kpiMessages } from '../../../messages/messages';

/** /projectlevelkpi/:projectId: one project's month, history and the records behind its KPIs. */
export function ProjectKpiPage() {
  const t = useMessages(kpiMessages);
  const errorText = useErrorText();
  const { projectId = '' } = useParams();
  const { month, currentMonth, setMonth } = useMonthParam();
  const [editing, setEditing] = useState(false);
  const query = useProjectKpi(projectId, month);
  const back = <Link to={`${portalHref('projectLevel')}?month=${month}`}>{t('projectKpi.allKpis')}</Link>;

  if (query.isPending) return <LoadingState label={t('projectKpi.loading')} />;
  if (query.isError) {
    const status = 'status' in query.error ? query.error.status : 0;
    const message =
      status === 404
        ? t('projectKpi.notFound')
        : status === 403
          ? t('projectKpi.notOnProject')
          : errorText(query.error);
    return (
      <>
        <PageHeader title={t('projects.tableAria')} actions={back} />
        <ErrorState
          title={t('projectKpi.openError')}
          message={message}
          onRetry={() => void query.refetch()}
          error={query.error}
          exit={{ label: t('projectKpi.back'), to: portalHref('projectLevel') }}
        />
      </>
    );
  }
  const detail = query.data;
  const project = {
    id: projectId,
    name: detail.row.project.name,
    canEdit: detail.row.canEdit,
    currency: detail.currency,
  };
  return (
    <>
      <PageHeader
        title={detail.row.project.name}
        subtitle={t('projectKpi.subtitle', { month: formatMonth(month) })}
        actions={
          <Flex align="center" gap={12} wrap>
            {back}
            <MonthPicker value={month} max={currentMonth} onChange={setMonth} />
            {detail.row.canEdit && (
              <Button type="primary" onClick={() => setEditing(true)}>
                {t('projectKpi.editMonth', { month: formatMonth(month) })}
              </Button>
            )}
          </Flex>
        }
      />
      <KpiSummaryCard detail={detail} />
      <ProjectKpiTabs project={project} />
      <ProjectMonthDrawer
        row={editing ? detail.row : null}
        currency={detail.currency}
        onClose={() => setEditing(false)}
      />
    </>
  );
}
