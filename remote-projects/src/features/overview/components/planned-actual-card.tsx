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

const TITLE = 'Planned vs actual tasks';

/** Per sprint of the chosen project and period: tasks planned against tasks completed (frozen once closed). */
export function PlannedActualCard() {
  const projects = useProjectChoices();
  const [chosen, setChosen] = useState<string>();
  const [range, setRange] = useState<Period>(null);
  const projectId = chosen ?? projects.data?.items[0]?._id;
  const params = { projectId: projectId ?? '', from: range?.from, to: range?.to };
  const query = usePlannedVsActual(params, Boolean(projectId));
  const filters = (
    <Flex gap={8} wrap>
      <LazySelect
        aria-label="Project"
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
        title={TITLE}
        query={projects}
        isEmpty={(data) => data.items.length === 0}
        empty="No project to chart yet."
      >
        {() => null}
      </WidgetCard>
    );
  }
  return (
    <WidgetCard
      title={TITLE}
      query={query}
      isEmpty={(data) => data.sprints.length === 0}
      empty="No sprints in this period."
      toolbar={filters}
    >
      {(data) => (
        <>
          <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
            {formatDay(data.from)} – {formatDay(data.to)}:{' '}
            {data.sprints.reduce((sum, sprint) => sum + sprint.actual, 0)} of{' '}
            {data.sprints.reduce((sum, sprint) => sum + sprint.planned, 0)} tasks completed
          </Typography.Text>
          <LazyTaskCountChart sprints={data.sprints} />
        </>
      )}
    </WidgetCard>
  );
}
