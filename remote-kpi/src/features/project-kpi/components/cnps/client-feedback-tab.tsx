import type { KpiProjectRef } from '../../project-kpi.types';
import { ClientContactsSection } from './client-contacts-section';
import { FeedbackSection } from './feedback-section';

/** cNPS: who the client's people are, and what they said (0–10 ratings and improvement areas). */
export function ClientFeedbackTab({ project }: { project: KpiProjectRef }) {
  return (
    <>
      <FeedbackSection project={project} />
      <ClientContactsSection project={project} />
    </>
  );
}
