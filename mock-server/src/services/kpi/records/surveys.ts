import { and, asc, desc, eq } from 'drizzle-orm';
import type {
  ClientContact,
  ClientContactBody,
  ClientFeedback,
  ClientFeedbackBody,
  ClientFeedbackList,
  EnpsResponse,
  EnpsResponseBody,
  EnpsResponseList,
  NpsBreakdown,
} from '@timely/contract';
import { MIN_ENPS_RESPONSES } from '@timely/contract';
import type { Database } from '../../../db/client.js';
import { kpiClientContacts, kpiClientFeedback, kpiEnpsResponses } from '../../../db/schema/kpi.js';
import { apiError, fieldError } from '../../../http/errors.js';
import type { KpiProject } from '../kpi-project.js';
import { monthOf } from '../months.js';
import { npsOf } from '../nps.js';

type EnpsRow = typeof kpiEnpsResponses.$inferSelect;

/**
 * eNPS of a group of answers, shown only when at least MIN_ENPS_RESPONSES answer sheets are behind it
 * (docs/privacy.md, the same rule as 360 feedback): below that, only how many answers there are.
 */
function anonymousNps(answers: ReadonlyArray<{ responseId: string; score: number }>): NpsBreakdown {
  const responses = new Set(answers.map((answer) => answer.responseId)).size;
  const breakdown = npsOf(answers.map((answer) => answer.score));
  if (responses >= MIN_ENPS_RESPONSES) return { ...breakdown, responses };
  return { nps: null, total: breakdown.total, responses };
}

/** Groups 0–10 scores and scores each group with the standard formula, keys in order (cNPS: client ratings). */
function npsBy<Key extends string>(entries: Array<[string, number]>, keyName: Key) {
  const groups = new Map<string, number[]>();
  for (const [key, score] of entries) groups.set(key, [...(groups.get(key) ?? []), score]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([key, scores]) => ({ [keyName]: key, ...npsOf(scores) }) as { [K in Key]: string } & ReturnType<typeof npsOf>,
    );
}

/** Groups eNPS answers by a key and scores each group anonymously, keys in order. */
function enpsBy<Key extends string>(answers: Array<{ key: string; responseId: string; score: number }>, keyName: Key) {
  const groups = new Map<string, typeof answers>();
  for (const answer of answers) groups.set(answer.key, [...(groups.get(answer.key) ?? []), answer]);
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, group]) => ({ [keyName]: key, ...anonymousNps(group) }) as { [K in Key]: string } & NpsBreakdown);
}

/** An answer sheet as everyone sees it: when, the scores and the comment; no respondent is stored. */
function toEnpsResponse(row: EnpsRow): EnpsResponse {
  return {
    _id: row.id,
    projectId: row.projectId,
    surveyedOn: row.surveyedOn,
    comment: row.comment,
    answers: row.answers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Responses newest first, with eNPS overall, per question and per month (each only behind 3 answer sheets or more). */
export async function listEnpsResponses(db: Database, project: KpiProject): Promise<EnpsResponseList> {
  const rows = await db.orm
    .select()
    .from(kpiEnpsResponses)
    .where(eq(kpiEnpsResponses.projectId, project.id))
    .orderBy(desc(kpiEnpsResponses.surveyedOn), desc(kpiEnpsResponses.createdAt));
  const answers = rows.flatMap((row) =>
    row.answers.map((answer) => ({ ...answer, responseId: row.id, month: monthOf(row.surveyedOn) })),
  );
  return {
    items: rows.map(toEnpsResponse),
    overall: anonymousNps(answers),
    byQuestion: enpsBy(
      answers.map((answer) => ({ key: answer.question, responseId: answer.responseId, score: answer.score })),
      'question',
    ),
    byMonth: enpsBy(
      answers.map((answer) => ({ key: answer.month, responseId: answer.responseId, score: answer.score })),
      'month',
    ),
  };
}

function enpsValues(body: EnpsResponseBody) {
  return {
    surveyedOn: body.surveyedOn,
    comment: body.comment,
    answers: body.answers.map(({ question, score }) => ({ question, score })),
  };
}

export async function createEnpsResponse(
  db: Database,
  project: KpiProject,
  body: EnpsResponseBody,
): Promise<EnpsResponse> {
  const [row] = await db.orm
    .insert(kpiEnpsResponses)
    .values({ companyId: project.companyId, projectId: project.id, ...enpsValues(body) })
    .returning();
  return toEnpsResponse(row!);
}

export async function updateEnpsResponse(db: Database, id: string, body: EnpsResponseBody): Promise<EnpsResponse> {
  const [row] = await db.orm
    .update(kpiEnpsResponses)
    .set({ ...enpsValues(body), updatedAt: new Date() })
    .where(eq(kpiEnpsResponses.id, id))
    .returning();
  return toEnpsResponse(row!);
}

export async function deleteEnpsResponse(db: Database, id: string): Promise<void> {
  await db.orm.delete(kpiEnpsResponses).where(eq(kpiEnpsResponses.id, id));
}

function toContact(row: typeof kpiClientContacts.$inferSelect): ClientContact {
  return {
    _id: row.id,
    projectId: row.projectId,
    name: row.name,
    email: row.email,
    title: row.title,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listClientContacts(db: Database, project: KpiProject): Promise<{ items: ClientContact[] }> {
  const rows = await db.orm
    .select()
    .from(kpiClientContacts)
    .where(eq(kpiClientContacts.projectId, project.id))
    .orderBy(asc(kpiClientContacts.name));
  return { items: rows.map(toContact) };
}

export async function createClientContact(
  db: Database,
  project: KpiProject,
  body: ClientContactBody,
): Promise<ClientContact> {
  const [row] = await db.orm
    .insert(kpiClientContacts)
    .values({ companyId: project.companyId, projectId: project.id, ...body })
    .returning();
  return toContact(row!);
}

export async function updateClientContact(db: Database, id: string, body: ClientContactBody): Promise<ClientContact> {
  const [row] = await db.orm
    .update(kpiClientContacts)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(kpiClientContacts.id, id))
    .returning();
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
    byMonth: npsBy(
      items.map((item) => [monthOf(item.receivedOn), item.rating]),
      'month',
    ),
  };
}

/** Feedback names a contact of the same project, or none. */
export async function validateFeedbackContact(
  db: Database,
  project: KpiProject,
  body: ClientFeedbackBody,
): Promise<void> {
  if (!body.contactId) return;
  const [found] = await db.orm
    .select({ id: kpiClientContacts.id })
    .from(kpiClientContacts)
    .where(and(eq(kpiClientContacts.id, body.contactId), eq(kpiClientContacts.projectId, project.id)));
  if (!found) throw fieldError('contactId', apiError('field.notProjectContact'));
}

function feedbackValues(body: ClientFeedbackBody) {
  const areas = [...new Set(body.improvementAreas.map((area) => area.trim()))];
  return {
    contactId: body.contactId ?? null,
    receivedOn: body.receivedOn,
    rating: body.rating,
    improvementAreas: areas,
    comment: body.comment,
  };
}

export async function createClientFeedback(
  db: Database,
  project: KpiProject,
  body: ClientFeedbackBody,
): Promise<ClientFeedback> {
  const [row] = await db.orm
    .insert(kpiClientFeedback)
    .values({ companyId: project.companyId, projectId: project.id, ...feedbackValues(body) })
    .returning({ id: kpiClientFeedback.id });
  return (await feedbackOf(db, eq(kpiClientFeedback.id, row!.id)))[0]!;
}

export async function updateClientFeedback(
  db: Database,
  id: string,
  body: ClientFeedbackBody,
): Promise<ClientFeedback> {
  await db.orm
    .update(kpiClientFeedback)
    .set({ ...feedbackValues(body), updatedAt: new Date() })
    .where(eq(kpiClientFeedback.id, id));
  return (await feedbackOf(db, eq(kpiClientFeedback.id, id)))[0]!;
}

export async function deleteClientFeedback(db: Database, id: string): Promise<void> {
  await db.orm.delete(kpiClientFeedback).where(eq(kpiClientFeedback.id, id));
}
