/** The part of autocannon's programmatic API that the bench scripts use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  /** One of the requests each connection sends in turn, over and over. */
  interface Request {
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
    path: string;
    headers?: Record<string, string>;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
    headers?: Record<string, string>;
    body?: string;
    warmup?: { connections?: number; duration?: number };
    timeout?: number;
    requests?: Request[];
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }

  interface Result {
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    latency: Histogram;
    requests: Histogram & { sent: number };
    throughput: Histogram;
    statusCodeStats: Record<string, { count: number }>;
  }

  /** The running load: awaited for its result; emits `tick` each second with the responses of that second. */
  type Instance = PromiseLike<Result> & Pick<EventEmitter, 'on' | 'once'> & { stop(): void };

  function autocannon(options: Options): Instance;
  export default autocannon;
}
