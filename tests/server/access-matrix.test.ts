/**
 * The role × route matrix (issue 11, ASVS V8, API5): every /api route, read from the app's own access
 * table (server/plugins/routeAccess.ts), is called as each of the six roles and as an anonymous
 * caller, and the answer must be exactly what its declared rule says: 401 for an anonymous caller of
 * a gated route, 403 for a role the rule refuses, and neither for one it admits. A route added later
 * is covered without touching this file; one that declares no rule fails the first test. Two API
 * key holders (issue 28) are callers too: answered as their role, except on the account routes.
 *
 * The same module declarations drive the menu (domain/navigation.ts): every role that sees a menu
 * entry must be admitted by the list call behind it, so a screen cannot be shown to a role whose
 * calls are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoleCode } from "../../domain/privileges";
import { ROLE_CODES } from "../../domain/privileges";
import type { RouteAccessEntry } from "../../server/plugins/routeAccess";
import { as } from "./support/api";
import {
  expectedAnswer,
  isKeyCaller,
  menuListCalls,
  type Answer,
  type Caller,
} from "./support/accessMatrix";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { createSession } from "../../server/auth/flows";
import { buildFacility } from "./support/factories";
import {
  buildServiceOrganization,
  buildServiceUser,
  insertKey,
} from "./support/serviceFactories";

const SOME_ID = "00000000-0000-4000-8000-000000000000";
/** Two key holders (issue 28): the broadest role a key may hold, and a facility-scoped one. */
const KEY_CALLERS = ["key:dataadmin", "key:nurse"] as const;
const CALLERS: Caller[] = [...ROLE_CODES, "anonymous", ...KEY_CALLERS];

let t: TestApp;
let table: RouteAccessEntry[];
const userIds = new Map<RoleCode, string>();
const keys = new Map<Caller, string>();
/** Route → caller → the answer seen. */
const seen = new Map<string, Map<Caller, Answer>>();

const key = (r: Pick<RouteAccessEntry, "method" | "url">) =>
  `${r.method} ${r.url}`;
const concreteUrl = (url: string) =>
  url.replace(/:[A-Za-z]+/g, SOME_ID).replace(/\*$/, "index.html");

async function callAs(route: RouteAccessEntry, caller: Caller, n: number) {
  const headers: Record<string, string> = {};
  if (isKeyCaller(caller)) {
    headers.authorization = `Bearer ${keys.get(caller)!}`;
  } else if (caller !== "anonymous") {
    const userId = userIds.get(caller)!;
    // A fresh session per call: the sign-out route ends the one it is called with.
    headers.authorization = `Bearer ${await createSession(t.app, userId)}`;
  }
  const res = await t.app.inject({
    method: route.method as "GET",
    url: concreteUrl(route.url),
    headers,
    // A distinct address per call: the credential routes' per-address limit must not answer first.
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    ...(route.method === "POST" ? { payload: {} } : {}),
  });
  return res;
}

beforeAll(async () => {
  t = await buildTestApp({
    RATE_LIMIT_MAX: "100000",
    API_KEY_RATE_LIMIT_MAX: "100000",
  });
  for (const role of ROLE_CODES) {
    const { user } = await as(t, role);
    userIds.set(role, user.id);
  }
  const organization = await buildServiceOrganization(t.db);
  const facility = await buildFacility(t.db);
  for (const caller of KEY_CALLERS) {
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: organization.id,
      role: caller.slice(4),
      facilityId: caller === "key:nurse" ? facility.id : null,
    });
    keys.set(caller, (await insertKey(t.db, owner)).key);
  }
  // HEAD answers as its GET does (Fastify derives it); calling both would only double the run.
  table = t.app.routeAccessTable().filter((r) => r.method !== "HEAD");
  let n = 0;
  for (const route of table) {
    const answers = new Map<Caller, Answer>();
    for (const caller of CALLERS) {
      const res = await callAs(route, caller, ++n);
      expect(
        res.statusCode,
        `${key(route)} as ${caller}: ${res.body.slice(0, 300)}`,
      ).toBeLessThan(500);
      answers.set(
        caller,
        res.statusCode === 401 ? 401 : res.statusCode === 403 ? 403 : "allowed",
      );
    }
    seen.set(key(route), answers);
  }
  console.warn(
    `access matrix: ${table.length} routes × ${CALLERS.length} callers = ${n} calls`,
  );
}, 300_000);
afterAll(() => t.close());

describe("the route access table", () => {
  it("has every /api route, and each declares its rule", () => {
    expect(table.length).toBeGreaterThan(90);
    expect(table.filter((r) => r.rule === undefined).map(key)).toEqual([]);
  });

  it("answers every route as its rule says, for each role and for anonymous callers", () => {
    const wrong: string[] = [];
    for (const route of table) {
      const answers = seen.get(key(route))!;
      for (const caller of CALLERS) {
        const expected = expectedAnswer(route.rule!, caller, route);
        const actual = answers.get(caller);
        if (actual !== expected)
          wrong.push(
            `${key(route)} as ${caller}: ${actual}, expected ${expected}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it("admits every role that sees a menu entry to the list call behind it", () => {
    const calls = menuListCalls();
    expect(calls.length).toBeGreaterThan(10);
    const wrong: string[] = [];
    for (const { entry, url, roles } of calls) {
      const answers = seen.get(`POST /api${url}`);
      if (!answers) {
        wrong.push(`${entry}: no route POST /api${url}`);
        continue;
      }
      for (const role of roles)
        if (answers.get(role) !== "allowed")
          wrong.push(`${entry} is shown to ${role}, but ${url} refuses it`);
    }
    expect(wrong).toEqual([]);
  });
});
