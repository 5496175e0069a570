/**
 * The resilience and scale-out tests' side of the API: a server started API-only from the bundle
 * (tests/support/serverProcess.ts), one JSON call with a bearer token, and a search read whole.
 */
import type { ServerProcess } from "../../support/serverProcess";
import { API_ONLY, startServer } from "../../support/serverProcess";

/** The server with `env` over API_ONLY (production mode, no front end, no standing-order job). */
export function startApiServer(
  env: Record<string, string>,
): Promise<ServerProcess> {
  return startServer({ ...API_ONLY, ...env });
}

export interface Answer<T> {
  status: number;
  body: T;
}

/** One JSON call with the session's bearer token; rejects when the connection fails. */
export async function call<T = { data: Record<string, unknown> }>(
  baseUrl: string,
  token: string | null,
  method: "GET" | "POST",
  route: string,
  body?: unknown,
): Promise<Answer<T>> {
  const res = await fetch(`${baseUrl}/api${route}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** Every row of a search, page by page (1,000 a page, the most the API gives). */
export async function searchAll(
  baseUrl: string,
  token: string,
  route: string,
  filters: Record<string, unknown> = {},
): Promise<Record<string, unknown>[]> {
  const rows: Record<string, unknown>[] = [];
  for (let pageNumber = 1; ; pageNumber++) {
    const { status, body } = await call<{
      data: Record<string, unknown>[];
      hasNextPage: boolean;
    }>(baseUrl, token, "POST", route, {
      pageNumber,
      pageSize: 1000,
      ...filters,
    });
    if (status !== 200) throw new Error(`${route}: ${status}`);
    rows.push(...body.data);
    if (!body.hasNextPage) return rows;
  }
}
