import { errorEnvelope, successEnvelope } from '@samaj/shared';
import type { Endpoint } from '@samaj/shared/contract';
import type { FastifyInstance, HTTPMethods } from 'fastify';

type SuccessEnvelope<E extends Endpoint> = ReturnType<typeof successEnvelope<E['response']>>;
type SuccessCodes<E extends Endpoint> = E extends { status: 201 }
  ? 201
  : E extends { status: 'created-or-existing' }
    ? 200 | 201
    : 200;

/** The Fastify schema of an endpoint: what it validates, what it serialises, and what the OpenAPI shows. */
export type RouteSchema<E extends Endpoint> = {
  tags: string[];
  summary: string;
  security?: { bearerAuth: never[] }[];
  consumes?: string[];
  response: { [S in SuccessCodes<E>]: SuccessEnvelope<E> } & { '4xx': typeof errorEnvelope };
} & (E extends { params: infer P } ? { params: P } : unknown) &
  (E extends { query: infer Q } ? { querystring: Q } : unknown) &
  (E extends { body: infer B } ? { body: B } : unknown);

function successCodesOf(endpoint: Endpoint): (200 | 201)[] {
  if (endpoint.status === 201) return [201];
  if (endpoint.status === 'created-or-existing') return [201, 200];
  return [200];
}

export function routeSchema<E extends Endpoint>(endpoint: E): RouteSchema<E> {
  const response: Record<string, unknown> = { '4xx': errorEnvelope };
  for (const code of successCodesOf(endpoint)) response[code] = successEnvelope(endpoint.response);
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.auth ? { security: [{ bearerAuth: [] }] } : {}),
    ...(endpoint.form ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    response,
  } as RouteSchema<E>;
}

/**
 * The method, URL and schema of an endpoint, for `app.route({ ...routeOf(app, contract), handler })` inside a module
 * mounted under part of the contract's path (`/api/posts` for `/posts/:id`).
 */
export function routeOf<E extends Endpoint>(app: FastifyInstance, endpoint: E) {
  const fullPath = `/api${endpoint.path}`;
  if (!fullPath.startsWith(app.prefix)) {
    throw new Error(`${endpoint.method} ${endpoint.path} cannot be served by a module mounted at ${app.prefix}`);
  }
  return {
    method: endpoint.method satisfies HTTPMethods,
    url: fullPath.slice(app.prefix.length) || '/',
    schema: routeSchema(endpoint),
  };
}
