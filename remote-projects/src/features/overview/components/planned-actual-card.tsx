import { Flex, Typography } from 'antd';
import { useState } from 'react';
import { formatDay } from '../../../common/utils/format';
import { useProjectChoices } from '../api/get-project-choices';
import { usePlannedVsActual } from '../api/get-planned-vs-actual';
import { LazyTaskCountChart } from './lazy-overview-charts';
import { LazyPeriodPicker } from './lazy-period-picker';
import type { Period } from './period-picker';
import { LazySelect } from './lazy-select';
import { WidgetCard } from './widget-card';
import { useMessages } from '@timely/shared-ui';
import { overviewMessages } from '../messages/messages';

/** Per sprint of the chosen project and period: tasks planned against tasks completed (frozen once closed). */
export function PlannedActualCard() {
  const t = useMessages(overviewMessages);
  const projects = useProjectChoices();
  const [chosen, setChosen] = useState<string>();
  const [range, setRange] = useState<Period>(null);
  const projectId = chosen ?? projects.data?.items[0]?._id;
  const params = { projectId: projectId ?? '', from: range?.from, to: range?.to };
  const query = usePlannedVsActual(params, Boolean(projectId));
  const filters = (
    <Flex gap={8} wrap>
      <LazySelect
        aria-label={t('dash.plannedActual.project')}
        style={{ minWidth: 180 }}
        loading={projects.isLoading}
        value={projectId}
        onChange={setChosen}
        options={(projects.data?.items ?? []).map((project) => ({ value: project._id, label: project.name }))}
        showSearch={{ optionFilterProp: 'label' }}
      />
      <LazyPeriodPicker value={range} onChange={setRange} />
    </Flex>
  );
  if (!projectId) {
    // loading, failed or no project at all: the project list's own state says which
    return (
      <WidgetCard
        // the filters, the summary line and the chart
        reserve={338}
        title={t('dash.plannedActual.title')}
        query={projects}
        isEmpty={(data) => data.items.length === 0}
        empty={t('dash.plannedActual.noProject')}
      >
        {() => null}
      </WidgetCard>
    );
  }
  return (
    <WidgetCard
      // the filters, the summary line and the chart
      reserve={338}
      title={t('dash.plannedActual.title')}
      query={query}
      exported={{ widget: 'plannedVsActual', params }}
      isEmpty={(data) => data.sprints.length === 0}
      empty={t('dash.plannedActual.empty')}
      toolbar={filters}
    >
      {(data) => (
        <>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            <bdi>{t('common.dateRange', { from: formatDay(data.from), to: formatDay(data.to) })}</bdi>
            {t('dash.plannedActual.summary', {
              actual: data.sprints.reduce((sum, sprint) => sum + sprint.actual, 0),
              planned: data.sprints.reduce((sum, sprint) => sum + sprint.planned, 0),
            })}
          </Typography.Text>
          <LazyTaskCountChart sprints={data.sprints} />
        </>
      )}
    </WidgetCard>
  );
}
