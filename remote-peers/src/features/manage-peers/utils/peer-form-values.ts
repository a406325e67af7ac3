import type { CreatePeerBody, Peer, PeerField } from '@timely/contract';
import type { Language } from '@timely/shared-ui';
import { peopleRecordBody, peopleRecordOf, type PeopleRecordValues } from './people-record-values';

/** A peer as the drawer's form holds it. */
export type PeerFormValues = Required<Pick<CreatePeerBody, 'name' | 'employeeId' | 'email' | 'level'>> & {
  phone?: string;
  jobRoleId?: string | null;
  designationId?: string | null;
  locationId?: string | null;
  blockId?: string | null;
  defaultWorkMode: NonNullable<CreatePeerBody['defaultWorkMode']>;
  currentStatus: NonNullable<CreatePeerBody['currentStatus']>;
  workingHours: string;
  timeZone: string;
  imIds: { skype?: string; slack?: string; zoom?: string };
  isActive: boolean;
  /** Adding only: the language of the invitation mail. */
  language?: Language;
} & PeopleRecordValues;

/** The form's starting values: the peer's own, or a new peer's defaults (invited in the user's `language`). */
export function peerFormValues(
  peer: Peer | null,
  fields: readonly PeerField[],
  language: Language,
): Partial<PeerFormValues> {
  return {
    ...peopleRecordOf(peer, fields),
    ...(peer
      ? {
          name: peer.name,
          employeeId: peer.employeeId,
          email: peer.email,
          phone: peer.phone ?? undefined,
          jobRoleId: peer.jobRole?._id ?? null,
          designationId: peer.designation?._id ?? null,
          locationId: peer.location?._id ?? null,
          blockId: peer.block?._id ?? null,
          defaultWorkMode: peer.defaultWorkMode,
          currentStatus: peer.currentStatus,
          workingHours: peer.workingHours,
          timeZone: peer.timeZone,
          imIds: {
            skype: peer.imIds.skype ?? undefined,
            slack: peer.imIds.slack ?? undefined,
            zoom: peer.imIds.zoom ?? undefined,
          },
          level: peer.level,
          isActive: peer.isActive,
        }
      : {
          defaultWorkMode: 'office',
          currentStatus: 'office',
          workingHours: '09:00-18:00',
          timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
          level: 'level1',
          isActive: true,
          imIds: {},
          language,
        }),
  };
}

/** The form's values as the server takes them: blanks as null, the people record by field. */
export function peerBody(values: PeerFormValues, fields: readonly PeerField[]): CreatePeerBody {
  const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);
  const { hireDate: _hireDate, managerId: _managerId, customFields: _customFields, ...rest } = values;
  return {
    ...rest,
    ...peopleRecordBody(values, fields),
    phone: blank(values.phone),
    jobRoleId: values.jobRoleId ?? null,
    designationId: values.designationId ?? null,
    locationId: values.locationId ?? null,
    blockId: values.blockId ?? null,
    imIds: { skype: blank(values.imIds?.skype), slack: blank(values.imIds?.slack), zoom: blank(values.imIds?.zoom) },
  };
}
