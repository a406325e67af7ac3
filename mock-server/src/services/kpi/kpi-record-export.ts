import type {
  ChangeRequest,
  ClientContact,
  ClientFeedback,
  EnpsResponse,
  Milestone,
  Profitability,
  ThoughtLeadership,
} from '@timely/contract';
import { messagesIn, type Language } from '../../messages/messages.js';
import type { ExportColumn } from '../exports/table-export.js';

/**
 * The columns of each kind of project KPI record as the KPI page's tables show them, in the reader's
 * language (services/exports/table-export.ts). `seesMoney` is the page's own rule (services/kpi/money.ts):
 * whoever may not see the project's money gets no amount or profit column, as the page shows none.
 */
export type RecordColumns<Item> = (language: Language, seesMoney: boolean) => ExportColumn<Item>[];

const moneyOnly = <Item>(seesMoney: boolean, columns: ExportColumn<Item>[]) => (seesMoney ? columns : []);

export const milestoneColumns: RecordColumns<Milestone> = (language, seesMoney) => {
  const messages = messagesIn(language);
  return [
    { header: messages['kpiRecord.column.milestone'], width: 32, value: (item) => item.name },
    ...moneyOnly<Milestone>(seesMoney, [
      { header: messages['kpiRecord.column.amount'], type: 'number', decimals: 2, value: (item) => item.amount },
    ]),
    { header: messages['kpiRecord.column.plannedRaise'], type: 'date', value: (item) => item.plannedRaiseDate },
    { header: messages['kpiRecord.column.actualRaise'], type: 'date', value: (item) => item.actualRaiseDate },
    { header: messages['kpiRecord.column.paidOn'], type: 'date', value: (item) => item.paidOn },
    { header: messages['kpiRecord.column.status'], value: (item) => messages[`kpiRecord.milestone.${item.status}`] },
  ];
};

export const changeRequestColumns: RecordColumns<ChangeRequest> = (language, seesMoney) => {
  const messages = messagesIn(language);
  return [
    { header: messages['kpiRecord.column.changeRequest'], width: 32, value: (item) => item.title },
    { header: messages['kpiRecord.column.description'], width: 48, value: (item) => item.description },
    ...moneyOnly<ChangeRequest>(seesMoney, [
      { header: messages['kpiRecord.column.amount'], type: 'number', decimals: 2, value: (item) => item.amount },
    ]),
    { header: messages['kpiRecord.column.raisedOn'], type: 'date', value: (item) => item.raisedOn },
    {
      header: messages['kpiRecord.column.status'],
      value: (item) => messages[`kpiRecord.changeRequest.${item.status}`],
    },
  ];
};

export const profitabilityColumns: RecordColumns<Profitability> = (language, seesMoney) => {
  const messages = messagesIn(language);
  return [
    { header: messages['kpiRecord.column.asOn'], type: 'date', value: (item) => item.asOn },
    { header: messages['kpiRecord.column.completion'], type: 'number', value: (item) => item.completionPercent },
    ...moneyOnly<Profitability>(seesMoney, [
      {
        header: messages['kpiRecord.column.currentProfit'],
        type: 'number',
        value: (item) => item.currentProfitPercent,
      },
      { header: messages['kpiRecord.column.targetProfit'], type: 'number', value: (item) => item.targetProfitPercent },
    ]),
    { header: messages['kpiRecord.column.note'], width: 40, value: (item) => item.note },
  ];
};

/** An answer sheet: its day, its answers as "question: score" in one cell, its comment; never a name. */
export const enpsResponseColumns: RecordColumns<EnpsResponse> = (language) => {
  const messages = messagesIn(language);
  return [
    { header: messages['kpiRecord.column.surveyedOn'], type: 'date', value: (item) => item.surveyedOn },
    {
      header: messages['kpiRecord.column.answers'],
      width: 60,
      value: (item) => item.answers.map((answer) => `${answer.question}: ${answer.score}`).join('; '),
    },
    { header: messages['kpiRecord.column.comment'], width: 40, value: (item) => item.comment },
  ];
};

export const clientContactColumns: RecordColumns<ClientContact> = (language) => {
  const messages = messagesIn(language);
  return [
    { header: messages['kpiRecord.column.name'], width: 28, value: (item) => item.name },
    { header: messages['kpiRecord.column.title'], width: 24, value: (item) => item.title },
    { header: messages['kpiRecord.column.email'], width: 32, value: (item) => item.email },
    { header: messages['kpiRecord.column.phone'], width: 20, value: (item) => item.phone },
  ];
};

export const clientFeedbackColumns: RecordColumns<ClientFeedback> = (language) => {
  const messages = messagesIn(language);
  return [
    { header: messages['kpiRecord.column.received'], type: 'date', value: (item) => item.receivedOn },
    { header: messages['kpiRecord.column.from'], width: 28, value: (item) => item.contact?.name },
    { header: messages['kpiRecord.column.rating'], type: 'number', value: (item) => item.rating },
    {
      header: messages['kpiRecord.column.improvementAreas'],
      width: 36,
      value: (item) => item.improvementAreas.join(', '),
    },
    { header: messages['kpiRecord.column.comment'], width: 40, value: (item) => item.comment },
  ];
};

export const thoughtLeadershipColumns: RecordColumns<ThoughtLeadership> = (language) => {
  const messages = messagesIn(language);
  return [
    { header: messages['kpiRecord.column.talk'], width: 36, value: (item) => item.title },
    { header: messages['kpiRecord.column.domain'], width: 20, value: (item) => item.domain },
    {
      header: messages['kpiRecord.column.teammates'],
      width: 36,
      value: (item) => item.teammates.map((teammate) => teammate.name).join(', '),
    },
    { header: messages['kpiRecord.column.publishedOn'], type: 'date', value: (item) => item.publishedOn },
    { header: messages['kpiRecord.column.link'], width: 40, value: (item) => item.link },
    { header: messages['kpiRecord.column.description'], width: 60, value: (item) => item.description },
  ];
};
