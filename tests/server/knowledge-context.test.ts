/**
 * Knowledge in context (issue 27, server/knowledge/inContext.ts): POST /articles/in-context answers
 * the published articles within the caller's reach that have a condition and whose every condition
 * kind matches — the conditions a booking names, or a trip's own (the trip in the caller's reach,
 * 404 else); required reading for the caller's role first, then by title, at most
 * ARTICLE_CONTEXT_LIMIT.
 */
import { describe, expect, it } from "vitest";
import { ARTICLE_CONTEXT_LIMIT } from "../../domain/schemas/article";
import type { Headers } from "./support/api";
import { as, expectError, post } from "./support/api";
import { appWorld } from "./support/appWorld";
import { buildDriver } from "./support/driverFactories";
import { buildFacility } from "./support/factories";
import { createArticle, enableKnowledge } from "./support/knowledgeFactories";
import { insertTrip } from "./support/tripFactories";

const TRIP_NOT_FOUND = "Trip not found.";

const w = appWorld(async (t) => {
  await enableKnowledge(t.db);
  const here = await buildFacility(t.db);
  const there = await buildFacility(t.db);
  const admin = await as(t, "systemadmin");
  const nurse = await as(t, "nurse", { facilityId: here.id });
  const otherNurse = await as(t, "nurse", { facilityId: there.id });
  const driver = await as(t, "driver");
  const otherDriver = await as(t, "driver");
  const driverRecord = await buildDriver(t.db, { userId: driver.user.id });
  await buildDriver(t.db, { userId: otherDriver.user.id });
  const trip = await insertTrip(t.db, {
    facilityId: here.id,
    driverId: driverRecord.id,
    wheelchairTrip: false,
    stretcherTrip: true,
    oxygen: false,
    bookingType: "facility",
    tripPurpose: "dialysis",
  });

  const article = (title: string, more: Parameters<typeof createArticle>[1]) =>
    createArticle(t, { title, ...more });
  await article("Stretcher securement", { contextEquipment: ["stretcher"] });
  await article("Wheelchair tie-downs", { contextEquipment: ["wheelchair"] });
  await article("Stretcher here", {
    contextEquipment: ["stretcher"],
    contextFacilityIds: [here.id],
  });
  await article("Stretcher there", {
    contextEquipment: ["stretcher"],
    contextFacilityIds: [there.id],
  });
  await article("Dialysis after care", { contextTripPurposes: ["dialysis"] });
  await article("Dialysis private only", {
    contextTripPurposes: ["dialysis"],
    contextBookingTypes: ["private"],
  });
  await article("Required stretcher", {
    contextEquipment: ["stretcher"],
    requiredForRoles: ["driver"],
  });
  await article("Drivers' stretcher note", {
    contextEquipment: ["stretcher"],
    audience: ["driver"],
  });
  // Never in context: a draft, an archived article, one with no condition.
  await article("Draft stretcher", {
    status: "draft",
    contextEquipment: ["stretcher"],
  });
  await article("Archived stretcher", {
    status: "archived",
    contextEquipment: ["stretcher"],
  });
  await article("No conditions", {});
  // More oxygen articles than one answer holds.
  for (let i = 0; i < ARTICLE_CONTEXT_LIMIT + 2; i++)
    await article(`Oxygen ${String(i).padStart(2, "0")}`, {
      contextEquipment: ["oxygen"],
    });
  return {
    here,
    there,
    admin,
    nurse,
    otherNurse,
    driver,
    otherDriver,
    trip,
  };
});

const inContext = (body: Record<string, unknown>, headers?: Headers) =>
  post(w.t, "/api/articles/in-context", body, headers);

const titles = async (body: Record<string, unknown>, headers: Headers) => {
  const res = await inContext(body, headers);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { title: string; required: boolean }[]).map((r) =>
    r.required ? `${r.title} (required)` : r.title,
  );
};

describe("POST /articles/in-context with a trip", () => {
  it("answers what matches the trip's equipment, purpose, booking type and facility", async () => {
    expect(await titles({ tripId: w.trip.id }, w.nurse.headers)).toEqual([
      "Dialysis after care",
      "Required stretcher",
      "Stretcher here",
      "Stretcher securement",
    ]);
  });

  it("puts the caller's required reading first and shows their audience's articles", async () => {
    expect(await titles({ tripId: w.trip.id }, w.driver.headers)).toEqual([
      "Required stretcher (required)",
      "Dialysis after care",
      "Drivers' stretcher note",
      "Stretcher here",
      "Stretcher securement",
    ]);
    const res = await inContext({ tripId: w.trip.id }, w.driver.headers);
    const first = res.json().data[0];
    expect(Object.keys(first).sort()).toEqual([
      "articleId",
      "required",
      "slug",
      "summary",
      "title",
    ]);
  });

  it("answers 404 for a trip out of the caller's reach or unknown, 422 for a malformed id", async () => {
    for (const caller of [w.otherNurse, w.otherDriver])
      expectError(
        await inContext({ tripId: w.trip.id }, caller.headers),
        404,
        TRIP_NOT_FOUND,
      );
    expectError(
      await inContext(
        { tripId: "00000000-0000-4000-8000-000000000000" },
        w.admin.headers,
      ),
      404,
      TRIP_NOT_FOUND,
    );
    const bad = await inContext({ tripId: "nope" }, w.nurse.headers);
    expect(bad.statusCode, bad.body).toBe(422);
    expectError(await inContext({ tripId: w.trip.id }), 401);
  });

  it("reads the trip's own conditions, whatever else the body names", async () => {
    expect(
      await titles(
        { tripId: w.trip.id, wheelchair: true, stretcher: false },
        w.nurse.headers,
      ),
    ).not.toContain("Wheelchair tie-downs");
  });
});

describe("POST /articles/in-context with a booking's conditions", () => {
  it("needs every condition kind an article names to match", async () => {
    expect(await titles({ wheelchair: true }, w.nurse.headers)).toEqual([
      "Wheelchair tie-downs",
    ]);
    // Without a facility, articles tied to one stay out.
    expect(await titles({ stretcher: true }, w.nurse.headers)).toEqual([
      "Required stretcher",
      "Stretcher securement",
    ]);
    expect(
      await titles(
        { stretcher: true, facilityId: w.there.id },
        w.nurse.headers,
      ),
    ).toEqual([
      "Required stretcher",
      "Stretcher securement",
      "Stretcher there",
    ]);
    expect(
      await titles(
        { tripPurpose: "dialysis", bookingType: "private" },
        w.nurse.headers,
      ),
    ).toEqual(["Dialysis after care", "Dialysis private only"]);
    expect(
      await titles(
        { tripPurpose: "dialysis", bookingType: "facility" },
        w.nurse.headers,
      ),
    ).toEqual(["Dialysis after care"]);
    expect(
      await titles({ wheelchair: true, stretcher: true }, w.nurse.headers),
    ).toEqual([
      "Required stretcher",
      "Stretcher securement",
      "Wheelchair tie-downs",
    ]);
  });

  it("answers nothing without a condition, and never drafts, archived or unconditioned articles", async () => {
    expect(await titles({}, w.nurse.headers)).toEqual([]);
    expect(await titles({}, w.admin.headers)).toEqual([]);
    // An administrator reads every audience, but only published articles are shown in context.
    expect(await titles({ stretcher: true }, w.admin.headers)).toEqual([
      "Drivers' stretcher note",
      "Required stretcher",
      "Stretcher securement",
    ]);
  });

  it("answers at most ARTICLE_CONTEXT_LIMIT articles, by title", async () => {
    const oxygen = await titles({ oxygen: true }, w.nurse.headers);
    expect(oxygen).toEqual(
      Array.from(
        { length: ARTICLE_CONTEXT_LIMIT },
        (_, i) => `Oxygen ${String(i).padStart(2, "0")}`,
      ),
    );
  });
});
