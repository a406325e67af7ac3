import { apiPaths, companySettingsSchema, updateCompanySettingsBodySchema, type CompanySettings, type UpdateCompanySettingsBody } from '@timely/mock-server/contract';
import type { AxiosInstance } from 'axios';

export async function getCompanySettings(client: AxiosInstance): Promise<CompanySettings> {
  return companySettingsSchema.parse((await client.get(apiPaths.company.settings)).data);
}

export async function updateCompanySettings(client: AxiosInstance, body: UpdateCompanySettingsBody): Promise<CompanySettings> {
  return companySettingsSchema.parse((await client.patch(apiPaths.company.settings, updateCompanySettingsBodySchema.parse(body))).data);
}
