import type { FieldError } from '@timely/contract';
import type { App } from './app-types.js';
import { apiError, fieldProblem, HttpError, invalidFields } from './errors.js';

// Control characters (Unicode Cc) other than tab, newline and the carriage return of a CRLF line ending: no
// text of the product holds them, PostgreSQL refuses NUL outright, and the rest break renderers and logs.
const CONTROL_CHARACTER = /\r(?!\n)|(?![\t\n\r])\p{Cc}/u;
// half of a surrogate pair: JSON can say it (`"\ud800"`), UTF-8 cannot store it and would turn it into U+FFFD
const LONE_SURROGATE = /\p{Cs}/u;

/** The first problem a text has, if any: a control character, or a character cut in half. */
function textProblem(text: string) {
  if (CONTROL_CHARACTER.test(text)) return apiError('field.controlCharacters');
  if (LONE_SURROGATE.test(text)) return apiError('field.brokenCharacter');
  return undefined;
}

/**
 * Every text of a request's path, query and body, each field with the name validation errors give it
 * (`name`, `items.1.title`; `query` or `body` for a bare value), walked without recursion so that
 * 50,000 levels of nested arrays cost a loop, not the stack. Keys are text too.
 */
function problemsOf(value: unknown, whole: string): FieldError[] {
  const problems: FieldError[] = [];
  const pending: Array<{ value: unknown; path: string }> = [{ value, path: '' }];
  while (pending.length) {
    const { value: current, path } = pending.pop()!;
    if (typeof current === 'string') {
      const problem = textProblem(current);
      if (problem) problems.push(fieldProblem(path || whole, problem));
    } else if (current !== null && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      for (const [key, inner] of Object.entries(current)) {
        const field = path ? `${path}.${key}` : key;
        const problem = textProblem(key);
        // a key is named as sent, its bad characters shown as U+FFFD: the answer must not carry them back
        if (problem) problems.push(fieldProblem(field.replace(/\p{Cc}|\p{Cs}/gu, '\uFFFD'), problem));
        else pending.push({ value: inner, path: field });
      }
    }
  }
  return problems.reverse();
}

/**
 * The same rule for the cells of an uploaded sheet, which no hook sees (a multipart body is read by its
 * route): a file with such a cell is refused whole, naming the first such cell (rows and columns counted
 * from 1, as the preview numbers rows), before any row is checked.
 */
export function plainCells(rows: string[][]): string[][] {
  rows.forEach((cells, row) =>
    cells.forEach((cell, column) => {
      const problem = textProblem(cell);
      if (problem)
        throw new HttpError(400, apiError('sheet.controlCharacters', { row: row + 1, column: column + 1 }), [
          fieldProblem('file', problem),
        ]);
    }),
  );
  return rows;
}

/**
 * One rule for every route, before its own validation: a text anywhere in the path, the query or a JSON
 * body with a control character or a broken character is refused with a 400 naming its field. A new
 * route cannot forget it, and no such text reaches the database (where a NUL answered 500).
 */
export function refuseControlCharacters(app: App): void {
  app.addHook('preValidation', async (request) => {
    const problems = [
      ...problemsOf(request.params, 'params'),
      ...problemsOf(request.query, 'query'),
      ...problemsOf(request.body, 'body'),
    ];
    if (problems.length) throw invalidFields(problems);
  });
}
