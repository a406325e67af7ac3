import type { KpiProjectRef } from '../../project-kpi.types';
import { ChangeRequestsSection } from './change-requests-section';
import { MilestonesSection } from './milestones-section';

export function RevenueTab({ project }: { project: KpiProjectRef }) {
  return (
    <>
      <MilestonesSection project={project} />
      <ChangeRequestsSection project={project} />
    </>
  );
}
