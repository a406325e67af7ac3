import {
  PEER_FIELD_TEXT_MAX,
  type CreatePeerBody,
  type Peer,
  type PeerField,
  type PeerFieldValue,
} from '@timely/contract';
import dayjs, { type Dayjs } from 'dayjs';

/** A people record as the drawer's form holds it: days as Dayjs, values by field id. */
export type PeopleRecordValues = {
  hireDate?: Dayjs | null;
  managerId?: string | null;
  customFields?: Record<string, string | number | Dayjs | null | undefined>;
};

/** The form's starting values for `peer` (a new peer starts empty). */
export function peopleRecordOf(peer: Peer | null, fields: readonly PeerField[]): PeopleRecordValues {
  const values: PeopleRecordValues['customFields'] = {};
  for (const field of fields) {
    const value = peer?.customFields[field._id];
    values[field._id] = value === undefined ? null : field.type === 'date' ? dayjs(String(value)) : value;
  }
  return {
    hireDate: peer?.hireDate ? dayjs(peer.hireDate) : null,
    managerId: peer?.manager?._id ?? null,
    customFields: values,
  };
}

/** The body's part for the people record: days as YYYY-MM-DD, an empty value as null (it clears). */
export function peopleRecordBody(
  values: PeopleRecordValues,
  fields: readonly PeerField[],
): Pick<CreatePeerBody, 'hireDate' | 'managerId' | 'customFields'> {
  const customFields: Record<string, PeerFieldValue | null> = {};
  for (const field of fields) {
    const value = values.customFields?.[field._id];
    if (value === undefined || value === null || value === '') customFields[field._id] = null;
    else if (dayjs.isDayjs(value)) customFields[field._id] = value.format('YYYY-MM-DD');
    else customFields[field._id] = typeof value === 'string' ? value.trim().slice(0, PEER_FIELD_TEXT_MAX) : value;
  }
  return {
    hireDate: values.hireDate ? values.hireDate.format('YYYY-MM-DD') : null,
    managerId: values.managerId ?? null,
    customFields,
  };
}
