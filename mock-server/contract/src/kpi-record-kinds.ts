import {
  changeRequestBodySchema,
  changeRequestListSchema,
  changeRequestSchema,
  clientContactBodySchema,
  clientContactListSchema,
  clientContactSchema,
  clientFeedbackBodySchema,
  clientFeedbackListSchema,
  clientFeedbackSchema,
  enpsResponseBodySchema,
  enpsResponseListSchema,
  enpsResponseSchema,
  milestoneBodySchema,
  milestoneListSchema,
  milestoneSchema,
  profitabilityBodySchema,
  profitabilityListSchema,
  profitabilitySchema,
  thoughtLeadershipBodySchema,
  thoughtLeadershipListSchema,
  thoughtLeadershipSchema,
} from './kpi-records.js';
import { apiPaths } from './paths.js';

const paths = apiPaths.kpis;

/**
 * Every kind of record on a project's KPI page: what one is called, where it lives and the schemas of its
 * body and answers. The server registers its routes from this table and the KPI remote calls them from it,
 * so a new kind is added in one place.
 */
export const KPI_RECORD_KINDS = {
  milestones: {
    noun: 'Milestone',
    paths: { list: paths.milestones, item: paths.milestone },
    schemas: { body: milestoneBodySchema, item: milestoneSchema, list: milestoneListSchema },
  },
  changeRequests: {
    noun: 'Change request',
    paths: { list: paths.changeRequests, item: paths.changeRequest },
    schemas: { body: changeRequestBodySchema, item: changeRequestSchema, list: changeRequestListSchema },
  },
  profitability: {
    noun: 'Profitability snapshot',
    paths: { list: paths.profitability, item: paths.profitabilityEntry },
    schemas: { body: profitabilityBodySchema, item: profitabilitySchema, list: profitabilityListSchema },
  },
  enpsResponses: {
    noun: 'eNPS response',
    paths: { list: paths.enpsResponses, item: paths.enpsResponse },
    schemas: { body: enpsResponseBodySchema, item: enpsResponseSchema, list: enpsResponseListSchema },
  },
  clientContacts: {
    noun: 'Client contact',
    paths: { list: paths.clientContacts, item: paths.clientContact },
    schemas: { body: clientContactBodySchema, item: clientContactSchema, list: clientContactListSchema },
  },
  clientFeedback: {
    noun: 'Client feedback',
    paths: { list: paths.clientFeedback, item: paths.clientFeedbackEntry },
    schemas: { body: clientFeedbackBodySchema, item: clientFeedbackSchema, list: clientFeedbackListSchema },
  },
  thoughtLeadership: {
    noun: 'Thought leadership entry',
    paths: { list: paths.thoughtLeadership, item: paths.thoughtLeadershipEntry },
    schemas: { body: thoughtLeadershipBodySchema, item: thoughtLeadershipSchema, list: thoughtLeadershipListSchema },
  },
} as const;

export type KpiRecordKind = keyof typeof KPI_RECORD_KINDS;
