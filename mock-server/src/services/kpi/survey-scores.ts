import { MIN_ENPS_RESPONSES } from '@timely/contract';
import type { Database } from '../../db/client.js';

export type SurveyKind = 'enps' | 'cnps';
/** 0–10 answers keyed by `${projectId}|${YYYY-MM}`. */
export type ScoresByProjectMonth = Map<string, number[]>;

const QUERIES: Record<SurveyKind, string> = {
  // every answer of every question of a response counts once
  enps: `SELECT r.project_id::text AS project_id, to_char(r.surveyed_on, 'YYYY-MM') AS month, (a.value->>'score')::int AS score, r.id::text AS response_id
         FROM kpi_enps_responses r CROSS JOIN LATERAL jsonb_array_elements(r.answers) a
         WHERE r.company_id = $1 AND r.surveyed_on BETWEEN $2::date AND $3::date`,
  cnps: `SELECT project_id::text AS project_id, to_char(received_on, 'YYYY-MM') AS month, rating AS score, id::text AS response_id
         FROM kpi_client_feedback
         WHERE company_id = $1 AND received_on BETWEEN $2::date AND $3::date`,
};

/**
 * The survey answers (eNPS) or client ratings (cNPS) of a company between two days, by project and month.
 * eNPS is anonymous (docs/privacy.md): a project's month with fewer than MIN_ENPS_RESPONSES answer sheets
 * gives no survey value, so one person's answers never show as a score.
 */
export async function surveyScores(
  db: Database,
  kind: SurveyKind,
  companyId: string,
  from: string,
  to: string,
): Promise<ScoresByProjectMonth> {
  const rows = await db.query<{ project_id: string; month: string; score: number | string; response_id: string }>(
    QUERIES[kind],
    [companyId, from, to],
  );
  const scores: ScoresByProjectMonth = new Map();
  const sheets = new Map<string, Set<string>>();
  for (const row of rows) {
    const key = `${row.project_id}|${row.month}`;
    const list = scores.get(key) ?? [];
    list.push(Number(row.score));
    scores.set(key, list);
    sheets.set(key, (sheets.get(key) ?? new Set()).add(row.response_id));
  }
  if (kind === 'enps') for (const [key, ids] of sheets) if (ids.size < MIN_ENPS_RESPONSES) scores.delete(key);
  return scores;
}

/** Every answer of one month, all projects together (the organisation's survey value). */
export function companyScoresOf(scores: ScoresByProjectMonth, month: string): number[] {
  return [...scores.entries()].filter(([key]) => key.endsWith(`|${month}`)).flatMap(([, list]) => list);
}
