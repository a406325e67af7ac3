import { useMessages } from '@timely/shared-ui';
import { Tabs } from '@timely/shared-ui/antd-more';
import { kpiMessages } from '../../../messages/messages';
import { useTabParam } from '../hooks/use-tab-param';
import type { KpiProjectRef } from '../project-kpi.types';
import { ClientFeedbackTab } from './cnps/client-feedback-tab';
import { EnpsTab } from './enps/enps-tab';
import { ProfitabilityTab } from './profitability/profitability-tab';
import { RevenueTab } from './revenue/revenue-tab';
import { ThoughtLeadershipTab } from './thought-leadership/thought-leadership-tab';

/** The records behind a project's KPIs, a tab each, the open one in the URL. */
export function ProjectKpiTabs({ project }: { project: KpiProjectRef }) {
  const t = useMessages(kpiMessages);
  const [tab, setTab] = useTabParam();
  return (
    <Tabs
      activeKey={tab}
      onChange={(key) => setTab(key as typeof tab)}
      destroyOnHidden
      items={[
        { key: 'revenue', label: t('health.part.revenue'), children: <RevenueTab project={project} /> },
        {
          key: 'profitability',
          label: t('section.profitability.title'),
          children: <ProfitabilityTab project={project} />,
        },
        { key: 'enps', label: t('kpi.enps'), children: <EnpsTab project={project} /> },
        { key: 'cnps', label: t('kpi.cnps'), children: <ClientFeedbackTab project={project} /> },
        {
          key: 'thought-leadership',
          label: t('section.thoughtLeadership.title'),
          children: <ThoughtLeadershipTab project={project} />,
        },
      ]}
    />
  );
}
