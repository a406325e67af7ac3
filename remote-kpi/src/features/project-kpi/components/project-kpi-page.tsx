import { ErrorState, LoadingState, PageHeader, portalHref } from '@timely/shared-ui';
import { Button, Flex } from 'antd';
import { Tabs } from '@timely/shared-ui/antd-more';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { MonthPicker } from '../../../common/components/month-picker';
import { ProjectMonthDrawer } from '../../../common/components/project-month-drawer';
import { useMonthParam } from '../../../common/hooks/use-month-param';
import { formatMonth } from '../../../common/utils/format';
import { useProjectKpi } from '../api/get-project-kpi';
import { useTabParam } from '../hooks/use-tab-param';
import { ClientFeedbackTab } from './cnps/client-feedback-tab';
import { EnpsTab } from './enps/enps-tab';
import { KpiSummaryCard } from './kpi-summary-card';
import { ProfitabilityTab } from './profitability/profitability-tab';
import { RevenueTab } from './revenue/revenue-tab';
import { ThoughtLeadershipTab } from './thought-leadership/thought-leadership-tab';

/** /projectlevelkpi/:projectId: one project's month, history and the records behind its KPIs. */
export function ProjectKpiPage() {
  const { projectId = '' } = useParams();
  const { month, currentMonth, setMonth } = useMonthParam();
  const [tab, setTab] = useTabParam();
  const [editing, setEditing] = useState(false);
  const query = useProjectKpi(projectId, month);
  const back = <Link to={`${portalHref('projectLevel')}?month=${month}`}>All KPIs</Link>;

  if (query.isPending) return <LoadingState label="Loading the project KPIs" />;
  if (query.isError) {
    const status = 'status' in query.error ? query.error.status : 0;
    const message =
      status === 404
        ? 'This project does not exist or was deleted.'
        : status === 403
          ? 'You are not on this project, so its KPIs are not shown.'
          : query.error.message;
    return (
      <>
        <PageHeader title="Project KPIs" actions={back} />
        <ErrorState
          title="Could not open these KPIs"
          message={message}
          onRetry={() => void query.refetch()}
          error={query.error}
          exit={{ label: 'Back to project KPIs', to: portalHref('projectLevel') }}
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
        subtitle={`KPIs · ${formatMonth(month)}`}
        actions={
          <Flex align="center" gap={12} wrap>
            {back}
            <MonthPicker value={month} max={currentMonth} onChange={setMonth} />
            {detail.row.canEdit && (
              <Button type="primary" onClick={() => setEditing(true)}>
                Edit {formatMonth(month)}
              </Button>
            )}
          </Flex>
        }
      />
      <KpiSummaryCard detail={detail} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as typeof tab)}
        destroyOnHidden
        items={[
          { key: 'revenue', label: 'Revenue', children: <RevenueTab project={project} /> },
          { key: 'profitability', label: 'Profitability', children: <ProfitabilityTab project={project} /> },
          { key: 'enps', label: 'eNPS', children: <EnpsTab project={project} /> },
          { key: 'cnps', label: 'cNPS', children: <ClientFeedbackTab project={project} /> },
          {
            key: 'thought-leadership',
            label: 'Thought leadership',
            children: <ThoughtLeadershipTab project={project} />,
          },
        ]}
      />
      <ProjectMonthDrawer
        row={editing ? detail.row : null}
        currency={detail.currency}
        onClose={() => setEditing(false)}
      />
    </>
  );
}
