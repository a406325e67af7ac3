/**
 * What a client of the API relies on, read from its OpenAPI document as lines of text: each operation, the
 * fields of its answers with their types, and its query parameters and body fields with whether they are
 * required. `api-compatibility.test.ts` holds the surface of the API's major version against the one the
 * code serves now: within a major the surface only grows (docs/deploy.md, "Ship the API").
 */
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = {
  parameters?: Array<{ in: string; name: string; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};
export type OpenApiDocument = { paths: Record<string, Record<string, Operation>> };

const MAX_DEPTH = 10;

function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.type)) return [...schema.type].sort().join('|');
  if (schema.type) return schema.type;
  return schema.anyOf || schema.oneOf ? 'union' : 'any';
}

/** `prefix.field:type` for every field an answer may hold, through arrays (`[]`) and unions. */
function fieldsOf(schema: JsonSchema | undefined, prefix: string, depth = 0): string[] {
  if (!schema || depth > MAX_DEPTH) return [];
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  return [
    ...alternatives.flatMap((alternative) => fieldsOf(alternative, prefix, depth + 1)),
    ...Object.entries(schema.properties ?? {}).flatMap(([name, field]) => [
      `${prefix}.${name}:${typeOf(field)}`,
      ...fieldsOf(field, `${prefix}.${name}`, depth + 1),
    ]),
    ...(schema.items ? fieldsOf(schema.items, `${prefix}[]`, depth + 1) : []),
  ];
}

/** The surface as sorted, unique lines: `<METHOD> <path> <status>.<field>:<type>` and `<METHOD> <path> query|body.<name>:required|optional`. */
export function apiSurface(document: OpenApiDocument): string[] {
  const lines = new Set<string>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const op = `${method.toUpperCase()} ${path}`;
      lines.add(`${op} exists`);
      for (const parameter of operation.parameters ?? [])
        if (parameter.in === 'query')
          lines.add(`${op} query.${parameter.name}:${parameter.required ? 'required' : 'optional'}`);
      const body = operation.requestBody?.content?.['application/json']?.schema;
      for (const [name] of Object.entries(body?.properties ?? {}))
        lines.add(`${op} body.${name}:${body?.required?.includes(name) ? 'required' : 'optional'}`);
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!status.startsWith('2')) continue;
        for (const line of fieldsOf(response.content?.['application/json']?.schema, `${op} ${status}`)) lines.add(line);
      }
    }
  }
  return [...lines].sort();
}

/**
 * What the current surface breaks of the baseline's: an operation or an answer's field that is gone or
 * changed type, a request field the baseline knew that is gone (a strict schema refuses it) or became
 * required, and a required request field the baseline did not have on an operation it had.
 */
export function breakingChanges(baseline: readonly string[], current: readonly string[]): string[] {
  const now = new Set(current);
  const requestField = /^(\S+ \S+ (?:query|body)\.[^:]+):(required|optional)$/;
  const before = new Map(
    baseline.flatMap((line) => {
      const match = requestField.exec(line);
      return match ? [[match[1]!, match[2]!] as const] : [];
    }),
  );
  const gone = baseline.filter((line) => {
    const match = requestField.exec(line);
    if (!match) return !now.has(line);
    return !now.has(`${match[1]}:optional`) && !now.has(`${match[1]}:required`);
  });
  // an operation the baseline did not have is new: nothing built before it calls it
  const known = new Set(
    baseline.filter((line) => line.endsWith(' exists')).map((line) => line.slice(0, -' exists'.length)),
  );
  const newlyRequired = current.filter((line) => {
    const match = requestField.exec(line);
    if (match?.[2] !== 'required' || before.get(match[1]!) === 'required') return false;
    return known.has(match[1]!.replace(/ (?:query|body)\.[^ ]+$/, ''));
  });
  return [...gone.map((line) => `gone or changed: ${line}`), ...newlyRequired.map((line) => `newly required: ${line}`)];
}
