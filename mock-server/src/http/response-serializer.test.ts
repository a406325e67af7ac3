import { z } from 'zod';
import { projectPageSchema, sessionUserSchema } from '@timely/contract';
import { responseSerializerCompiler, serializingSchemaOf } from './response-serializer.js';

const compile = (schema: z.ZodType, checkAgainstContract: boolean) =>
  responseSerializerCompiler({ checkAgainstContract })({
    schema,
    method: 'GET',
    url: '/test',
    httpStatus: '200',
  } as never);

const person = z.object({ _id: z.string(), name: z.string(), profilePic: z.string().nullable() });
const responseSchema = z.object({
  items: z.array(
    z.union([
      person.extend({ kind: z.literal('peer') }),
      z.object({ kind: z.literal('team'), size: z.number().int() }),
    ]),
  ),
  lead: person.nullable(),
  note: z.string().optional(),
  status: z.enum(['open', 'closed']).nullable(),
});

it('writes only the fields the contract names, in its order, as zod does', () => {
  const data = {
    status: 'open',
    note: 'optional, written where the contract puts it',
    lead: { passwordHash: 'secret', name: 'Ann', _id: 'a', profilePic: null },
    items: [
      { kind: 'peer', _id: 'b', name: 'Bo', profilePic: 'https://x/b.png', email: 'hidden@acme.test' },
      { kind: 'team', size: 3, secret: 1 },
    ],
    hidden: true,
  };
  const written = compile(responseSchema, false)(data);
  expect(written).toBe(compile(responseSchema, true)(data));
  expect(written).not.toMatch(/secret|hidden|passwordHash/);
  expect(JSON.parse(written)).toEqual({
    items: [
      { _id: 'b', name: 'Bo', profilePic: 'https://x/b.png', kind: 'peer' },
      { kind: 'team', size: 3 },
    ],
    lead: { _id: 'a', name: 'Ann', profilePic: null },
    note: 'optional, written where the contract puts it',
    status: 'open',
  });
  expect(compile(responseSchema, false)({ ...data, lead: null, status: null })).toBe(
    compile(responseSchema, true)({ ...data, lead: null, status: null }),
  );
});

it('checked against the contract (NODE_ENV=test), a response that breaks it fails', () => {
  expect(() => compile(sessionUserSchema, true)({ _id: 'not an id', name: 'Ann' })).toThrow();
});

it("turns the contract's nullable fields into type lists, so no response is written by trying each branch", () => {
  const text = JSON.stringify(serializingSchemaOf(projectPageSchema));
  expect(text).not.toMatch(/"type":"null"/);
  expect(text).not.toMatch(/additionalProperties|pattern|format/);
});
