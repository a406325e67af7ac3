import { apiPaths, companySettingsSchema, updateCompanySettingsBodySchema, type CompanySettings, type UpdateCompanySettingsBody } from '@timely/mock-server/contract';
import type { AxiosInstance } from 'axios';

export async function getCompanySettings(client: AxiosInstance): Promise<CompanySettings> {
  return companySettingsSchema.parse((await client.get(apiPaths.company.settings)).data);
}

export async function updateCompanySettings(client: AxiosInstance, body: UpdateCompanySettingsBody): Promise<CompanySettings> {
  return companySettingsSchema.parse((await client.patch(apiPaths.company.settings, updateCompanySettingsBodySchema.parse(body))).data);
}

/** The option lists the settings screen edits by name alone (the others need a parent or a day). */
export const NAMED_LISTS = ['job-roles', 'designations', 'locations', 'platforms'] as const;
export type NamedList = (typeof NAMED_LISTS)[number];

export async function addOption(client: AxiosInstance, list: NamedList, name: string): Promise<void> {
  await client.post(apiPaths.options.list(list), { name });
}

export async function renameOption(client: AxiosInstance, list: NamedList, id: string, name: string): Promise<void> {
  await client.patch(apiPaths.options.byId(list, id), { name });
}

/** Refused with 409 while records use the entry; the message says how many. */
export async function deleteOption(client: AxiosInstance, list: NamedList, id: string): Promise<void> {
  await client.delete(apiPaths.options.byId(list, id));
}
