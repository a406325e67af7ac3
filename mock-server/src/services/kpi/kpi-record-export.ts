import type {
  ChangeRequest,
  ClientContact,
  ClientFeedback,
  EnpsResponse,
  Milestone,
  Profitability,
  ThoughtLeadership,
} from '@timely/contract';
import { wordsOf, type Language } from '../../words/words.js';
import type { ExportColumn } from '../exports/table-export.js';

/**
 * The columns of each kind of project KPI record as the KPI page's tables show them, in the reader's
 * language (services/exports/table-export.ts). `seesMoney` is the page's own rule (services/kpi/money.ts):
 * whoever may not see the project's money gets no amount or profit column, as the page shows none.
 */
export type RecordColumns<Item> = (language: Language, seesMoney: boolean) => ExportColumn<Item>[];

const moneyOnly = <Item>(seesMoney: boolean, columns: ExportColumn<Item>[]) => (seesMoney ? columns : []);

export const milestoneColumns: RecordColumns<Milestone> = (language, seesMoney) => {
  const words = wordsOf(language);
  return [
    { header: words['kpiRecord.column.milestone'], width: 32, value: (item) => item.name },
    ...moneyOnly<Milestone>(seesMoney, [
      { header: words['kpiRecord.column.amount'], type: 'number', decimals: 2, value: (item) => item.amount },
    ]),
    { header: words['kpiRecord.column.plannedRaise'], type: 'date', value: (item) => item.plannedRaiseDate },
    { header: words['kpiRecord.column.actualRaise'], type: 'date', value: (item) => item.actualRaiseDate },
    { header: words['kpiRecord.column.paidOn'], type: 'date', value: (item) => item.paidOn },
    { header: words['kpiRecord.column.status'], value: (item) => words[`kpiRecord.milestone.${item.status}`] },
  ];
};

export const changeRequestColumns: RecordColumns<ChangeRequest> = (language, seesMoney) => {
  const words = wordsOf(language);
  return [
    { header: words['kpiRecord.column.changeRequest'], width: 32, value: (item) => item.title },
    { header: words['kpiRecord.column.description'], width: 48, value: (item) => item.description },
    ...moneyOnly<ChangeRequest>(seesMoney, [
      { header: words['kpiRecord.column.amount'], type: 'number', decimals: 2, value: (item) => item.amount },
    ]),
    { header: words['kpiRecord.column.raisedOn'], type: 'date', value: (item) => item.raisedOn },
    { header: words['kpiRecord.column.status'], value: (item) => words[`kpiRecord.changeRequest.${item.status}`] },
  ];
};

export const profitabilityColumns: RecordColumns<Profitability> = (language, seesMoney) => {
  const words = wordsOf(language);
  return [
    { header: words['kpiRecord.column.asOn'], type: 'date', value: (item) => item.asOn },
    { header: words['kpiRecord.column.completion'], type: 'number', value: (item) => item.completionPercent },
    ...moneyOnly<Profitability>(seesMoney, [
      {
        header: words['kpiRecord.column.currentProfit'],
        type: 'number',
        value: (item) => item.currentProfitPercent,
      },
      { header: words['kpiRecord.column.targetProfit'], type: 'number', value: (item) => item.targetProfitPercent },
    ]),
    { header: words['kpiRecord.column.note'], width: 40, value: (item) => item.note },
  ];
};

/** An answer sheet: its day, its answers as "question: score" in one cell, its comment; never a name. */
export const enpsResponseColumns: RecordColumns<EnpsResponse> = (language) => {
  const words = wordsOf(language);
  return [
    { header: words['kpiRecord.column.surveyedOn'], type: 'date', value: (item) => item.surveyedOn },
    {
      header: words['kpiRecord.column.answers'],
      width: 60,
      value: (item) => item.answers.map((answer) => `${answer.question}: ${answer.score}`).join('; '),
    },
    { header: words['kpiRecord.column.comment'], width: 40, value: (item) => item.comment },
  ];
};

export const clientContactColumns: RecordColumns<ClientContact> = (language) => {
  const words = wordsOf(language);
  return [
    { header: words['kpiRecord.column.name'], width: 28, value: (item) => item.name },
    { header: words['kpiRecord.column.title'], width: 24, value: (item) => item.title },
    { header: words['kpiRecord.column.email'], width: 32, value: (item) => item.email },
    { header: words['kpiRecord.column.phone'], width: 20, value: (item) => item.phone },
  ];
};

export const clientFeedbackColumns: RecordColumns<ClientFeedback> = (language) => {
  const words = wordsOf(language);
  return [
    { header: words['kpiRecord.column.received'], type: 'date', value: (item) => item.receivedOn },
    { header: words['kpiRecord.column.from'], width: 28, value: (item) => item.contact?.name },
    { header: words['kpiRecord.column.rating'], type: 'number', value: (item) => item.rating },
    {
      header: words['kpiRecord.column.improvementAreas'],
      width: 36,
      value: (item) => item.improvementAreas.join(', '),
    },
    { header: words['kpiRecord.column.comment'], width: 40, value: (item) => item.comment },
  ];
};

export const thoughtLeadershipColumns: RecordColumns<ThoughtLeadership> = (language) => {
  const words = wordsOf(language);
  return [
    { header: words['kpiRecord.column.talk'], width: 36, value: (item) => item.title },
    { header: words['kpiRecord.column.domain'], width: 20, value: (item) => item.domain },
    {
      header: words['kpiRecord.column.teammates'],
      width: 36,
      value: (item) => item.teammates.map((teammate) => teammate.name).join(', '),
    },
    { header: words['kpiRecord.column.publishedOn'], type: 'date', value: (item) => item.publishedOn },
    { header: words['kpiRecord.column.link'], width: 40, value: (item) => item.link },
    { header: words['kpiRecord.column.description'], width: 60, value: (item) => item.description },
  ];
};
