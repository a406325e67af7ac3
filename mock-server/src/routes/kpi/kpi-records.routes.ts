import { KPI_RECORD_KINDS } from '@timely/contract';
import type { App } from '../../http/app-types.js';
import * as progress from '../../services/kpi/records/progress.js';
import * as revenue from '../../services/kpi/records/revenue.js';
import * as surveys from '../../services/kpi/records/surveys.js';
import {
  changeRequestsWithoutMoney,
  milestonesWithoutMoney,
  profitabilityWithoutMoney,
} from '../../services/kpi/money.js';
import {
  changeRequestColumns,
  clientContactColumns,
  clientFeedbackColumns,
  enpsResponseColumns,
  milestoneColumns,
  profitabilityColumns,
  thoughtLeadershipColumns,
} from '../../services/kpi/kpi-record-export.js';
import { registerProjectRecordRoutes } from './project-record-routes.js';

/** The tabs of /projectlevelkpi/:projectId: each kind of record gets list, create, replace and delete. */
export async function kpiRecordRoutes(app: App): Promise<void> {
  registerProjectRecordRoutes(app, {
    ...KPI_RECORD_KINDS.milestones,
    tag: 'kpis: revenue',
    table: 'kpi_milestones',
    exported: { fileStem: 'milestones', columns: milestoneColumns },
    list: revenue.listMilestones,
    withoutMoney: milestonesWithoutMoney,
    create: revenue.createMilestone,
    update: revenue.updateMilestone,
    remove: revenue.deleteMilestone,
  });
  registerProjectRecordRoutes(app, {
    ...KPI_RECORD_KINDS.changeRequests,
    tag: 'kpis: revenue',
    table: 'kpi_change_requests',
    exported: { fileStem: 'change-requests', columns: changeRequestColumns },
    list: revenue.listChangeRequests,
    withoutMoney: changeRequestsWithoutMoney,
    create: revenue.createChangeRequest,
    update: revenue.updateChangeRequest,
    remove: revenue.deleteChangeRequest,
  });
  registerProjectRecordRoutes(app, {
    ...KPI_RECORD_KINDS.profitability,
    tag: 'kpis: profitability',
    table: 'kpi_profitability',
    exported: { fileStem: 'profitability', columns: profitabilityColumns },
    conflicts: true,
    list: progress.listProfitability,
    withoutMoney: profitabilityWithoutMoney,
    create: progress.createProfitability,
    update: progress.updateProfitability,
    remove: progress.deleteProfitability,
  });
  registerProjectRecordRoutes(app, {
    ...KPI_RECORD_KINDS.enpsResponses,
    tag: 'kpis: eNPS',
    table: 'kpi_enps_responses',
    exported: { fileStem: 'enps-responses', columns: enpsResponseColumns },
    list: surveys.listEnpsResponses,
    create: surveys.createEnpsResponse,
    update: surveys.updateEnpsResponse,
    remove: surveys.deleteEnpsResponse,
  });
  registerProjectRecordRoutes(app, {
    ...KPI_RECORD_KINDS.clientContacts,
    tag: 'kpis: cNPS',
    table: 'kpi_client_contacts',
    exported: { fileStem: 'client-contacts', columns: clientContactColumns },
    list: surveys.listClientContacts,
    create: surveys.createClientContact,
    update: surveys.updateClientContact,
    remove: surveys.deleteClientContact,
  });
  registerProjectRecordRoutes(app, {
    ...KPI_RECORD_KINDS.clientFeedback,
    tag: 'kpis: cNPS',
    table: 'kpi_client_feedback',
    exported: { fileStem: 'client-feedback', columns: clientFeedbackColumns },
    list: surveys.listClientFeedback,
    validate: surveys.validateFeedbackContact,
    create: surveys.createClientFeedback,
    update: surveys.updateClientFeedback,
    remove: surveys.deleteClientFeedback,
  });
  registerProjectRecordRoutes(app, {
    ...KPI_RECORD_KINDS.thoughtLeadership,
    tag: 'kpis: thought leadership',
    table: 'kpi_thought_leadership',
    exported: { fileStem: 'thought-leadership', columns: thoughtLeadershipColumns },
    list: progress.listThoughtLeadership,
    validate: progress.validateTeammates,
    create: progress.createThoughtLeadership,
    update: progress.updateThoughtLeadership,
    remove: progress.deleteThoughtLeadership,
  });
}
