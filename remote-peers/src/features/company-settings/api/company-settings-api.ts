import {
  apiPaths,
  companySettingsSchema,
  managedOptionListsSchema,
  ORDERED_OPTION_LISTS,
  updateCompanySettingsBodySchema,
  type CompanySettings,
  type ManagedOptionLists,
  type OrderedOptionList,
  type UpdateCompanySettingsBody,
} from '@timely/contract';
import type { AxiosInstance } from 'axios';

export async function getCompanySettings(client: AxiosInstance): Promise<CompanySettings> {
  return companySettingsSchema.parse((await client.get(apiPaths.company.settings)).data);
}

export async function updateCompanySettings(
  client: AxiosInstance,
  body: UpdateCompanySettingsBody,
): Promise<CompanySettings> {
  return companySettingsSchema.parse(
    (await client.patch(apiPaths.company.settings, updateCompanySettingsBodySchema.parse(body))).data,
  );
}

/** The option lists the settings screen orders and retires (blocks and activity types within their parent). */
export const ORDERED_LISTS = ORDERED_OPTION_LISTS;
export type OrderedList = OrderedOptionList;
/** A block's location or an activity type's job role, which a new entry of those lists needs. */
export type OptionParent = { locationId: string } | { jobRoleId: string };

export async function addOption(
  client: AxiosInstance,
  list: OrderedList,
  name: string,
  parent?: OptionParent,
): Promise<void> {
  await client.post(apiPaths.options.list(list), { ...parent, name });
}

export async function renameOption(client: AxiosInstance, list: OrderedList, id: string, name: string): Promise<void> {
  await client.patch(apiPaths.options.byId(list, id), { name });
}

/** Refused with 409 while records use the entry; the message says how many. */
export async function deleteOption(client: AxiosInstance, list: OrderedList, id: string): Promise<void> {
  await client.delete(apiPaths.options.byId(list, id));
}

/** Every ordered list with retired entries and usage counts, in the admin's order. */
export async function getManagedOptionLists(client: AxiosInstance): Promise<ManagedOptionLists> {
  return managedOptionListsSchema.parse((await client.get(apiPaths.company.optionLists)).data);
}

/** `ids`: every entry of the list (of one parent for blocks and activity types), first to last. */
export async function reorderOptions(client: AxiosInstance, list: OrderedList, ids: string[]): Promise<void> {
  await client.put(apiPaths.options.order(list), { ids });
}

/** Retire (kept on records, no longer offered) or offer again. */
export async function setOptionRetired(
  client: AxiosInstance,
  list: OrderedList,
  id: string,
  retired: boolean,
): Promise<void> {
  await client.patch(apiPaths.options.byId(list, id), { retired });
}

/** Uploads the company's logo (multipart `file`, checked as a profile picture); answers the settings with its address. */
export async function uploadCompanyLogo(client: AxiosInstance, file: Blob): Promise<CompanySettings> {
  const form = new FormData();
  form.append('file', file);
  return companySettingsSchema.parse((await client.post(apiPaths.company.logo, form)).data);
}

export async function removeCompanyLogo(client: AxiosInstance): Promise<CompanySettings> {
  return companySettingsSchema.parse((await client.delete(apiPaths.company.logo)).data);
}
