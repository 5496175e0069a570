/**
 * Request helpers for the API tests: sessions without a password round trip, thin inject wrappers and
 * exact assertions on the §8 error body.
 */
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { FieldError } from "../../../domain/errors";
import { catalogueEntry } from "../../../domain/errors";
import type { RoleCode } from "../../../domain/privileges";
import { createSession } from "../../../server/auth/flows";
import { buildUser } from "./factories";
import type { TestApp } from "./testApp";

export type Res = LightMyRequestResponse;
export type Headers = Record<string, string>;
type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";

/** Headers of a fresh session for this user (no argon2 verification: fast). */
export async function headersFor(
  app: FastifyInstance,
  user: { id: string },
): Promise<Headers> {
  const token = await createSession(app, user.id);
  return { authorization: `Bearer ${token}`, "x-user-id": user.id };
}

/** A new user with this role (or these raw role codes) and a session. */
export async function as(
  t: TestApp,
  role: RoleCode | string[],
  overrides: Parameters<typeof buildUser>[1] = {},
) {
  const user = await buildUser(t.db, {
    ...(Array.isArray(role) ? { roles: role } : { role }),
    ...overrides,
  });
  return { user, headers: await headersFor(t.app, user) };
}

export async function call(
  t: TestApp,
  method: Method,
  url: string,
  opts: { headers?: Headers; payload?: unknown } = {},
): Promise<Res> {
  const res = await t.app.inject({
    method,
    url,
    headers: opts.headers,
    payload: opts.payload as never,
  });
  // Work the route left for after its answer (emails, sign-up) is done before the test looks.
  await t.app.background.idle();
  return res;
}

export const get = (t: TestApp, url: string, headers?: Headers) =>
  call(t, "GET", url, { headers });
export const post = (
  t: TestApp,
  url: string,
  payload: unknown,
  headers?: Headers,
) => call(t, "POST", url, { headers, payload });
export const del = (t: TestApp, url: string, headers?: Headers) =>
  call(t, "DELETE", url, { headers });

/** POST {prefix}/search; returns the parsed envelope after checking for 200. */
export async function search<T = Record<string, unknown>>(
  t: TestApp,
  prefix: string,
  headers: Headers,
  body: Record<string, unknown> = {},
) {
  const res = await post(t, `/api${prefix}/search`, body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: T[]; total: number } & Record<string, unknown>;
}

/** Exactly the §8 error body: {code, message[, errors]}; the message defaults to the catalogue's. */
export function expectError(
  res: Res,
  code: number,
  message: string = catalogueEntry(code).message,
  errors?: FieldError[],
): void {
  expect(res.statusCode, res.body).toBe(code);
  expect(res.json()).toEqual({ code, message, ...(errors ? { errors } : {}) });
}

/** 429 from a rate limit; the wait left depends on how long the earlier requests took. */
export function expectTooMany(res: Res): void {
  expect(res.statusCode, res.body).toBe(429);
  const body = res.json();
  expect(Object.keys(body).sort()).toEqual(["code", "message"]);
  expect(body.code).toBe(429);
  expect(body.message).toMatch(
    /^Too many requests\. Try again in (1 minute|[1-5]?\d seconds?)\.$/,
  );
  const retryAfter = Number(res.headers["retry-after"]);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(60);
}

export const catalogue = (code: number) => catalogueEntry(code).message;

/** Every key, at any depth, of a JSON answer. */
export function allKeys(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => allKeys(v, out));
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.add(k);
      allKeys(v, out);
    }
  }
  return out;
}
