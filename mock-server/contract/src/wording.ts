import { fieldKeyInWords, fieldParts } from './field-names.js';

/**
 * The English the API writes for what a person reads: counts that agree in number, and fields named as the
 * forms label them (never the JSON key: "Current password is incorrect", not "currentPassword is incorrect").
 * The apps word the same fields from their own catalogs.
 */

/** "1 reviewer", "2 reviewers", with the number in the reader's locale; `plural` for irregular words. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? singular : plural}`;
}

/** The label each form gives a field the API may name; anything else reads as its key in words. */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  password: 'Password',
  email: 'Email',
  employeeId: 'Employee ID',
  token: 'This link',
  jobRoleId: 'Job role',
  locationId: 'Location',
  designationId: 'Designation',
  activityTypeId: 'Activity',
  assigneeId: 'Assignee',
  contactId: 'Client contact',
  recognisedPeerId: 'Recognised peer',
  respondentId: 'Respondent',
  revieweeId: 'Person rated',
  reviewerId: 'Reviewer',
  teammateIds: 'Teammates',
  managerIds: 'Managers',
  memberIds: 'Members',
  platformIds: 'Platforms',
  startDate: 'Start date',
  endDate: 'End date',
  fromDate: 'From',
  toDate: 'To',
  from: 'From',
  to: 'To',
  expiresAt: 'Expiry',
  moveUnfinished: 'Move unfinished tasks',
  conservativeDate: 'Conservative date',
  optimisticDate: 'Optimistic date',
  recurringMonths: 'Recurring months',
  recurringWeeks: 'Recurring weeks',
  estimateHours: 'Estimate (hours)',
  enps: 'eNPS',
  cnps: 'cNPS',
  targetEnps: 'Target eNPS',
  targetCnps: 'Target cNPS',
  profitPercent: 'Profit %',
  targetProfitPercent: 'Target profit %',
  completionPercent: 'Completion %',
  perPage: 'Page size',
  file: 'Picture',
  body: 'Text',
  query: 'Search',
  name: 'Name',
  title: 'Title',
  description: 'Description',
  label: 'Label',
  day: 'Day',
  role: 'Role',
  level: 'Level',
  status: 'Status',
  note: 'Note',
  blockId: 'Block',
  adminEmail: 'Admin email',
  asOn: 'As on',
};

/** A field (`email`, `items.1.carryOverCap`) named as its form labels it: "Email", "Carry over cap (row 2)". */
export function fieldLabel(field: string): string {
  const { key, row } = fieldParts(field);
  const label = FIELD_LABELS[key] ?? fieldKeyInWords(key);
  return row === undefined ? label : `${label} (row ${row})`;
}

/** One field's message as a sentence a person reads: "Current password is incorrect." */
export function fieldSentence(field: string, message: string): string {
  const sentence = `${fieldLabel(field)} ${message}`;
  return /[.!?]$/.test(sentence) ? sentence : `${sentence}.`;
}

/** Several fields' messages: what is wrong with each, and that the form needs correcting. */
export function fieldsSummary(details: ReadonlyArray<{ field: string; message: string }>): string {
  const sentences = details.map((detail) => fieldSentence(detail.field, detail.message).replace(/\.$/, ''));
  return `Please correct ${details.length === 1 ? 'this field' : 'these fields'} and try again: ${sentences.join('; ')}.`;
}
