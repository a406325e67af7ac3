import type {
  ActivityProject,
  AvailabilityDay,
  LeaderboardEntry,
  OngoingProject,
  SprintTaskCount,
  WorkModeDay,
} from '@timely/contract';
import { wordsOf, type Language } from '../../words/words.js';
import type { ExportColumn } from '../exports/table-export.js';

/*
 * The Overview's widgets as tables (services/exports/table-export.ts), in the reader's language: each the
 * rows its card shows, with the figures the card draws or counts as number cells.
 */

export function leaderboardColumns(language: Language): ExportColumn<LeaderboardEntry>[] {
  const words = wordsOf(language);
  return [
    { header: words['overview.column.rank'], type: 'number', value: (entry) => entry.rank },
    { header: words['overview.column.name'], width: 28, value: (entry) => entry.name },
    { header: words['overview.column.jobRole'], width: 24, value: (entry) => entry.jobRole?.name },
    { header: words['overview.column.points'], type: 'number', value: (entry) => entry.points },
    { header: words['overview.column.awards'], type: 'number', value: (entry) => entry.awards },
  ];
}

export function ongoingProjectColumns(language: Language): ExportColumn<OngoingProject>[] {
  const words = wordsOf(language);
  return [
    { header: words['overview.column.project'], width: 32, value: (project) => project.name },
    { header: words['overview.column.score'], type: 'number', value: (project) => project.score },
    { header: words['overview.column.start'], type: 'date', value: (project) => project.startDate },
    {
      header: words['overview.column.estimatedDelivery'],
      type: 'date',
      value: (project) => project.estimatedDelivery,
    },
    {
      header: words['overview.column.team'],
      width: 60,
      value: (project) => project.team.map((person) => person.name).join(', '),
    },
  ];
}

export function activityColumns(language: Language): ExportColumn<ActivityProject>[] {
  const words = wordsOf(language);
  return [
    { header: words['overview.column.project'], width: 32, value: (project) => project.name },
    { header: words['overview.column.inProgressTasks'], type: 'number', value: (project) => project.inProgressTasks },
    { header: words['overview.column.stuckTasks'], type: 'number', value: (project) => project.stuckTasks },
  ];
}

export function plannedVsActualColumns(language: Language): ExportColumn<SprintTaskCount>[] {
  const words = wordsOf(language);
  return [
    { header: words['overview.column.sprint'], width: 24, value: (sprint) => sprint.name },
    { header: words['overview.column.start'], type: 'date', value: (sprint) => sprint.startDate },
    { header: words['overview.column.end'], type: 'date', value: (sprint) => sprint.endDate },
    { header: words['overview.column.planned'], type: 'number', value: (sprint) => sprint.planned },
    { header: words['overview.column.actual'], type: 'number', value: (sprint) => sprint.actual },
    {
      header: words['overview.column.closed'],
      value: (sprint) => (sprint.closed ? words['overview.yes'] : words['overview.no']),
    },
  ];
}

export function nextWeekColumns(language: Language): ExportColumn<AvailabilityDay>[] {
  const words = wordsOf(language);
  return [
    { header: words['overview.column.day'], type: 'date', value: (day) => day.day },
    { header: words['overview.column.holiday'], width: 24, value: (day) => day.holiday },
    { header: words['overview.column.available'], type: 'number', value: (day) => day.available },
    { header: words['overview.column.away'], type: 'number', value: (day) => day.away },
    {
      header: words['overview.column.awayPeers'],
      width: 60,
      value: (day) =>
        day.awayPeers
          .map((peer) => (peer.halfDay ? words['overview.halfDay'].replace('{name}', peer.name) : peer.name))
          .join(', '),
    },
  ];
}

export function workModeWeekColumns(language: Language): ExportColumn<WorkModeDay>[] {
  const words = wordsOf(language);
  return [
    { header: words['overview.column.day'], type: 'date', value: (day) => day.day },
    { header: words['overview.column.holiday'], width: 24, value: (day) => day.holiday },
    { header: words['overview.column.office'], type: 'number', value: (day) => day.office },
    { header: words['overview.column.wfh'], type: 'number', value: (day) => day.wfh },
    { header: words['overview.column.field'], type: 'number', value: (day) => day.field },
    { header: words['overview.column.away'], type: 'number', value: (day) => day.leave },
    { header: words['overview.column.working'], type: 'number', value: (day) => day.working },
    { header: words['overview.column.officePercent'], type: 'number', value: (day) => day.officePercent },
    { header: words['overview.column.wfhPercent'], type: 'number', value: (day) => day.wfhPercent },
    { header: words['overview.column.fieldPercent'], type: 'number', value: (day) => day.fieldPercent },
  ];
}
