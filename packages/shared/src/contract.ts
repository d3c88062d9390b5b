import type { z } from 'zod';

/*
 * One contract per endpoint (docs/ARCHITECTURE.md): its method, path, parameters, query, body and the `data` of its
 * success envelope, in one object. The API registers its route from it (apps/api/src/lib/contract-route.ts), the
 * OpenAPI document is generated from it, and the web app's client takes its types from it.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How a success answers: 200, 201 (created), or 201 for a first add and 200 when the item was there already
 * (idempotent adds).
 */
export type SuccessStatus = 200 | 201 | 'created-or-existing';

export interface Endpoint {
  method: HttpMethod;
  /** The path under `/api`, with `:name` for each path parameter (e.g. `/posts/:id`). */
  path: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** The OpenAPI group: the area's name. */
  tag: string;
  /** Whether the call needs a bearer token. */
  auth: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body. */
  body?: z.ZodType;
  /**
   * The text fields of a multipart/form-data body, read by the route itself (files ride along in the same form).
   * `true` when the form carries only files and the route reads them.
   */
  form?: z.ZodType | true;
  /** The `data` of `{ success: true, message, data }`. */
  response: z.ZodType;
  status?: SuccessStatus;
}

/** What an area's endpoints share: its OpenAPI tag and whether a token is needed (each endpoint may say otherwise). */
export interface AreaDefaults {
  tag: string;
  auth: boolean;
}

type EndpointDraft = Omit<Endpoint, 'tag' | 'auth'> & Partial<Pick<Endpoint, 'tag' | 'auth'>>;

/** An area's contracts, each filled in with the area's tag and token rule unless it sets its own. */
export function defineContracts<const D extends AreaDefaults, const T extends Record<string, EndpointDraft>>(
  defaults: D,
  endpoints: T,
): { [K in keyof T]: T[K] & Omit<D, keyof T[K]> } {
  const filled: Record<string, Endpoint> = {};
  for (const [name, endpoint] of Object.entries(endpoints)) filled[name] = { ...defaults, ...endpoint };
  return filled as { [K in keyof T]: T[K] & Omit<D, keyof T[K]> };
}

/** `'GET /posts/:id'`: how the web app names an endpoint. */
export type RouteName<E extends Pick<Endpoint, 'method' | 'path'>> = `${E['method']} ${E['path']}`;

/** An area's contracts keyed by route name. */
export type EndpointsByRoute<C extends Record<string, Endpoint>> = {
  [K in keyof C as RouteName<C[K]>]: C[K];
};

/** The `data` an endpoint answers with. */
export type ResponseOf<E extends Endpoint> = z.output<E['response']>;

/** The parts of a request a caller fills in: path parameters, query and JSON body, as the contract takes them. */
export type RequestOf<E extends Endpoint> = (E extends { params: infer P extends z.ZodType }
  ? { params: z.input<P> }
  : { params?: never }) &
  (E extends { query: infer Q extends z.ZodType }
    ? object extends z.input<Q>
      ? { query?: z.input<Q> }
      : { query: z.input<Q> }
    : { query?: never }) &
  (E extends { body: infer B extends z.ZodType } ? { body: z.input<B> } : { body?: never });

/** `/posts/:id` with `{ id: 'a b' }` → `/posts/a%20b`. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: the parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}
