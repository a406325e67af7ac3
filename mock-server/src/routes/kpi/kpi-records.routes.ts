import {
  apiPaths,
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
} from '../../contract/index.js';
import type { App } from '../../http/app-types.js';
import * as progress from '../../services/kpi/records/progress.js';
import * as revenue from '../../services/kpi/records/revenue.js';
import * as surveys from '../../services/kpi/records/surveys.js';
import { changeRequestsWithoutMoney, milestonesWithoutMoney, profitabilityWithoutMoney } from '../../services/kpi/money.js';
import { registerProjectRecordRoutes } from './project-record-routes.js';

const paths = apiPaths.kpis;

/** The tabs of /projectlevelkpi/:projectId: each kind of record gets list, create, replace and delete. */
export async function kpiRecordRoutes(app: App): Promise<void> {
  registerProjectRecordRoutes(app, {
    tag: 'kpis: revenue',
    noun: 'Milestone',
    table: 'kpi_milestones',
    paths: { list: paths.milestones, item: paths.milestone },
    schemas: { body: milestoneBodySchema, item: milestoneSchema, list: milestoneListSchema },
    list: revenue.listMilestones,
    withoutMoney: milestonesWithoutMoney,
    create: revenue.createMilestone,
    update: revenue.updateMilestone,
    remove: revenue.deleteMilestone,
  });
  registerProjectRecordRoutes(app, {
    tag: 'kpis: revenue',
    noun: 'Change request',
    table: 'kpi_change_requests',
    paths: { list: paths.changeRequests, item: paths.changeRequest },
    schemas: { body: changeRequestBodySchema, item: changeRequestSchema, list: changeRequestListSchema },
    list: revenue.listChangeRequests,
    withoutMoney: changeRequestsWithoutMoney,
    create: revenue.createChangeRequest,
    update: revenue.updateChangeRequest,
    remove: revenue.deleteChangeRequest,
  });
  registerProjectRecordRoutes(app, {
    tag: 'kpis: profitability',
    noun: 'Profitability snapshot',
    table: 'kpi_profitability',
    paths: { list: paths.profitability, item: paths.profitabilityEntry },
    schemas: { body: profitabilityBodySchema, item: profitabilitySchema, list: profitabilityListSchema },
    list: progress.listProfitability,
    withoutMoney: profitabilityWithoutMoney,
    create: progress.createProfitability,
    update: progress.updateProfitability,
    remove: progress.deleteProfitability,
  });
  registerProjectRecordRoutes(app, {
    tag: 'kpis: eNPS',
    noun: 'eNPS response',
    table: 'kpi_enps_responses',
    paths: { list: paths.enpsResponses, item: paths.enpsResponse },
    schemas: { body: enpsResponseBodySchema, item: enpsResponseSchema, list: enpsResponseListSchema },
    list: surveys.listEnpsResponses,
    create: surveys.createEnpsResponse,
    update: surveys.updateEnpsResponse,
    remove: surveys.deleteEnpsResponse,
  });
  registerProjectRecordRoutes(app, {
    tag: 'kpis: cNPS',
    noun: 'Client contact',
    table: 'kpi_client_contacts',
    paths: { list: paths.clientContacts, item: paths.clientContact },
    schemas: { body: clientContactBodySchema, item: clientContactSchema, list: clientContactListSchema },
    list: surveys.listClientContacts,
    create: surveys.createClientContact,
    update: surveys.updateClientContact,
    remove: surveys.deleteClientContact,
  });
  registerProjectRecordRoutes(app, {
    tag: 'kpis: cNPS',
    noun: 'Client feedback',
    table: 'kpi_client_feedback',
    paths: { list: paths.clientFeedback, item: paths.clientFeedbackEntry },
    schemas: { body: clientFeedbackBodySchema, item: clientFeedbackSchema, list: clientFeedbackListSchema },
    list: surveys.listClientFeedback,
    validate: surveys.validateFeedbackContact,
    create: surveys.createClientFeedback,
    update: surveys.updateClientFeedback,
    remove: surveys.deleteClientFeedback,
  });
  registerProjectRecordRoutes(app, {
    tag: 'kpis: thought leadership',
    noun: 'Thought leadership entry',
    table: 'kpi_thought_leadership',
    paths: { list: paths.thoughtLeadership, item: paths.thoughtLeadershipEntry },
    schemas: { body: thoughtLeadershipBodySchema, item: thoughtLeadershipSchema, list: thoughtLeadershipListSchema },
    list: progress.listThoughtLeadership,
    validate: progress.validateTeammates,
    create: progress.createThoughtLeadership,
    update: progress.updateThoughtLeadership,
    remove: progress.deleteThoughtLeadership,
  });
}
