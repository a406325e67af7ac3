// autocannon 8 ships no types: the part of its API the bench uses.
declare module 'autocannon' {
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Each request in turn: `setupRequest` may change its path and headers. */
    requests?: Array<{ setupRequest?: (request: Request) => Request }>;
  };
  type Request = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  export type Result = { requests: Histogram; latency: Histogram; non2xx: number; errors: number; timeouts: number };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
