import type {
  ActivityProject,
  AvailabilityDay,
  LeaderboardEntry,
  OngoingProject,
  SprintTaskCount,
  WorkModeDay,
} from '@timely/contract';
import { messagesIn, type Language } from '../../messages/messages.js';
import type { ExportColumn } from '../exports/table-export.js';

/*
 * The Overview's widgets as tables (services/exports/table-export.ts), in the reader's language: each the
 * rows its card shows, with the figures the card draws or counts as number cells.
 */

export function leaderboardColumns(language: Language): ExportColumn<LeaderboardEntry>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['overview.column.rank'], type: 'number', value: (entry) => entry.rank },
    { header: messages['overview.column.name'], width: 28, value: (entry) => entry.name },
    { header: messages['overview.column.jobRole'], width: 24, value: (entry) => entry.jobRole?.name },
    { header: messages['overview.column.points'], type: 'number', value: (entry) => entry.points },
    { header: messages['overview.column.awards'], type: 'number', value: (entry) => entry.awards },
  ];
}

export function ongoingProjectColumns(language: Language): ExportColumn<OngoingProject>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['overview.column.project'], width: 32, value: (project) => project.name },
    { header: messages['overview.column.score'], type: 'number', value: (project) => project.score },
    { header: messages['overview.column.start'], type: 'date', value: (project) => project.startDate },
    {
      header: messages['overview.column.estimatedDelivery'],
      type: 'date',
      value: (project) => project.estimatedDelivery,
    },
    {
      header: messages['overview.column.team'],
      width: 60,
      value: (project) => project.team.map((person) => person.name).join(', '),
    },
  ];
}

export function activityColumns(language: Language): ExportColumn<ActivityProject>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['overview.column.project'], width: 32, value: (project) => project.name },
    {
      header: messages['overview.column.inProgressTasks'],
      type: 'number',
      value: (project) => project.inProgressTasks,
    },
    { header: messages['overview.column.stuckTasks'], type: 'number', value: (project) => project.stuckTasks },
  ];
}

export function plannedVsActualColumns(language: Language): ExportColumn<SprintTaskCount>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['overview.column.sprint'], width: 24, value: (sprint) => sprint.name },
    { header: messages['overview.column.start'], type: 'date', value: (sprint) => sprint.startDate },
    { header: messages['overview.column.end'], type: 'date', value: (sprint) => sprint.endDate },
    { header: messages['overview.column.planned'], type: 'number', value: (sprint) => sprint.planned },
    { header: messages['overview.column.actual'], type: 'number', value: (sprint) => sprint.actual },
    {
      header: messages['overview.column.closed'],
      value: (sprint) => (sprint.closed ? messages['overview.yes'] : messages['overview.no']),
    },
  ];
}

export function nextWeekColumns(language: Language): ExportColumn<AvailabilityDay>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['overview.column.day'], type: 'date', value: (day) => day.day },
    { header: messages['overview.column.holiday'], width: 24, value: (day) => day.holiday },
    { header: messages['overview.column.available'], type: 'number', value: (day) => day.available },
    { header: messages['overview.column.away'], type: 'number', value: (day) => day.away },
    {
      header: messages['overview.column.awayPeers'],
      width: 60,
      value: (day) =>
        day.awayPeers
          .map((peer) => (peer.halfDay ? messages.format('overview.halfDay', { name: peer.name }) : peer.name))
          .join(', '),
    },
  ];
}

export function workModeWeekColumns(language: Language): ExportColumn<WorkModeDay>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['overview.column.day'], type: 'date', value: (day) => day.day },
    { header: messages['overview.column.holiday'], width: 24, value: (day) => day.holiday },
    { header: messages['overview.column.office'], type: 'number', value: (day) => day.office },
    { header: messages['overview.column.wfh'], type: 'number', value: (day) => day.wfh },
    { header: messages['overview.column.field'], type: 'number', value: (day) => day.field },
    { header: messages['overview.column.away'], type: 'number', value: (day) => day.leave },
    { header: messages['overview.column.working'], type: 'number', value: (day) => day.working },
    { header: messages['overview.column.officePercent'], type: 'number', value: (day) => day.officePercent },
    { header: messages['overview.column.wfhPercent'], type: 'number', value: (day) => day.wfhPercent },
    { header: messages['overview.column.fieldPercent'], type: 'number', value: (day) => day.fieldPercent },
  ];
}
