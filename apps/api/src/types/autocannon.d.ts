/** The part of autocannon's API the benchmark uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = {
    average: number;
    mean: number;
    p50: number;
    p90: number;
    p99: number;
    max: number;
    total: number;
  };
  export type Result = {
    requests: Histogram;
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  };
  /** One request of a sequence each connection loops over. */
  export type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Returns the request to send; a falsy value starts the sequence again. */
    setupRequest?: (request: Request, context: Record<string, unknown>) => Request | null;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  };
  export type Options = {
    /** Several URLs: the connections are spread over them round-robin. */
    url: string | string[];
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Seconds before a request counts as a timeout (default 10). */
    timeout?: number;
    headers?: Record<string, string>;
    requests?: Request[];
  };
  /** A run started with a callback: `stop()` ends it early, the callback gets its result. */
  export type Instance = { stop(): void };
  function autocannon(options: Options): Promise<Result>;
  function autocannon(
    options: Options,
    callback: (error: Error | null, result: Result) => void,
  ): Instance;
  export default autocannon;
}
