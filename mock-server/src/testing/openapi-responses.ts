import { Ajv, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';

type Schema = Record<string, unknown>;
type Media = { schema?: Schema };
type ResponseEntry = { description?: string; content?: Record<string, Media> };
export type Operation = {
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses?: Record<string, ResponseEntry>;
};
export type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };
export type CheckedResponse = { statusCode: number; headers: Record<string, unknown>; body: string };

/**
 * Judges a response by the OpenAPI document alone, with ajv (not the contract's zod schemas): the status
 * must be declared for the operation, the content type must be one it names for that status, and a JSON
 * body must match that status's schema. Returns what is wrong, or nothing.
 */
export function responseChecker(
  document: OpenApiDocument,
): (method: string, path: string, response: CheckedResponse) => string[] {
  const ajv = new Ajv({ strict: false, allErrors: false, validateFormats: true });
  addFormats.default(ajv);
  ajv.addFormat('binary', true);
  const compiled = new Map<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(asJsonSchema(schema) as Schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  return (method, path, response) => {
    const operation = document.paths[path]?.[method.toLowerCase()];
    if (!operation) return [`${method} ${path} is not in the document`];
    const entry = operation.responses?.[String(response.statusCode)] ?? operation.responses?.default;
    if (!entry) return [`status ${response.statusCode} is not declared`];
    const contentType = String(response.headers['content-type'] ?? '')
      .split(';')[0]!
      .trim();
    if (!entry.content) return response.body === '' ? [] : [`status ${response.statusCode} declares no body`];
    const media = entry.content[contentType];
    if (!media)
      return [
        `content type "${contentType}" is not one of ${Object.keys(entry.content).join(', ')} for ${response.statusCode}`,
      ];
    if (!contentType.endsWith('json') || !media.schema) return [];
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      return ['the body is not JSON'];
    }
    const validate = validatorOf(media.schema);
    if (validate(body)) return [];
    return (validate.errors ?? []).map((error) => `body${error.instancePath} ${error.message ?? 'is invalid'}`);
  };
}

/**
 * OpenAPI 3.0's schema dialect as JSON Schema: `nullable: true` becomes a type that also takes null
 * (and null joins an enum), and a boolean `exclusiveMinimum`/`exclusiveMaximum` becomes the number form.
 */
export function asJsonSchema(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(asJsonSchema);
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  for (const [key, value] of Object.entries(node as Schema)) out[key] = asJsonSchema(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag]) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  if (out.nullable !== true) return out;
  delete out.nullable;
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...(out.enum as unknown[]), null];
  if (typeof out.type === 'string') return { ...out, type: [out.type, 'null'] };
  return { anyOf: [out, { type: 'null' }] };
}
