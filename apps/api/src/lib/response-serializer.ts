import type { FastifySerializerCompiler } from 'fastify';
import fastJsonStringify from 'fast-json-stringify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify, compiled once per route from the contract's zod schema (as JSON
 * Schema): it writes only the contract's fields, like zod's encode, at a fraction of the cost (zod's encode took a
 * tenth of the API's CPU on `GET /api/user/me`, docs/BENCHMARKS.md). `checkAgainstContract` (development and tests)
 * also checks each response with zod first, so an answer that breaks its contract still fails loudly there.
 */
export function responseSerializerCompiler({
  checkAgainstContract,
}: {
  checkAgainstContract: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url }) => {
    const stringify = fastJsonStringify(
      nullableWithoutAnyOf(
        z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' }),
      ) as never,
    );
    if (!checkAgainstContract) return stringify;
    return (data: unknown) => {
      const result = schema.safeEncode(data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(data);
    };
  };
}

type JsonSchema = { [keyword: string]: unknown };
const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod writes `x | null` as `anyOf: [x, { type: 'null' }]`, which fast-json-stringify resolves by validating the value
 * against each branch (Ajv) on every call; `nullable: true` on `x` is a plain null check. Applied throughout.
 */
export function nullableWithoutAnyOf(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(nullableWithoutAnyOf);
  if (!isSchema(schema)) return schema;
  const rewritten = Object.fromEntries(
    Object.entries(schema).map(([keyword, value]) => [keyword, nullableWithoutAnyOf(value)]),
  );
  const { anyOf: branches, ...annotations } = rewritten;
  if (Array.isArray(branches) && branches.length === 2) {
    const nullIndex = branches.findIndex((branch) => isSchema(branch) && branch['type'] === 'null');
    const other: unknown = branches[1 - nullIndex];
    // A `$ref` sibling would be ignored by fast-json-stringify, so such a branch keeps its anyOf.
    if (nullIndex !== -1 && isSchema(other) && !('anyOf' in other) && !('$ref' in other)) {
      return { ...annotations, ...other, nullable: true };
    }
  }
  return rewritten;
}
