import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { nullableWithoutAnyOf, responseSerializerCompiler } from './response-serializer.ts';

const card = z.object({
  id: z.string(),
  name: z.string().nullable(),
  age: z.number().int().nullable(),
  photo: z.object({ url: z.string(), width: z.number() }).nullable(),
  tags: z.array(z.string()),
  kind: z.enum(['A', 'B']).optional(),
});

const serializerFor = (schema: z.ZodType, checkAgainstContract: boolean) =>
  responseSerializerCompiler({ checkAgainstContract })({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('responses written by fast-json-stringify from the contract', () => {
  it('writes what JSON.stringify would, nulls included, and nothing outside the schema', () => {
    const serialize = serializerFor(card, false);
    const full = { id: 'a', name: 'Asha', age: 27, photo: { url: '/m/1.webp', width: 480 }, tags: ['x'], kind: 'A' };
    const empty = { id: 'b', name: null, age: null, photo: null, tags: [] };
    expect(JSON.parse(serialize(full))).toEqual(full);
    expect(JSON.parse(serialize(empty))).toEqual(empty);
    expect(JSON.parse(serialize({ ...full, phoneNumber: '9876543210' }))).not.toHaveProperty('phoneNumber');
  });

  it('turns zod nullables into plain null checks, keeping other unions', () => {
    const json = nullableWithoutAnyOf(z.toJSONSchema(card, { io: 'output', target: 'draft-07' }));
    expect(JSON.stringify(json)).not.toContain('"type":"null"');
    const union = nullableWithoutAnyOf({ anyOf: [{ type: 'string' }, { type: 'number' }] });
    expect(union).toEqual({ anyOf: [{ type: 'string' }, { type: 'number' }] });
  });

  it('outside production, refuses an answer that breaks its contract', () => {
    const wrong = { id: 'a', name: 42, age: null, photo: null, tags: [] };
    expect(() => serializerFor(card, true)(wrong)).toThrow(/Response doesn't match the schema/);
  });
});
