import type { ProjectKpiRow } from '@timely/contract';
import { messagesIn, type Language } from '../../messages/messages.js';
import type { ExportColumn } from '../exports/table-export.js';

/**
 * The KPI screen's projects table as export columns in the reader's language. The money columns are empty
 * where the list leaves them out for the caller (docs/privacy.md): the rows are the list's own.
 */
export function projectKpiColumns(language: Language): ExportColumn<ProjectKpiRow>[] {
  const messages = messagesIn(language);
  const status = (value: string) =>
    (messages as Record<string, unknown>)[`projects.status.${value}`] as string | undefined;
  return [
    { header: messages['kpi.column.project'], width: 30, value: (row) => row.project.name },
    { header: messages['projects.column.status'], value: (row) => status(row.project.status) ?? row.project.status },
    { header: messages['kpi.column.month'], value: (row) => row.month },
    {
      header: messages['kpi.column.team'],
      width: 40,
      value: (row) => row.team.map((member) => member.name).join('; '),
    },
    { header: messages['kpi.column.projectedRevenue'], type: 'number', value: (row) => row.projectedRevenue },
    { header: messages['kpi.column.achievedRevenue'], type: 'number', value: (row) => row.achievedRevenue },
    { header: messages['kpi.column.profitPercent'], type: 'number', value: (row) => row.profitPercent },
    { header: messages['kpi.column.enps'], type: 'number', value: (row) => row.enps.value },
    { header: messages['kpi.column.cnps'], type: 'number', value: (row) => row.cnps.value },
    { header: messages['kpi.column.health'], type: 'number', value: (row) => row.health?.score },
  ];
}
