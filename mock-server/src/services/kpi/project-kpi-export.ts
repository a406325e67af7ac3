import type { ProjectKpiRow } from '@timely/contract';
import { wordsOf, type Language } from '../../words/words.js';
import type { ExportColumn } from '../exports/table-export.js';

/**
 * The KPI screen's projects table as export columns in the reader's language. The money columns are empty
 * where the list leaves them out for the caller (docs/privacy.md): the rows are the list's own.
 */
export function projectKpiColumns(language: Language): ExportColumn<ProjectKpiRow>[] {
  const words = wordsOf(language);
  const status = (value: string) =>
    (words as Record<string, unknown>)[`projects.status.${value}`] as string | undefined;
  return [
    { header: words['kpi.column.project'], width: 30, value: (row) => row.project.name },
    { header: words['projects.column.status'], value: (row) => status(row.project.status) ?? row.project.status },
    { header: words['kpi.column.month'], value: (row) => row.month },
    {
      header: words['kpi.column.team'],
      width: 40,
      value: (row) => row.team.map((member) => member.name).join('; '),
    },
    { header: words['kpi.column.projectedRevenue'], type: 'number', value: (row) => row.projectedRevenue },
    { header: words['kpi.column.achievedRevenue'], type: 'number', value: (row) => row.achievedRevenue },
    { header: words['kpi.column.profitPercent'], type: 'number', value: (row) => row.profitPercent },
    { header: words['kpi.column.enps'], type: 'number', value: (row) => row.enps.value },
    { header: words['kpi.column.cnps'], type: 'number', value: (row) => row.cnps.value },
    { header: words['kpi.column.health'], type: 'number', value: (row) => row.health?.score },
  ];
}
