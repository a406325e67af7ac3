import * as core from './0001-core.js';
import * as projectsCore from './0002-projects-core.js';
import * as authSecurity from './0010-auth-security.js';
import * as peers from './0011-peers.js';
import * as shell from './0020-shell.js';
import * as demo from './0030-demo.js';
import * as feeds from './0040-feeds.js';
import * as sprintsTasks from './0050-sprints-tasks.js';
import * as sprintSnapshotTasks from './0051-sprint-snapshot-tasks.js';
import * as taskKarma from './0052-task-karma.js';
import * as workModeDays from './0055-work-mode-days.js';
import * as peerFeedback from './0060-peer-feedback.js';
import * as kpiMonths from './0070-kpi-months.js';
import * as kpiProjectRecords from './0071-kpi-project-records.js';
import * as kpiTvLinks from './0072-kpi-tv-links.js';
import * as leaveCore from './0080-leave-core.js';
import * as leavePolicyConsensus from './0081-leave-policy-consensus.js';
import * as listIndexes from './0090-list-indexes.js';
import * as projectSearch from './0091-project-search.js';
import * as feedPostCounts from './0092-feed-post-counts.js';
import * as securityHardening from './0100-security-hardening.js';
import * as sharedRateLimits from './0105-shared-rate-limits.js';
import * as tvLinkShowRevenue from './0110-tv-link-show-revenue.js';
import * as enpsAnonymous from './0111-enps-anonymous.js';
import * as sprintStartBacklogHistory from './0120-sprint-start-backlog-history.js';
import * as taskSearch from './0121-task-search.js';
import * as companySettings from './0130-company-settings.js';
import * as auditLog from './0131-audit-log.js';
import * as companyProjectLists from './0132-company-project-lists.js';
import * as optionOrderAndLogo from './0133-option-order-and-logo.js';
import * as peerInvitations from './0140-peer-invitations.js';
import * as childOptionOrder from './0141-child-option-order.js';
import * as notificationWords from './0150-notification-words.js';
import * as projectsPageIndexOnly from './0093-projects-page-index-only.js';
import * as companyDataVersions from './0160-company-data-versions.js';
import * as pendingSignups from './0170-pending-signups.js';
import * as tvLinkExpiry from './0180-tv-link-expiry.js';
import * as companyHideApps from './0190-company-hide-apps.js';
import * as taskFields from './0200-task-fields.js';
import * as taskStructure from './0210-task-structure.js';
import * as sprintPointsGoal from './0220-sprint-points-goal.js';
import * as taskWatchers from './0230-task-watchers.js';
import * as projectWipLimits from './0240-project-wip-limits.js';
import * as taskEventsFields from './0250-task-events-fields.js';
import * as taskTablesDataVersions from './0251-task-tables-data-versions.js';
import * as taskHistoryStoryPoints from './0255-task-history-story-points.js';
import * as savedViews from './0260-saved-views.js';
import * as companySso from './0290-company-sso.js';
import * as optionNamesAnyCase from './0265-option-names-any-case.js';
import * as auditLogTargetIndex from './0268-audit-log-target-index.js';
import * as demoVisitorSets from './0270-demo-visitor-sets.js';
import * as peopleRecords from './0272-people-records.js';
import * as invitationInviter from './0280-invitation-inviter.js';
import * as importMappings from './0281-import-mappings.js';
import * as calendarFeeds from './0300-calendar-feeds.js';
import * as apiTokens from './0310-api-tokens.js';
import * as webhooks from './0320-webhooks.js';
import * as jobs from './0340-jobs.js';
import * as liveNotify from './0360-live-notify.js';
import * as bookkeepingKeepsAnswers from './0370-bookkeeping-keeps-answers.js';
import * as projectListSorts from './0380-project-list-sorts.js';
import * as projectListExtras from './0390-project-list-extras.js';
import * as projectListRows from './0400-project-list-rows.js';
import * as sprintListRowTriggers from './0410-sprint-list-row-triggers.js';
import * as projectStatusCounts from './0420-project-status-counts.js';
import * as projectListDescendingSorts from './0430-project-list-descending-sorts.js';
import * as peerSearch from './0440-peer-search.js';
import * as projectSearchText from './0450-project-search-text.js';
import * as directoryIndexOnly from './0460-directory-index-only.js';
import * as overviewLiveWork from './0470-overview-live-work.js';
import * as sprintsCompanyOpen from './0480-sprints-company-open.js';
import * as sprintLiveWork from './0490-sprint-live-work.js';
import * as assigneeSpanHours from './0500-assignee-span-hours.js';
import * as projectLiveWork from './0510-project-live-work.js';

/**
 * A migration: `up` is drizzle-kit's SQL (or, up to 0390, SQL written by hand), `handWritten` what drizzle cannot
 * declare (functions, triggers), run after it.
 */
export type Migration = { name: string; up: string; handWritten?: string };

/**
 * Every migration in the order it runs. A migration is never edited once it has landed: add a new one with
 * `npm run migration -- <name>`, which writes its file and its line at the end of this list. A new database gets
 * the ones up to 0390 in one step (./baseline); a database made before runs them one by one.
 */
export const migrations: readonly Migration[] = [
  { name: '0001-core', up: core.up },
  { name: '0002-projects-core', up: projectsCore.up },
  { name: '0010-auth-security', up: authSecurity.up },
  { name: '0011-peers', up: peers.up },
  { name: '0020-shell', up: shell.up },
  { name: '0030-demo', up: demo.up },
  { name: '0040-feeds', up: feeds.up },
  { name: '0050-sprints-tasks', up: sprintsTasks.up },
  { name: '0051-sprint-snapshot-tasks', up: sprintSnapshotTasks.up },
  { name: '0052-task-karma', up: taskKarma.up },
  { name: '0055-work-mode-days', up: workModeDays.up },
  { name: '0060-peer-feedback', up: peerFeedback.up },
  { name: '0070-kpi-months', up: kpiMonths.up },
  { name: '0071-kpi-project-records', up: kpiProjectRecords.up },
  { name: '0072-kpi-tv-links', up: kpiTvLinks.up },
  { name: '0080-leave-core', up: leaveCore.up },
  { name: '0081-leave-policy-consensus', up: leavePolicyConsensus.up },
  { name: '0090-list-indexes', up: listIndexes.up },
  { name: '0091-project-search', up: projectSearch.up },
  { name: '0092-feed-post-counts', up: feedPostCounts.up },
  { name: '0100-security-hardening', up: securityHardening.up },
  { name: '0105-shared-rate-limits', up: sharedRateLimits.up },
  { name: '0110-tv-link-show-revenue', up: tvLinkShowRevenue.up },
  { name: '0111-enps-anonymous', up: enpsAnonymous.up },
  { name: '0120-sprint-start-backlog-history', up: sprintStartBacklogHistory.up },
  { name: '0121-task-search', up: taskSearch.up },
  { name: '0130-company-settings', up: companySettings.up },
  { name: '0131-audit-log', up: auditLog.up },
  { name: '0132-company-project-lists', up: companyProjectLists.up },
  { name: '0133-option-order-and-logo', up: optionOrderAndLogo.up },
  { name: '0140-peer-invitations', up: peerInvitations.up },
  { name: '0141-child-option-order', up: childOptionOrder.up },
  { name: '0150-notification-words', up: notificationWords.up },
  { name: '0093-projects-page-index-only', up: projectsPageIndexOnly.up },
  { name: '0160-company-data-versions', up: companyDataVersions.up },
  { name: '0170-pending-signups', up: pendingSignups.up },
  { name: '0180-tv-link-expiry', up: tvLinkExpiry.up },
  { name: '0190-company-hide-apps', up: companyHideApps.up },
  { name: '0200-task-fields', up: taskFields.up },
  { name: '0210-task-structure', up: taskStructure.up },
  { name: '0220-sprint-points-goal', up: sprintPointsGoal.up },
  { name: '0230-task-watchers', up: taskWatchers.up },
  { name: '0240-project-wip-limits', up: projectWipLimits.up },
  { name: '0250-task-events-fields', up: taskEventsFields.up },
  { name: '0251-task-tables-data-versions', up: taskTablesDataVersions.up },
  { name: '0255-task-history-story-points', up: taskHistoryStoryPoints.up },
  { name: '0260-saved-views', up: savedViews.up },
  { name: '0265-option-names-any-case', up: optionNamesAnyCase.up },
  { name: '0268-audit-log-target-index', up: auditLogTargetIndex.up },
  { name: '0270-demo-visitor-sets', up: demoVisitorSets.up },
  { name: '0272-people-records', up: peopleRecords.up },
  { name: '0280-invitation-inviter', up: invitationInviter.up },
  { name: '0281-import-mappings', up: importMappings.up },
  { name: '0290-company-sso', up: companySso.up },
  { name: '0300-calendar-feeds', up: calendarFeeds.up },
  { name: '0310-api-tokens', up: apiTokens.up },
  { name: '0320-webhooks', up: webhooks.up },
  { name: '0340-jobs', up: jobs.up },
  { name: '0360-live-notify', up: liveNotify.up },
  { name: '0370-bookkeeping-keeps-answers', up: bookkeepingKeepsAnswers.up },
  { name: '0380-project-list-sorts', up: projectListSorts.up },
  { name: '0390-project-list-extras', up: projectListExtras.up },
  { name: '0400-project-list-rows', up: projectListRows.up, handWritten: projectListRows.handWritten },
  {
    name: '0410-sprint-list-row-triggers',
    up: sprintListRowTriggers.up,
    handWritten: sprintListRowTriggers.handWritten,
  },
  { name: '0420-project-status-counts', up: projectStatusCounts.up, handWritten: projectStatusCounts.handWritten },
  {
    name: '0430-project-list-descending-sorts',
    up: projectListDescendingSorts.up,
    handWritten: projectListDescendingSorts.handWritten,
  },
  { name: '0440-peer-search', up: peerSearch.up },
  { name: '0450-project-search-text', up: projectSearchText.up },
  { name: '0460-directory-index-only', up: directoryIndexOnly.up, handWritten: directoryIndexOnly.handWritten },
  { name: '0470-overview-live-work', up: overviewLiveWork.up, handWritten: overviewLiveWork.handWritten },
  { name: '0480-sprints-company-open', up: sprintsCompanyOpen.up, handWritten: sprintsCompanyOpen.handWritten },
  { name: '0490-sprint-live-work', up: sprintLiveWork.up, handWritten: sprintLiveWork.handWritten },
  { name: '0500-assignee-span-hours', up: assigneeSpanHours.up, handWritten: assigneeSpanHours.handWritten },
  { name: '0510-project-live-work', up: projectLiveWork.up, handWritten: projectLiveWork.handWritten },
];
