import type { PeersTranslate } from '../../../../messages/messages';

/** The recorded fields that have a name in the message books (`audit.field.<key>`). */
const NAMED_FIELDS = [
  'name',
  'email',
  'employeeId',
  'phone',
  'jobRoleId',
  'designationId',
  'locationId',
  'blockId',
  'level',
  'role',
  'isActive',
  'defaultWorkMode',
  'workingHours',
  'timeZone',
  'avatarUrl',
  'workingDays',
  'logoUrl',
  'hideApps',
  'description',
  'status',
  'startDate',
  'endDate',
  'recurringMonths',
  'scoringUnit',
  'platforms',
  'managers',
  'members',
  'retired',
  'colour',
  'day',
  'order',
  'body',
  'expiresAt',
  'label',
  'showRevenue',
  'revoked',
  'note',
  'type',
  'fromDate',
  'toDate',
  'shared',
  'filters',
  'file',
  'tables',
  'count',
  'peers',
  'holidays',
  'companyName',
  'adminName',
  'adminEmail',
  'invitation',
  'openSprints',
  'project',
  'tasks',
  'daysPerYear',
  'carryOverCap',
  'annual',
  'sick',
  'unpaid',
  'other',
  'enabled',
  'issuer',
  'clientId',
  'clientSecret',
  'domains',
  'jitProvisioning',
  'passwordSignIn',
  'provider',
  'hireDate',
  'managerId',
  'fieldValues',
  'choices',
  'visibility',
  'scope',
] as const;
type NamedField = (typeof NAMED_FIELDS)[number];
const named = new Set<string>(NAMED_FIELDS);

/**
 * A field's name in the reader's language; a field no book names yet (a future one) reads as its words,
 * "employeeId" as "employee id", never as code.
 */
export function fieldLabel(key: string, t: PeersTranslate): string {
  if (named.has(key)) return t(`audit.field.${key as NamedField}`);
  return key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .toLowerCase();
}
