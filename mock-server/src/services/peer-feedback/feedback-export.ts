import type { FeedbackReport, FeedbackSummary } from '@timely/contract';
import { messagesIn, type Language } from '../../messages/messages.js';
import type { ExportColumn } from '../exports/table-export.js';

type FeedbackLine = FeedbackSummary & { month: string };

const PARAMETERS = ['dependability', 'impact', 'teamplay', 'competence', 'ownership'] as const;

/** The report's rows: a month each (oldest first), then the whole range as "Overall". */
export function feedbackReportLines(report: FeedbackReport, language: Language): FeedbackLine[] {
  return [...report.monthly, { ...report.overall, month: messagesIn(language)['feedback.overall'] }];
}

/**
 * The 360 report's export columns in the reader's language. Below the reviewer threshold the report has
 * no averages and no counts (docs/privacy.md), and so the file has empty cells: the rows are the report's.
 */
export function feedbackReportColumns(language: Language): ExportColumn<FeedbackLine>[] {
  const messages = messagesIn(language);
  return [
    { header: messages['feedback.column.month'], value: (line) => line.month },
    { header: messages['feedback.column.reviews'], type: 'number', value: (line) => line.reviewCount },
    { header: messages['feedback.column.reviewers'], type: 'number', value: (line) => line.reviewerCount },
    ...PARAMETERS.map((parameter): ExportColumn<FeedbackLine> => ({
      header: messages[`feedback.parameter.${parameter}`],
      type: 'number',
      decimals: 2,
      value: (line) => line.averages?.[parameter],
    })),
  ];
}
