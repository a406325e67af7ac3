import { eq, sql } from 'drizzle-orm';
import type { Orm } from '../../db/client.js';
import { companies } from '../../db/schema/core.js';
import { apiError, fieldError } from '../../http/errors.js';

/** The imports whose column matching a company keeps (companies.import_mappings, migration 0281). */
export type ImportKind = 'peers' | 'holidays';
/** A sheet header as written, and the field its cells go to (null: not imported). */
export type MatchedColumn<Field extends string> = { header: string; column: Field | null };

/**
 * Matches each header of a sheet to a field: as the admin chose (`chosen`, by header as written), else as
 * the company's last import did (`remembered`, by lower-cased header), else by its spelling. A field goes
 * to one header only: a later header that would take a field already taken is not imported. 400 on
 * `mapping` when the choice gives a field two headers.
 */
export function matchColumns<Field extends string>(
  header: string[],
  fields: readonly Field[],
  bySpelling: (header: string) => Field | null,
  chosen: Partial<Record<string, Field | null>> | undefined,
  remembered: Record<string, string | null>,
): Array<MatchedColumn<Field>> {
  const chosenFields = Object.values(chosen ?? {}).filter((column): column is Field => Boolean(column));
  const twice = [...new Set(chosenFields.filter((column, index) => chosenFields.indexOf(column) !== index))];
  if (twice.length) throw fieldError('mapping', apiError('field.mappedTwice', { fields: twice.join(', ') }));
  const isField = (value: string | null | undefined): value is Field =>
    (fields as readonly string[]).includes(value ?? '');
  const taken = new Set<Field>();
  return header.map((cell) => {
    const text = cell.trim();
    const key = text.toLowerCase();
    const choice = chosen !== undefined && Object.hasOwn(chosen, text);
    let column: Field | null;
    if (choice) column = chosen[text] ?? null;
    else if (Object.hasOwn(remembered, key)) column = isField(remembered[key]) ? (remembered[key] as Field) : null;
    else column = bySpelling(text);
    // a header the choice leaves out may not take a field the choice gave another header
    if (column && (taken.has(column) || (!choice && chosenFields.includes(column)))) column = null;
    if (column) taken.add(column);
    return { header: text, column };
  });
}

/** The company's remembered matching for one import: lower-cased header → field or null. */
export async function rememberedMapping(
  orm: Orm,
  companyId: string,
  kind: ImportKind,
): Promise<Record<string, string | null>> {
  const [row] = await orm
    .select({ mappings: companies.importMappings })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.mappings[kind] ?? {};
}

/** Keeps the matching an import used, for the next sheet: these headers first, older ones after, 100 at most. */
export async function rememberMapping(
  orm: Orm,
  companyId: string,
  kind: ImportKind,
  columns: Array<MatchedColumn<string>>,
): Promise<void> {
  const earlier = await rememberedMapping(orm, companyId, kind);
  const used = Object.fromEntries(
    columns.filter((entry) => entry.header).map((entry) => [entry.header.toLowerCase(), entry.column]),
  );
  const merged = Object.fromEntries(Object.entries({ ...used, ...earlier, ...used }).slice(0, 100));
  await orm
    .update(companies)
    .set({
      importMappings: sql`${companies.importMappings} || jsonb_build_object(${kind}::text, ${JSON.stringify(merged)}::jsonb)`,
    })
    .where(eq(companies.id, companyId));
}
