import { levelAtom } from '@timely/shared-auth';
import { Deferred, PageHeader, useMessages } from '@timely/shared-ui';
import { useAtomValue } from 'jotai';
import { MonthPicker } from '../../../common/components/month-picker';
import { useMonthParam } from '../../../common/hooks/use-month-param';
import { OrgKpiCard } from './org-kpi-card';
import { ProjectKpiCard } from './project-kpi-card';
import { TvLinksCard, TvLinksPlaceholder } from './tv-links-card';
import { kpiMessages } from '../../../messages/messages';

/** /projectlevel: the organisation and project KPIs of a month, and (level3) the TV links. */
export function ProjectLevelPage() {
  const { month, currentMonth, setMonth } = useMonthParam();
  const level = useAtomValue(levelAtom);
  const t = useMessages(kpiMessages);
  return (
    <>
      <PageHeader
        title={t('projectLevel.title')}
        subtitle={t('projectLevel.subtitle')}
        actions={<MonthPicker value={month} max={currentMonth} onChange={setMonth} />}
      />
      <OrgKpiCard month={month} />
      <ProjectKpiCard month={month} />
      {/* below the project table, out of the first screenful: it loads once the KPIs have settled */}
      {level === 'level3' && (
        <Deferred fallback={<TvLinksPlaceholder />}>
          <TvLinksCard />
        </Deferred>
      )}
    </>
  );
}
