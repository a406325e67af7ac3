import pg from 'pg';
import { DEMO_PASSWORD } from '../src/db/seed/core.seed.js';
import { seededRandom } from '../src/db/seed/seed-ids.js';

/**
 * The varied mix each list is driven with: callers of every level of both companies, and pages, page sizes,
 * sorts, filters and searches drawn from everything the screens offer, each question made once and shuffled,
 * so that within a run (well within the response cache's minute) no caller asks the same question twice
 * until the mix runs out (the report prints how many distinct questions each row had).
 */

export type Caller = { id: string; email: string; level: string; companyId: string; token: string };
export type Question = { path: string; token: string };
export type Mix = { name: string; paged: boolean; method: 'GET' | 'POST'; body?: unknown; questions: Question[] };

const PER_PAGE = [10, 20, 40];
const ORDERS = ['asc', 'desc'];
const PROJECT_SORTS = ['name', 'startDate', 'endDate', 'status', 'score'];
const PROJECT_STATUSES = ['', 'in_progress', 'pending', 'delivered', 'on_hold'];
const PEER_SORTS = ['name', 'employeeId', 'jobRole', 'level', 'email'];
const SEARCH_WORDS = ['Apollo', 'Borealis', 'Cobalt', 'Delta', 'Ember', 'Falcon', 'Granite', 'Harbor', 'Iris', 'Jade'];
const SEARCH_MORE = ['Payments', 'Portal', 'banking', 'retail', 'health', 'Bench', 'project 1', 'an', 'or', 'el'];
const PEER_SEARCHES = ['Alex', 'Bea', 'Chen', 'Dana', 'Kim', 'Lopez', 'Park', 'Sato', 'al', 'an', 'bench.1', 'er'];
const QUESTIONS_MAX = 60_000;

function shuffled<T>(items: T[], seed: number): T[] {
  const random = seededRandom(seed);
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy.slice(0, QUESTIONS_MAX);
}

/** Every combination of the lists' values, as query strings (an empty value leaves its parameter out). */
function queries(parameters: Record<string, Array<string | number>>): string[] {
  return Object.entries(parameters).reduce<string[]>(
    (built, [name, values]) =>
      built.flatMap((query) =>
        values.map((value) =>
          value === '' ? query : `${query}${query ? '&' : ''}${name}=${encodeURIComponent(String(value))}`,
        ),
      ),
    [''],
  );
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, n) => from + n);

/** Two people of each level of each company (the seeded ones and the bench's), signed in. */
export async function signInCallers(baseUrl: string, databaseUrl: string): Promise<Caller[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let people: Array<{ id: string; email: string; level: string; company_id: string }>;
  try {
    people = (
      await client.query<{ id: string; email: string; level: string; company_id: string }>(
        `SELECT id, email, level, company_id FROM (
           SELECT id, email, level, company_id,
                  row_number() OVER (PARTITION BY company_id, level ORDER BY email NOT LIKE '%@%.test', email) AS n
           FROM users WHERE deleted_at IS NULL AND is_active) ranked
         WHERE n <= 2 ORDER BY company_id, level, email`,
      )
    ).rows;
  } finally {
    await client.end();
  }
  const callers: Caller[] = [];
  for (const person of people) {
    const response = await fetch(`${baseUrl}/v2/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: person.email, password: DEMO_PASSWORD }),
    });
    if (!response.ok) continue; // an account that never chose a password, or is deactivated
    const { token } = (await response.json()) as { token: string };
    callers.push({ id: person.id, email: person.email, level: person.level, companyId: person.company_id, token });
  }
  if (!callers.some((caller) => caller.level === 'level1')) throw new Error('no level1 caller could sign in');
  return callers;
}

/** The mixes of the lists the portal opens, for these callers, on a company of `projectCount` projects. */
export async function mixesFor(databaseUrl: string, callers: Caller[], projectCount: number): Promise<Mix[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const sprintsOf = new Map<string, string[]>();
  const peersOf = new Map<string, string[]>();
  try {
    for (const caller of callers) {
      // the sprints a caller may open: any of the company's for level3, else those of their projects
      const sprints = await client.query<{ id: string }>(
        `SELECT s.id FROM sprints s WHERE s.company_id = $1 AND ($2 = 'level3' OR EXISTS (
           SELECT 1 FROM project_members m WHERE m.project_id = s.project_id AND m.user_id = $3))
         ORDER BY s.id LIMIT 300`,
        [caller.companyId, caller.level, caller.id],
      );
      sprintsOf.set(
        caller.id,
        sprints.rows.map((row) => row.id),
      );
      const peers = await client.query<{ id: string }>(
        `SELECT id FROM users WHERE company_id = $1 AND deleted_at IS NULL AND is_active ORDER BY id LIMIT 400`,
        [caller.companyId],
      );
      peersOf.set(
        caller.id,
        peers.rows.map((row) => row.id),
      );
    }
  } finally {
    await client.end();
  }
  const pages = Math.ceil(projectCount / 20);
  const each = (build: (caller: Caller) => string[]): Question[] =>
    callers.flatMap((caller) => build(caller).map((path) => ({ path, token: caller.token })));
  const mix = (name: string, paged: boolean, questions: Question[], seed: number): Mix => ({
    name,
    paged,
    method: 'GET',
    questions: shuffled(questions, seed),
  });
  return [
    { name: 'who am I (GET /v2/me)', paged: false, method: 'GET', questions: each(() => ['/v2/me']) },
    mix(
      'projects, pages 1–5',
      true,
      each(() =>
        queries({
          page: range(1, 5),
          perPage: PER_PAGE,
          sort: PROJECT_SORTS,
          order: ORDERS,
          status: PROJECT_STATUSES,
        }).map((query) => `/v2/projects?${query}`),
      ),
      1,
    ),
    mix(
      'projects, a deep page',
      true,
      each(() =>
        queries({ page: range(Math.floor(pages * 0.4), pages), sort: PROJECT_SORTS, order: ORDERS }).map(
          (query) => `/v2/projects?perPage=20&${query}`,
        ),
      ),
      2,
    ),
    mix(
      'projects, search',
      true,
      each(() =>
        queries({
          search: [...SEARCH_WORDS, ...SEARCH_MORE, ...SEARCH_WORDS.map((word) => `${word} ${SEARCH_MORE[0]}`)],
          page: [1, 2],
          sort: PROJECT_SORTS,
          order: ORDERS,
        }).map((query) => `/v2/projects?perPage=20&${query}`),
      ),
      3,
    ),
    mix(
      'peers, a page or a search',
      true,
      each((caller) =>
        queries({
          page: range(1, 10),
          perPage: PER_PAGE,
          // sorting by employee id is level2's and level3's
          sort: caller.level === 'level1' ? PEER_SORTS.filter((sort) => sort !== 'employeeId') : PEER_SORTS,
          order: ORDERS,
          search: ['', ...PEER_SEARCHES],
        }).map((query) => `/v2/peers?${query}`),
      ),
      4,
    ),
    mix(
      'feeds, a page',
      true,
      each(() => queries({ page: range(1, 500), perPage: [10] }).map((query) => `/v2/feeds?${query}`)),
      5,
    ),
    mix(
      'tasks of a sprint',
      true,
      each((caller) =>
        (sprintsOf.get(caller.id) ?? []).flatMap((sprint) =>
          // members see Mine, Others and Open; managers Mine and All
          queries({
            tab: caller.level === 'level1' ? ['mine', 'others', 'open'] : ['mine', 'all'],
            page: [1, 2],
          }).map((query) => `/v2/sprints/${sprint}/tasks?perPage=20&${query}`),
        ),
      ),
      6,
    ),
    mix(
      "reviews (a peer's report)",
      false,
      // the 360 report is level3's: each admin asks for their company's people
      each((caller) =>
        caller.level === 'level3' ? (peersOf.get(caller.id) ?? []).map((id) => `/v2/reviews?revieweeId=${id}`) : [],
      ),
      7,
    ),
    {
      name: 'sidebar fetchAllProjects',
      paged: false,
      method: 'POST',
      body: {},
      questions: each(() => ['/v2/project/fetchAllProjects']),
    },
  ];
}

/**
 * Asks the first `sample` questions of each mix one by one and names those refused: a mix must hold only
 * questions its callers may ask, or its row measures refusals.
 */
export async function refusedQuestions(baseUrl: string, mixes: Mix[], sample = 150): Promise<string[]> {
  const refused: string[] = [];
  for (const mix of mixes) {
    for (const question of mix.questions.slice(0, sample)) {
      const response = await fetch(`${baseUrl}${question.path}`, {
        method: mix.method,
        headers: {
          authorization: `Bearer ${question.token}`,
          ...(mix.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(mix.body === undefined ? {} : { body: JSON.stringify(mix.body) }),
      });
      if (!response.ok)
        refused.push(`${mix.name}: ${question.path} → ${response.status} ${(await response.text()).slice(0, 160)}`);
    }
  }
  return refused;
}
