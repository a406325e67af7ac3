import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type {
  ClientContact,
  ClientContactBody,
  ClientFeedback,
  ClientFeedbackBody,
  ClientFeedbackList,
  EnpsResponse,
  EnpsResponseBody,
  EnpsResponseList,
} from '../../../contract/index.js';
import type { Database } from '../../../db/client.js';
import { users } from '../../../db/schema/core.js';
import { kpiClientContacts, kpiClientFeedback, kpiEnpsResponses } from '../../../db/schema/kpi.js';
import { fieldError } from '../../../http/errors.js';
import type { KpiProject } from '../kpi-project.js';
import { monthOf } from '../months.js';
import { npsOf } from '../nps.js';

type EnpsRow = typeof kpiEnpsResponses.$inferSelect;

/** Groups 0–10 scores and scores each group with the standard formula, keys in order. */
function npsBy<Key extends string>(entries: Array<[string, number]>, keyName: Key) {
  const groups = new Map<string, number[]>();
  for (const [key, score] of entries) groups.set(key, [...(groups.get(key) ?? []), score]);
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, scores]) => ({ [keyName]: key, ...npsOf(scores) }) as { [K in Key]: string } & ReturnType<typeof npsOf>);
}

async function toEnpsResponses(db: Database, rows: EnpsRow[]): Promise<EnpsResponse[]> {
  const ids = [...new Set(rows.map((row) => row.respondentId).filter((id): id is string => id !== null))];
  const people = ids.length ? await db.orm.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : [];
  return rows.map((row) => {
    const person = people.find((candidate) => candidate.id === row.respondentId);
    return {
      _id: row.id,
      projectId: row.projectId,
      surveyedOn: row.surveyedOn,
      respondent: person ? { _id: person.id, name: person.name } : null,
      answers: row.answers,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

/** Responses newest first, with eNPS overall, per question and per month. */
export async function listEnpsResponses(db: Database, project: KpiProject): Promise<EnpsResponseList> {
  const rows = await db.orm.select().from(kpiEnpsResponses).where(eq(kpiEnpsResponses.projectId, project.id)).orderBy(desc(kpiEnpsResponses.surveyedOn), desc(kpiEnpsResponses.createdAt));
  const answers = rows.flatMap((row) => row.answers.map((answer) => ({ ...answer, month: monthOf(row.surveyedOn) })));
  return {
    items: await toEnpsResponses(db, rows),
    overall: npsOf(answers.map((answer) => answer.score)),
    byQuestion: npsBy(answers.map((answer) => [answer.question, answer.score]), 'question'),
    byMonth: npsBy(answers.map((answer) => [answer.month, answer.score]), 'month'),
  };
}

/** A named respondent is an active peer of the company. */
export async function validateRespondent(db: Database, project: KpiProject, body: EnpsResponseBody): Promise<void> {
  if (!body.respondentId) return;
  const [found] = await db.orm.select({ id: users.id }).from(users).where(and(eq(users.id, body.respondentId), eq(users.companyId, project.companyId), isNull(users.deletedAt)));
  if (!found) throw fieldError('respondentId', 'must be a peer of your company');
}

function enpsValues(body: EnpsResponseBody) {
  return { surveyedOn: body.surveyedOn, respondentId: body.respondentId ?? null, answers: body.answers.map(({ question, score }) => ({ question, score })) };
}

export async function createEnpsResponse(db: Database, project: KpiProject, body: EnpsResponseBody): Promise<EnpsResponse> {
  const [row] = await db.orm.insert(kpiEnpsResponses).values({ companyId: project.companyId, projectId: project.id, ...enpsValues(body) }).returning();
  return (await toEnpsResponses(db, [row!]))[0]!;
}

export async function updateEnpsResponse(db: Database, id: string, body: EnpsResponseBody): Promise<EnpsResponse> {
  const [row] = await db.orm.update(kpiEnpsResponses).set({ ...enpsValues(body), updatedAt: new Date() }).where(eq(kpiEnpsResponses.id, id)).returning();
  return (await toEnpsResponses(db, [row!]))[0]!;
}

export async function deleteEnpsResponse(db: Database, id: string): Promise<void> {
  await db.orm.delete(kpiEnpsResponses).where(eq(kpiEnpsResponses.id, id));
}

function toContact(row: typeof kpiClientContacts.$inferSelect): ClientContact {
  return { _id: row.id, projectId: row.projectId, name: row.name, email: row.email, title: row.title, phone: row.phone, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

export async function listClientContacts(db: Database, project: KpiProject): Promise<{ items: ClientContact[] }> {
  const rows = await db.orm.select().from(kpiClientContacts).where(eq(kpiClientContacts.projectId, project.id)).orderBy(asc(kpiClientContacts.name));
  return { items: rows.map(toContact) };
}

export async function createClientContact(db: Database, project: KpiProject, body: ClientContactBody): Promise<ClientContact> {
  const [row] = await db.orm.insert(kpiClientContacts).values({ companyId: project.companyId, projectId: project.id, ...body }).returning();
  return toContact(row!);
}

export async function updateClientContact(db: Database, id: string, body: ClientContactBody): Promise<ClientContact> {
  const [row] = await db.orm.update(kpiClientContacts).set({ ...body, updatedAt: new Date() }).where(eq(kpiClientContacts.id, id)).returning();
  return toContact(row!);
}

/** The contact's feedback stays (it still counts towards cNPS), without a name. */
export async function deleteClientContact(db: Database, id: string): Promise<void> {
  await db.orm.delete(kpiClientContacts).where(eq(kpiClientContacts.id, id));
}

async function feedbackOf(db: Database, where: ReturnType<typeof eq>): Promise<ClientFeedback[]> {
  const rows = await db.orm
    .select({ feedback: kpiClientFeedback, contactName: kpiClientContacts.name })
    .from(kpiClientFeedback)
    .leftJoin(kpiClientContacts, eq(kpiClientContacts.id, kpiClientFeedback.contactId))
    .where(where)
    .orderBy(desc(kpiClientFeedback.receivedOn), desc(kpiClientFeedback.createdAt));
  return rows.map(({ feedback, contactName }) => ({
    _id: feedback.id,
    projectId: feedback.projectId,
    contact: feedback.contactId && contactName !== null ? { _id: feedback.contactId, name: contactName } : null,
    receivedOn: feedback.receivedOn,
    rating: feedback.rating,
    improvementAreas: feedback.improvementAreas,
    comment: feedback.comment,
    createdAt: feedback.createdAt.toISOString(),
    updatedAt: feedback.updatedAt.toISOString(),
  }));
}

/** Feedback newest first, with cNPS overall and per month. */
export async function listClientFeedback(db: Database, project: KpiProject): Promise<ClientFeedbackList> {
  const items = await feedbackOf(db, eq(kpiClientFeedback.projectId, project.id));
  return {
    items,
    overall: npsOf(items.map((item) => item.rating)),
    byMonth: npsBy(items.map((item) => [monthOf(item.receivedOn), item.rating]), 'month'),
  };
}

/** Feedback names a contact of the same project, or none. */
export async function validateFeedbackContact(db: Database, project: KpiProject, body: ClientFeedbackBody): Promise<void> {
  if (!body.contactId) return;
  const [found] = await db.orm.select({ id: kpiClientContacts.id }).from(kpiClientContacts).where(and(eq(kpiClientContacts.id, body.contactId), eq(kpiClientContacts.projectId, project.id)));
  if (!found) throw fieldError('contactId', 'must be a client contact of this project');
}

function feedbackValues(body: ClientFeedbackBody) {
  const areas = [...new Set(body.improvementAreas.map((area) => area.trim()))];
  return { contactId: body.contactId ?? null, receivedOn: body.receivedOn, rating: body.rating, improvementAreas: areas, comment: body.comment };
}

export async function createClientFeedback(db: Database, project: KpiProject, body: ClientFeedbackBody): Promise<ClientFeedback> {
  const [row] = await db.orm.insert(kpiClientFeedback).values({ companyId: project.companyId, projectId: project.id, ...feedbackValues(body) }).returning({ id: kpiClientFeedback.id });
  return (await feedbackOf(db, eq(kpiClientFeedback.id, row!.id)))[0]!;
}

export async function updateClientFeedback(db: Database, id: string, body: ClientFeedbackBody): Promise<ClientFeedback> {
  await db.orm.update(kpiClientFeedback).set({ ...feedbackValues(body), updatedAt: new Date() }).where(eq(kpiClientFeedback.id, id));
  return (await feedbackOf(db, eq(kpiClientFeedback.id, id)))[0]!;
}

export async function deleteClientFeedback(db: Database, id: string): Promise<void> {
  await db.orm.delete(kpiClientFeedback).where(eq(kpiClientFeedback.id, id));
}
