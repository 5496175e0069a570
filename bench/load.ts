/**
 * The load generator: autocannon over HTTP against a base URL (the app's or the reference's), the
 * same request shapes for both, and a sequential timer for the one-client workloads.
 */
import autocannon from "autocannon";

/** One kind of call; `i` numbers the requests so pages, ids and bodies vary per request. */
export interface Shape {
  method: "GET" | "POST";
  path: (i: number) => string;
  body?: (i: number) => unknown;
  /** The bearer token of request i; "" for an anonymous call. */
  token: (i: number) => string;
  /** A 2xx answer's body that fails this counts as bad (e.g. no total). */
  check?: (body: string) => boolean;
}

export interface LoadOptions {
  connections: number;
  seconds: number;
  /** Requests per second over all connections (a paced client, such as drivers' positions). */
  overallRate?: number;
}

export interface LoadResult {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Connection errors, timeouts, non-2xx answers and 2xx answers failing the check. */
  errors: number;
  non2xx: number;
  bad: number;
}

/** No header for an empty token: an anonymous call (the health probe) must not look up a session. */
const authorization = (token: string): Record<string, string> =>
  token ? { authorization: `Bearer ${token}` } : {};

/** Runs one shape for `seconds` at `connections` against `url`. */
export async function cannon(
  url: string,
  shape: Shape,
  o: LoadOptions,
): Promise<LoadResult> {
  let n = 0;
  let bad = 0;
  const check = shape.check;
  const result = await autocannon({
    url,
    connections: o.connections,
    duration: o.seconds,
    ...(o.overallRate ? { overallRate: o.overallRate } : {}),
    requests: [
      {
        method: shape.method,
        setupRequest: (req) => {
          const i = n++;
          const body = shape.body?.(i);
          return {
            ...req,
            method: shape.method,
            path: shape.path(i),
            headers: {
              ...authorization(shape.token(i)),
              ...(body === undefined
                ? {}
                : { "content-type": "application/json" }),
            },
            ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          };
        },
        ...(check
          ? {
              onResponse: (status: number, text: string) => {
                if (status >= 200 && status < 300 && !check(text)) bad++;
              },
            }
          : {}),
      },
    ],
  });
  return {
    reqPerSec: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bad,
  };
}

/** "3 errors, 2 non-2xx" or "" when clean. */
export const problems = (r: LoadResult): string =>
  [
    r.errors ? `${r.errors} errors` : "",
    r.non2xx ? `${r.non2xx} non-2xx` : "",
    r.bad ? `${r.bad} bad bodies` : "",
  ]
    .filter(Boolean)
    .join(", ");

/** One call at a time: the median and the slowest of `times` calls, and the last answer's body. */
export async function sequential(
  url: string,
  shape: Shape,
  times: number,
): Promise<{ medianMs: number; maxMs: number; body: string; status: number }> {
  const ms: number[] = [];
  let body = "";
  let status = 0;
  for (let i = 0; i < times; i++) {
    const payload = shape.body?.(i);
    const s = performance.now();
    const res = await fetch(`${url}${shape.path(i)}`, {
      method: shape.method,
      headers: {
        ...authorization(shape.token(i)),
        ...(payload === undefined
          ? {}
          : { "content-type": "application/json" }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    body = await res.text();
    ms.push(performance.now() - s);
    status = res.status;
  }
  ms.sort((a, b) => a - b);
  return {
    medianMs: ms[Math.floor(ms.length / 2)],
    maxMs: ms[ms.length - 1],
    body,
    status,
  };
}

/** Every search answer carries a total and a totalPages (issue 13, B1). */
export const hasTotals = (body: string): boolean =>
  /"total":\d/.test(body) && /"totalPages":\d/.test(body);
