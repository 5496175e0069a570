/**
 * Issue 21: the `screen` a client names for a trip's write (kept in its activity) is one of the
 * client's screens (domain/activityScreens.ts); anything else is refused with 422 and nothing is
 * written.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CLIENT_SCREEN_NAMES,
  CLIENT_SCREENS,
  SCREEN_MESSAGE,
} from "../../domain/activityScreens";
import { activities, trips } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, post } from "./support/api";
import { buildLifecycleTrip } from "./support/lifecycleFactories";
import { buildTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let dispatch: Headers;

beforeAll(async () => {
  t = await buildTestApp();
  dispatch = (await as(t, "dataadmin")).headers;
});
afterAll(() => t.close());

const screenErrors = (body: {
  errors?: { field: string; message: string }[];
}) => (body.errors ?? []).filter((e) => e.field === "screen");

describe("the screen of an activity", () => {
  it("names the client's screens, one each", () => {
    expect(CLIENT_SCREEN_NAMES).toEqual([
      "trip-form",
      "trip-page",
      "trip-management",
      "patient-ready",
    ]);
  });

  it("refuses a made-up screen on a trip's step with 422, and moves nothing", async () => {
    const trip = await buildLifecycleTrip(t.db);
    for (const screen of ["<img src=x>", "admin-console", "", "x".repeat(50)]) {
      const res = await post(
        t,
        `/api/trips/${trip.id}/events`,
        { event: "confirm", expectedTripStatus: "pending", screen },
        dispatch,
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(screenErrors(res.json())).toEqual([
        { field: "screen", message: SCREEN_MESSAGE },
      ]);
    }
    const [stored] = await t.db
      .select()
      .from(trips)
      .where(eq(trips.id, trip.id));
    expect(stored.tripStatus).toBe("pending");
  });

  it("records a listed screen, and none when none is sent", async () => {
    const trip = await buildLifecycleTrip(t.db);
    const res = await post(
      t,
      `/api/trips/${trip.id}/events`,
      {
        event: "confirm",
        expectedTripStatus: "pending",
        screen: CLIENT_SCREENS.tripPage,
      },
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(200);
    const other = await buildLifecycleTrip(t.db);
    expect(
      (
        await post(
          t,
          `/api/trips/${other.id}/events`,
          { event: "confirm", expectedTripStatus: "pending", screen: null },
          dispatch,
        )
      ).statusCode,
    ).toBe(200);
    const screens = await t.db
      .select({ modelId: activities.modelId, screen: activities.screen })
      .from(activities)
      .where(eq(activities.action, "confirm"));
    expect(screens).toEqual(
      expect.arrayContaining([
        { modelId: trip.id, screen: "trip-page" },
        { modelId: other.id, screen: null },
      ]),
    );
  });

  it("refuses a made-up screen on a booking or an edit with 422", async () => {
    const res = await post(
      t,
      "/api/trips",
      { ...buildTrip(), screen: "somewhere-else" },
      dispatch,
    );
    expect(res.statusCode, res.body).toBe(422);
    expect(screenErrors(res.json())).toEqual([
      { field: "screen", message: SCREEN_MESSAGE },
    ]);
  });
});
