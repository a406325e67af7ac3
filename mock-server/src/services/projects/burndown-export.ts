import type { BurndownDay } from '@timely/contract';
import { wordsOf, type Language } from '../../words/words.js';
import type { ExportColumn } from '../exports/table-export.js';

/**
 * A sprint's burndown as a table (services/exports/table-export.ts): a row per working day with the chart's
 * lines in hours; a day still to come has no remaining hours, so its cell stays empty as the chart leaves it.
 */
export function burndownColumns(language: Language): ExportColumn<BurndownDay>[] {
  const words = wordsOf(language);
  return [
    { header: words['burndown.column.day'], type: 'date', value: (day) => day.day },
    { header: words['burndown.column.ideal'], type: 'number', value: (day) => day.idealHours },
    { header: words['burndown.column.remaining'], type: 'number', value: (day) => day.remainingHours },
    { header: words['burndown.column.scopeAdded'], type: 'number', value: (day) => day.scopeAddedHours },
    { header: words['burndown.column.completed'], type: 'number', value: (day) => day.completedHours },
  ];
}
