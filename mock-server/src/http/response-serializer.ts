import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

/**
 * Answers are written by fast-json-stringify from the contract's JSON schema: zod checking every answer
 * took most of a list's CPU (issue #35). Like zod, it writes only the fields the contract names, so a field
 * a caller may not see is dropped the same way. With `checkAgainstContract` (NODE_ENV=test) every answer is
 * also encoded by zod and must come out byte for byte the same, so every API test proves both.
 */
export function responseSerializerCompiler({
  checkAgainstContract,
}: {
  checkAgainstContract: boolean;
}): FastifySerializerCompiler<unknown> {
  return (route) => {
    const { schema, method, url } = route;
    if (!(schema instanceof z.ZodType)) return zodSerializerCompiler(route as never);
    if (!checkAgainstContract) {
      const stringify = fastJson(serializingSchemaOf(schema) as never);
      return (data) => stringify(data);
    }
    // under test, written on a route's first answer: a test server answers a few of its 400 routes, and
    // compiling them all took 2.5 of the 8 seconds each API test file spent before its first test (a
    // production start still compiles every route, and fails there on one it cannot write)
    let stringify: ((data: unknown) => string) | undefined;
    const byContract = zodSerializerCompiler(route as never);
    return (data) => {
      const expected = byContract(data);
      stringify ??= fastJson(serializingSchemaOf(schema) as never);
      const written = stringify(data);
      if (written !== expected)
        throw new Error(
          `${method} ${url}: the fast serializer wrote ${written.slice(0, 500)} where the contract says ${expected.slice(0, 500)}`,
        );
      return written;
    };
  };
}

/** The contract's JSON schema reduced to what writing needs: a nullable field as a type list, no checks. */
export function serializingSchemaOf(schema: z.ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as JsonSchema;
  delete json.$schema;
  return simplified(json) as JsonSchema;
}

// what only checks a value: an answer is written, not judged (and `additionalProperties: false` would make
// fast-json-stringify refuse a union member whose row carries more columns than the contract shows)
const CHECKS_ONLY = new Set([
  'additionalProperties',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'multipleOf',
  'description',
  'default',
  'examples',
  'title',
  'id',
]);

function simplified(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplified);
  if (!node || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (CHECKS_ONLY.has(key) && !(key === 'additionalProperties' && typeof value === 'object')) continue;
    out[key] =
      key === 'properties' || key === 'definitions'
        ? Object.fromEntries(Object.entries(value as JsonSchema).map(([name, child]) => [name, simplified(child)]))
        : simplified(value);
  }
  return nullableAsTypeList(inContractOrder(out));
}

/**
 * fast-json-stringify writes required fields before optional ones; zod writes them in the contract's
 * order. An object with optional fields loses its `required` list, so both write the same bytes.
 */
function inContractOrder(node: JsonSchema): JsonSchema {
  if (!Array.isArray(node.required) || !node.properties) return node;
  const names = Object.keys(node.properties as JsonSchema);
  if (names.every((name) => (node.required as string[]).includes(name))) return node;
  const { required: _required, ...rest } = node;
  return rest;
}

/** `anyOf: [X, null]` as X with `type: [X's type, 'null']`: written without trying each branch in turn. */
function nullableAsTypeList(node: JsonSchema): JsonSchema {
  const branches = node.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return node;
  const nullIndex = branches.findIndex(
    (branch: JsonSchema) => branch.type === 'null' && Object.keys(branch).length === 1,
  );
  if (nullIndex < 0) return node;
  const other = branches[1 - nullIndex] as JsonSchema;
  if (typeof other.type !== 'string' || other.anyOf || other.oneOf || other.allOf || other.const !== undefined)
    return node;
  const { anyOf: _anyOf, ...rest } = node;
  return {
    ...rest,
    ...other,
    type: [other.type, 'null'],
    ...(Array.isArray(other.enum) ? { enum: [...other.enum, null] } : {}),
  };
}
