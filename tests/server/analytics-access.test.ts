/**
 * Who may call analytics (issue 29): 401 anonymous; 403 for nurses, drivers and customers (no
 * view-analytics); 404 for an unknown report; 403 for a facility administrator asking the
 * operator-wide driver hours; 422 for a bad period or an unknown facility; 404 while
 * feature-analytics is off. And the users' analytics (administrators only) against the test's SQL.
 */
import { createHash, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DASHBOARD_DAYS } from "../../domain/analyticsReports";
import { FEATURES, featureOffMessage } from "../../domain/features";
import { ROLE_CODES } from "../../domain/privileges";
import type { UsersAnalytics } from "../../domain/schemas/analytics";
import { ANALYTICS_MESSAGES } from "../../domain/schemas/analytics";
import { REPORT_MESSAGES } from "../../domain/schemas/report";
import {
  features,
  sessions,
  throttles,
  userTotp,
} from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import { enableAllFeatures } from "./support/allFeatures";
import {
  analytics,
  API,
  reportPeriod,
  rowsOf,
  seedAnalyticsWorld,
  ZONE,
} from "./support/analyticsWorld";
import { buildUser } from "./support/factories";
import {
  buildServiceOrganization,
  buildServiceUser,
} from "./support/serviceFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let admin: Headers;
let alpha: string;
const PERIOD = reportPeriod();

beforeAll(async () => {
  t = await buildTestApp({ TRIP_TIME_ZONE: ZONE });
  await enableAllFeatures(t.db);
  ({ alpha } = await seedAnalyticsWorld(t.db));
  admin = (await as(t, "systemadmin")).headers;
});
afterAll(() => t?.close());

const CALLS = [
  ["dashboard", {}],
  ["reports/trip-volume", PERIOD],
] as const;

describe("access", () => {
  it("answers 401 without a session", async () => {
    for (const [path, body] of [...CALLS, ["users", {}] as const])
      expectError(await post(t, `${API}/${path}`, body), 401);
  });

  it("refuses nurses, drivers and customers (403)", async () => {
    for (const role of ["nurse", "driver", "customer"] as const) {
      const { headers } = await as(t, role, {
        facilityId: role === "nurse" ? alpha : null,
      });
      for (const [path, body] of [...CALLS, ["users", {}] as const])
        expect(
          (await post(t, `${API}/${path}`, body, headers)).statusCode,
          `${role} ${path}`,
        ).toBe(403);
    }
  });

  it("lets data administrators and facility administrators read, not the users' analytics", async () => {
    for (const role of ["dataadmin", "facilityadmin"] as const) {
      const { headers } = await as(t, role, {
        facilityId: role === "facilityadmin" ? alpha : null,
      });
      for (const [path, body] of CALLS) await analytics(t, path, body, headers);
      expect((await post(t, `${API}/users`, {}, headers)).statusCode).toBe(403);
    }
  });

  it("answers 404 for an unknown report", async () => {
    expectError(
      await post(t, `${API}/reports/nothing-here`, PERIOD, admin),
      404,
      ANALYTICS_MESSAGES.reportNotFound,
    );
  });

  it("refuses driver hours to a facility administrator (403), not to an administrator", async () => {
    const fa = await as(t, "facilityadmin", { facilityId: alpha });
    expectError(
      await post(t, `${API}/reports/driver-hours`, PERIOD, fa.headers),
      403,
      ANALYTICS_MESSAGES.operatorOnly,
    );
    await analytics(t, "reports/driver-hours", PERIOD, admin);
  });

  it("answers 422 for a bad period or an unknown facility", async () => {
    const bad = [
      { fromDate: PERIOD.toDate, toDate: PERIOD.fromDate },
      { fromDate: "2020-01-01", toDate: "2026-01-01" },
      { fromDate: "yesterday", toDate: PERIOD.toDate },
      { toDate: PERIOD.toDate },
      { ...PERIOD, extra: 1 },
      { ...PERIOD, facilityId: "not-a-uuid" },
    ];
    for (const body of bad)
      expect(
        (await post(t, `${API}/reports/trip-volume`, body, admin)).statusCode,
        JSON.stringify(body),
      ).toBe(422);
    const unknown = await post(
      t,
      `${API}/reports/trip-volume`,
      { ...PERIOD, facilityId: randomUUID() },
      admin,
    );
    expectError(
      unknown,
      422,
      `facilityId: ${ANALYTICS_MESSAGES.facilityNotFound}`,
      [{ field: "facilityId", message: ANALYTICS_MESSAGES.facilityNotFound }],
    );
    // A day that does not exist is named once, on its field; the order rule on toDate.
    expectError(
      await post(t, `${API}/reports/trip-volume`, { fromDate: "2026-02-30", toDate: "2026-03-01" }, admin),
      422,
      `fromDate: ${REPORT_MESSAGES.date}`,
      [{ field: "fromDate", message: REPORT_MESSAGES.date }],
    ); // prettier-ignore
    expectError(
      await post(t, `${API}/reports/trip-volume`, { fromDate: PERIOD.toDate, toDate: PERIOD.fromDate }, admin),
      422,
      `toDate: ${REPORT_MESSAGES.order}`,
      [{ field: "toDate", message: REPORT_MESSAGES.order }],
    ); // prettier-ignore
    expect(
      (await post(t, `${API}/dashboard`, { facilityId: randomUUID() }, admin))
        .statusCode,
    ).toBe(422);
    expect(
      (await post(t, `${API}/dashboard`, { other: 1 }, admin)).statusCode,
    ).toBe(422);
  });

  it("answers 404 while feature-analytics is off", async () => {
    await t.db
      .update(features)
      .set({ active: false })
      .where(eq(features.code, FEATURES.analytics));
    try {
      for (const [path, body] of [...CALLS, ["users", {}] as const])
        expectError(
          await post(t, `${API}/${path}`, body, admin),
          404,
          featureOffMessage(FEATURES.analytics),
        );
    } finally {
      await t.db
        .update(features)
        .set({ active: true })
        .where(eq(features.code, FEATURES.analytics));
    }
    await analytics(t, "dashboard", {}, admin);
  });
});

describe("the users' analytics", () => {
  it("counts people's accounts as the direct queries do", async () => {
    const org = await buildServiceOrganization(t.db);
    await buildServiceUser(t.db, {
      serviceOrganizationId: org.id,
      role: "dataadmin",
    });
    await buildUser(t.db, { role: "nurse", active: false });
    const neverIn = await buildUser(t.db, { role: "driver" });
    const withTotp = await buildUser(t.db, { role: "dataadmin" });
    await t.db.insert(userTotp).values({
      userId: withTotp.id,
      secret: "sealed",
      confirmedAt: new Date(),
    });
    await t.db.insert(sessions).values({
      userId: withTotp.id,
      tokenHash: randomUUID(),
      createdAt: new Date(Date.now() - 3 * 86_400_000),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const locked = await buildUser(t.db, { role: "customer" });
    const hash = createHash("sha256")
      .update(locked.email.toLowerCase())
      .digest("hex");
    await t.db.insert(throttles).values({
      key: `account:${hash}`,
      hits: 9,
      windowStartedAt: new Date(),
      blockedUntil: new Date(Date.now() + 60_000),
      updatedAt: new Date(),
    });

    const u = await analytics<UsersAnalytics>(t, "users", {}, admin);
    const people = `service_organization_id is null and active`;
    const byRole = await rowsOf<{ role: string; n: number }>(
      t.db,
      `select roles[1] as role, count(*)::int as n from users where ${people} group by 1`,
    );
    const roleCount = new Map(byRole.map((r) => [r.role, Number(r.n)]));
    expect(u.activeByRole).toEqual(
      ROLE_CODES.map((role) => ({ role, users: roleCount.get(role) ?? 0 })),
    );
    expect(u.activeTotal).toBe(byRole.reduce((s, r) => s + Number(r.n), 0));
    const [never] = await rowsOf<{ n: number }>(
      t.db,
      `select count(*)::int as n from users u where ${people} and not exists (select 1 from sessions s where s.user_id = u.id)`,
    );
    expect(u.neverSignedIn).toBe(Number(never.n));
    expect(u.neverSignedIn).toBeGreaterThanOrEqual(2);
    const [totp] = await rowsOf<{ n: number }>(
      t.db,
      `select count(*)::int as n from users u join user_totp x on x.user_id = u.id where ${people} and x.confirmed_at is not null`,
    );
    expect(u.withSecondFactor).toBe(Number(totp.n));
    expect(u.withSecondFactor).toBe(1);
    expect(u.locked).toBe(1);
    expect(neverIn.id).toBeTruthy();
    const perDay = await rowsOf<{ day: string; n: number }>(
      t.db,
      `select to_char((s.created_at at time zone '${ZONE}')::date, 'YYYY-MM-DD') as day, count(*)::int as n
       from sessions s join users u on u.id = s.user_id where u.service_organization_id is null
       and (s.created_at at time zone '${ZONE}')::date > (now() at time zone '${ZONE}')::date - ${DASHBOARD_DAYS} group by 1`,
    );
    expect(u.signInsByDay).toHaveLength(DASHBOARD_DAYS);
    expect(u.signInsByDay.filter((d) => d.signIns > 0)).toEqual(
      perDay
        .map((r) => ({ day: r.day, signIns: Number(r.n) }))
        .sort((a, b) => a.day.localeCompare(b.day)),
    );
  });
});
