import type { BurndownDay } from '@timely/contract';
import { messagesIn, type Language } from '../../messages/messages.js';
import type { ExportColumn } from '../exports/table-export.js';

/**
 * A sprint's burndown as a table (services/exports/table-export.ts): a row per working day with the chart's
 * lines in hours; a day still to come has no remaining hours, so its cell stays empty as the chart leaves it.
 */
export function burndownColumns(language: Language): ExportColumn<BurndownDay>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['burndown.column.day'], type: 'date', value: (day) => day.day },
    { header: messages['burndown.column.ideal'], type: 'number', value: (day) => day.idealHours },
    { header: messages['burndown.column.remaining'], type: 'number', value: (day) => day.remainingHours },
    { header: messages['burndown.column.scopeAdded'], type: 'number', value: (day) => day.scopeAddedHours },
    { header: messages['burndown.column.completed'], type: 'number', value: (day) => day.completedHours },
  ];
}
