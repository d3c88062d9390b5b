import type { Endpoint } from '@samaj/shared/contract';
import { apiContracts } from '@samaj/shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, json, type TestContext } from './test/app.ts';

const contracts: Endpoint[] = Object.values(apiContracts).flatMap((area) => Object.values<Endpoint>(area));
/** `GET /api/posts/{id}`: how the OpenAPI document names a route. */
const documentedName = ({ method, path }: Pick<Endpoint, 'method' | 'path'>) =>
  `${method} /api${path.replace(/:(\w+)/g, '{$1}')}`;

describe('contracts', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('names each endpoint once', () => {
    const names = contracts.map(documentedName);
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });

  it('are each served by the API', () => {
    const missing = contracts.filter(({ method, path }) => !ctx.app.hasRoute({ method, url: `/api${path}` }));
    expect(missing.map(documentedName)).toEqual([]);
  });

  it('are the only routes the API documents (files under /media are not API calls)', async () => {
    const spec = json(await ctx.app.inject('/api/docs/json')) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(spec.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const contracted = new Set(contracts.map(documentedName));
    const uncontracted = documented.filter((name) => !contracted.has(name));
    expect(uncontracted).toEqual([]);
  });
});
