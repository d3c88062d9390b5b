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
      z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' }) as never,
    );
    if (!checkAgainstContract) return stringify;
    return (data: unknown) => {
      const result = schema.safeEncode(data);
      if (result.error) throw new ResponseSerializationError(method, url, { cause: result.error });
      return stringify(data);
    };
  };
}
