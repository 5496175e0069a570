/**
 * An API key's own rate limit (issue 28): API_KEY_RATE_LIMIT_MAX calls a minute per key, separate
 * from the people's allowance and from every other key's; the refused call is in the record too.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { as, expectTooMany, post } from "./support/api";
import {
  buildServiceOrganization,
  buildServiceUser,
  insertKey,
  keyHeaders,
} from "./support/serviceFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ API_KEY_RATE_LIMIT_MAX: "3", RATE_LIMIT_MAX: "50" });
});
afterAll(() => t.close());

it("limits each key on its own, apart from the people", async () => {
  const org = await buildServiceOrganization(t.db);
  const owner = await buildServiceUser(t.db, {
    serviceOrganizationId: org.id,
    role: "dataadmin",
  });
  const first = keyHeaders((await insertKey(t.db, owner)).key);
  const second = keyHeaders((await insertKey(t.db, owner)).key);
  for (let i = 0; i < 3; i++)
    expect((await post(t, "/api/patients/search", {}, first)).statusCode).toBe(
      200,
    );
  expectTooMany(await post(t, "/api/patients/search", {}, first));
  // Another key of the same user, and a person, still have their allowance.
  expect((await post(t, "/api/patients/search", {}, second)).statusCode).toBe(
    200,
  );
  const person = (await as(t, "dataadmin")).headers;
  for (let i = 0; i < 5; i++)
    expect((await post(t, "/api/patients/search", {}, person)).statusCode).toBe(
      200,
    );
  const admin = (await as(t, "systemadmin")).headers;
  const record = await post(
    t,
    `/api/service-organizations/${org.id}/calls/search`,
    { outcome: "error" },
    admin,
  );
  expect(record.json().data.map((c: { status: number }) => c.status)).toEqual([
    429,
  ]);
});
