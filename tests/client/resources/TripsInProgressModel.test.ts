/** The trips-in-progress page's model and access: no rendering (the page: TripsInProgress.test.tsx). */
import { describe, expect, it } from "vitest";
import { tripsInProgressModule } from "../../../domain/modules/tripsInProgress";
import { pathAccess } from "../../../domain/routeAccess";
import { lastMilestone } from "../../../resources/trips-in-progress/inProgressModel";
import { buildUserWithRole } from "../../support/factories";

describe("trips in progress", () => {
  it("is dispatch's page (modify-trips, issue 10), refused to everyone else", () => {
    const path = tripsInProgressModule.paths.list;
    for (const role of ["systemadmin", "dataadmin"] as const)
      expect(pathAccess(buildUserWithRole(role), path, {})).toBe("allowed");
    for (const role of [
      "facilityadmin",
      "nurse",
      "driver",
      "customer",
    ] as const)
      expect(pathAccess(buildUserWithRole(role), path, {})).toBe("forbidden");
  });
});

describe("lastMilestone", () => {
  const none = {
    tripStartedAt: null,
    arrivedAtPickUpAt: null,
    patientOnBoardAt: null,
    arrivedAtDropOffAt: null,
  };
  it("is the furthest step recorded", () => {
    expect(lastMilestone(none)).toBeNull();
    expect(lastMilestone({ ...none, tripStartedAt: "t1" })).toEqual({
      milestone: "begun",
      at: "t1",
    });
    expect(
      lastMilestone({
        tripStartedAt: "t1",
        arrivedAtPickUpAt: "t2",
        patientOnBoardAt: "t3",
        arrivedAtDropOffAt: "t4",
      }),
    ).toEqual({ milestone: "arrivedAtDropOff", at: "t4" });
  });
});
