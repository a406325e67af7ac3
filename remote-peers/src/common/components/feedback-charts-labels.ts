import type { FeedbackParameter } from '@timely/contract';

/** The parameters' names on screen (kept apart from the charts, so forms do not load recharts). */
export const PARAMETER_LABELS: Record<FeedbackParameter, string> = {
  dependability: 'Dependability',
  impact: 'Impact',
  teamplay: 'Teamplay',
  competence: 'Competence',
  ownership: 'Ownership',
};
