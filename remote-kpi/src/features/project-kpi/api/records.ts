import {
  apiPaths,
  changeRequestBodySchema,
  changeRequestListSchema,
  changeRequestSchema,
  clientContactBodySchema,
  clientContactListSchema,
  clientContactSchema,
  clientFeedbackBodySchema,
  clientFeedbackListSchema,
  clientFeedbackSchema,
  enpsResponseBodySchema,
  enpsResponseListSchema,
  enpsResponseSchema,
  milestoneBodySchema,
  milestoneListSchema,
  milestoneSchema,
  profitabilityBodySchema,
  profitabilityListSchema,
  profitabilitySchema,
  thoughtLeadershipBodySchema,
  thoughtLeadershipListSchema,
  thoughtLeadershipSchema,
} from '@timely/mock-server/contract';
import type { AxiosInstance } from 'axios';
import type { z } from 'zod';

/** Every kind of record on a project's KPI page: where it lives and the schemas of its answers. */
export const RECORD_KINDS = {
  milestones: { list: apiPaths.kpis.milestones, item: apiPaths.kpis.milestone, listSchema: milestoneListSchema, itemSchema: milestoneSchema, bodySchema: milestoneBodySchema },
  changeRequests: { list: apiPaths.kpis.changeRequests, item: apiPaths.kpis.changeRequest, listSchema: changeRequestListSchema, itemSchema: changeRequestSchema, bodySchema: changeRequestBodySchema },
  profitability: { list: apiPaths.kpis.profitability, item: apiPaths.kpis.profitabilityEntry, listSchema: profitabilityListSchema, itemSchema: profitabilitySchema, bodySchema: profitabilityBodySchema },
  enpsResponses: { list: apiPaths.kpis.enpsResponses, item: apiPaths.kpis.enpsResponse, listSchema: enpsResponseListSchema, itemSchema: enpsResponseSchema, bodySchema: enpsResponseBodySchema },
  clientContacts: { list: apiPaths.kpis.clientContacts, item: apiPaths.kpis.clientContact, listSchema: clientContactListSchema, itemSchema: clientContactSchema, bodySchema: clientContactBodySchema },
  clientFeedback: { list: apiPaths.kpis.clientFeedback, item: apiPaths.kpis.clientFeedbackEntry, listSchema: clientFeedbackListSchema, itemSchema: clientFeedbackSchema, bodySchema: clientFeedbackBodySchema },
  thoughtLeadership: { list: apiPaths.kpis.thoughtLeadership, item: apiPaths.kpis.thoughtLeadershipEntry, listSchema: thoughtLeadershipListSchema, itemSchema: thoughtLeadershipSchema, bodySchema: thoughtLeadershipBodySchema },
} as const;

export type RecordKind = keyof typeof RECORD_KINDS;
export type RecordList<K extends RecordKind> = z.infer<(typeof RECORD_KINDS)[K]['listSchema']>;
export type RecordItem<K extends RecordKind> = z.infer<(typeof RECORD_KINDS)[K]['itemSchema']>;
export type RecordBody<K extends RecordKind> = z.input<(typeof RECORD_KINDS)[K]['bodySchema']>;

export async function getRecords<K extends RecordKind>(client: AxiosInstance, kind: K, projectId: string): Promise<RecordList<K>> {
  const { data } = await client.get(RECORD_KINDS[kind].list(projectId));
  return RECORD_KINDS[kind].listSchema.parse(data) as RecordList<K>;
}

/** Creates a record (no id) or replaces the one the id names. */
export async function saveRecord<K extends RecordKind>(client: AxiosInstance, kind: K, target: { projectId: string; id?: string }, body: RecordBody<K>): Promise<RecordItem<K>> {
  const { data } = target.id ? await client.put(RECORD_KINDS[kind].item(target.id), body) : await client.post(RECORD_KINDS[kind].list(target.projectId), body);
  return RECORD_KINDS[kind].itemSchema.parse(data) as RecordItem<K>;
}

export async function deleteRecord(client: AxiosInstance, kind: RecordKind, id: string): Promise<void> {
  await client.delete(RECORD_KINDS[kind].item(id));
}
