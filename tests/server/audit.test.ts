/**
 * The access record (issue 11, HIPAA 164.312(b)): reads of a patient or trip by id and exports of the
 * lists that hold patient data are recorded (who, when, which record, from where), only holders of
 * view-activities see them, the record is append-only in the API and in the database, and log lines
 * never carry patient values.
 */
import { and, eq } from "drizzle-orm";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_ACTIONS } from "../../domain/schemas/activity";
import { activities } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, call, get, post, search } from "./support/api";
import { buildFacility } from "./support/factories";
import { buildPatient, patientBody } from "./support/patientFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { insertTrip } from "./support/tripFactories";

const ADDRESS = "203.0.113.9";
const lines: string[] = [];
let t: TestApp;
let nurse: { user: { id: string }; headers: Headers };
let dispatch: Headers;
let facilityId: string;

const accessRows = (modelId: string | null, action: string) =>
  t.db
    .select()
    .from(activities)
    .where(
      and(
        modelId ? eq(activities.modelId, modelId) : sql`true`,
        eq(activities.action, action),
      ),
    );

beforeAll(async () => {
  t = await buildTestApp(
    { LOG_LEVEL: "trace" },
    { logStream: { write: (l) => lines.push(l) } },
  );
  facilityId = (await buildFacility(t.db)).id;
  nurse = await as(t, "nurse", { facilityId });
  dispatch = (await as(t, "dataadmin")).headers;
});
afterAll(() => t.close());

describe("reads and exports are recorded", () => {
  it("records a read of a patient by id: who, which record, from where", async () => {
    const patient = await buildPatient(t.db, { facilityId });
    const res = await t.app.inject({
      method: "GET",
      url: `/api/patients/${patient.id}`,
      headers: nurse.headers,
      remoteAddress: ADDRESS,
    });
    expect(res.statusCode).toBe(200);
    const [row] = await accessRows(patient.id, "read");
    expect(row).toMatchObject({
      modelType: "patient",
      actorUserId: nurse.user.id,
      ipAddress: ADDRESS,
      changes: [],
    });
    expect(Date.now() - row.createdAt.getTime()).toBeLessThan(60_000);
  });

  it("records a read of a trip, and nothing for a read that finds nothing", async () => {
    const trip = await insertTrip(t.db, { facilityId });
    expect(
      (await get(t, `/api/trips/${trip.id}`, nurse.headers)).statusCode,
    ).toBe(200);
    expect(await accessRows(trip.id, "read")).toHaveLength(1);
    const elsewhere = await insertTrip(t.db, {
      facilityId: (await buildFacility(t.db)).id,
    });
    expect(
      (await get(t, `/api/trips/${elsewhere.id}`, nurse.headers)).statusCode,
    ).toBe(404);
    expect(await accessRows(elsewhere.id, "read")).toHaveLength(0);
  });

  it("records an export with its row count and filter names, never their values", async () => {
    await buildPatient(t.db, { facilityId, lastName: "Quixotic" });
    const before = (await accessRows(null, "export")).length;
    const res = await post(
      t,
      "/api/patients/export",
      { searchTerm: "quixotic", additionalStringFilters: { facilityId } },
      nurse.headers,
    );
    expect(res.statusCode).toBe(200);
    const rows = await accessRows(null, "export");
    expect(rows).toHaveLength(before + 1);
    const row = rows.at(-1)!;
    expect(row).toMatchObject({
      modelType: "patient",
      modelId: null,
      actorUserId: nurse.user.id,
    });
    expect(row.note).toBe("1 rows; filters: facilityId, searchTerm");
    expect(JSON.stringify(row)).not.toMatch(/quixotic/i);
  });
});

describe("who sees the access record", () => {
  it("holders of view-activities see reads with the address; trip staff history leaves them out with changesOnly", async () => {
    const trip = await insertTrip(t.db, { facilityId });
    await get(t, `/api/trips/${trip.id}`, nurse.headers);
    const all = await search(t, "/activities", dispatch, {
      modelType: "trip",
      modelId: trip.id,
    });
    expect(all.data.map((a) => a.action)).toContain("read");
    expect(all.data.find((a) => a.action === "read")!.ipAddress).toBe(
      "127.0.0.1",
    );
    const history = await search(t, "/activities", dispatch, {
      modelType: "trip",
      modelId: trip.id,
      changesOnly: true,
    });
    expect(history.data.map((a) => a.action)).not.toContain("read");
  });

  it("a scoped reader of a trip's history never sees who read it", async () => {
    const trip = await insertTrip(t.db, { facilityId });
    await get(t, `/api/trips/${trip.id}`, nurse.headers);
    const seen = await search(t, "/activities", nurse.headers, {
      modelId: trip.id,
    });
    expect(seen.data.map((a) => a.action)).not.toContain("read");
    for (const a of (await search(t, "/activities", nurse.headers)).data)
      expect(a.ipAddress).toBeNull();
  });
});

describe("the activity list filters the access record", () => {
  it("by action (a search) and as a whole (accessOnly: reads, searches, refusals, …)", async () => {
    const driver = await as(t, "driver");
    await post(t, "/api/patients/search", {}, nurse.headers);
    await post(t, "/api/patients/search", {}, driver.headers); // 403
    const filtered = async (body: Record<string, unknown>) =>
      (await search(t, "/activities", dispatch, { ...body, pageSize: 100, sortDescending: true })).data; // prettier-ignore
    const searches = await filtered({ action: "search" });
    expect(searches.length).toBeGreaterThan(0);
    expect(new Set(searches.map((a) => a.action))).toEqual(new Set(["search"]));
    const access = await filtered({ accessOnly: true });
    const actions = new Set(access.map((a) => a.action as string));
    expect([...actions].every((a) => (ACCESS_ACTIONS as readonly string[]).includes(a))).toBe(true); // prettier-ignore
    for (const a of ["search", "refused"]) expect(actions, a).toContain(a);
    expect([...actions]).not.toContain("created");
  });
});

describe("the record is append-only", () => {
  it("has no API call that changes or removes a row", async () => {
    const [row] = await t.db.select().from(activities).limit(1);
    for (const [method, url] of [
      ["POST", "/api/activities"],
      ["DELETE", `/api/activities/${row.id}`],
      ["PUT", `/api/activities/${row.id}`],
      ["PATCH", `/api/activities/${row.id}`],
    ] as const) {
      const res = await call(t, method, url, {
        headers: dispatch,
        payload: {},
      });
      expect([404, 405], `${method} ${url}`).toContain(res.statusCode);
    }
  });

  it("is refused by the database itself: update, delete and truncate", async () => {
    const [row] = await t.db.select().from(activities).limit(1);
    // Drizzle wraps the database's error; the trigger's message is its cause.
    const refusal = async (attempt: Promise<unknown>) => {
      const error = (await attempt.then(
        () => null,
        (e: unknown) => e,
      )) as { message: string; cause?: { message?: string } } | null;
      return error
        ? `${error.message} ${error.cause?.message ?? ""}`
        : "accepted";
    };
    expect(
      await refusal(
        t.db
          .update(activities)
          .set({ actorName: "Someone else" })
          .where(eq(activities.id, row.id)),
      ),
    ).toMatch(/append-only: UPDATE is refused/);
    expect(
      await refusal(t.db.delete(activities).where(eq(activities.id, row.id))),
    ).toMatch(/append-only: DELETE is refused/);
    expect(await refusal(t.db.execute(sql`truncate activities`))).toMatch(
      /append-only: TRUNCATE is refused/,
    );
    const [still] = await t.db
      .select()
      .from(activities)
      .where(eq(activities.id, row.id));
    expect(still.actorName).toBe(row.actorName);
  });
});

describe("logs", () => {
  it("never carry patient values, on success or on refusal", async () => {
    const values = [
      "Zebulon",
      "Xanthippe",
      "1931-07-04",
      "614-555-0987",
      "77 Orchard Lane",
    ];
    const body = patientBody({
      firstName: values[0],
      lastName: values[1],
      dateOfBirth: values[2],
      phone: values[3],
      facilityId,
      addresses: [
        {
          label: "Home",
          line1: values[4],
          city: "Columbus",
          state: "OH",
          postalCode: "43215",
        },
      ],
    });
    const created = await post(t, "/api/patients", body, nurse.headers);
    expect(created.statusCode).toBe(201);
    const id = created.json().data.patientId;
    await get(t, `/api/patients/${id}`, nurse.headers);
    await post(
      t,
      "/api/patients/search",
      { searchTerm: values[0] },
      nurse.headers,
    );
    await post(
      t,
      "/api/patients/export",
      { searchTerm: values[1] },
      nurse.headers,
    );
    await post(
      t,
      "/api/patients",
      { ...body, dateOfBirth: "not a date" },
      nurse.headers,
    );
    await post(
      t,
      "/api/patients",
      { ...body, patientId: "nope" },
      nurse.headers,
    );
    const log = lines.join("\n");
    expect(log).toContain("/api/patients");
    for (const v of values) expect(log).not.toContain(v);
  });
});
