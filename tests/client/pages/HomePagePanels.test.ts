/** The home page's table (issue 29): each role's panels, in order, and each toggle hiding its panel. */
import { describe, expect, it } from "vitest";
import { homePanelsFor } from "../../../custom-pages/home/homePanels";
import { FEATURE_CODES, FEATURES } from "../../../domain/features";

const ALL_ON = Object.fromEntries(FEATURE_CODES.map((c) => [c, true]));
const as = (roleCode: string, extra: object = {}) => ({
  roles: [{ roleCode }],
  ...extra,
});

describe("homePanelsFor", () => {
  it("gives each role its own panels first, then everyone's", () => {
    expect(homePanelsFor(as("nurse"), ALL_ON)).toEqual([
      "facilityTrips",
      "willCallReturns",
      "tasks",
      "mentions",
      "requiredReading",
    ]);
    expect(homePanelsFor(as("facilityadmin"), {})).toEqual([
      "facilityTrips",
      "willCallReturns",
    ]);
    expect(homePanelsFor(as("dataadmin"), {})).toEqual([
      "unassignedTrips",
      "flaggedTrips",
    ]);
    expect(homePanelsFor(as("systemadmin"), ALL_ON)).toEqual([
      "todayTiles",
      "systemNotifications",
      "tasks",
      "mentions",
      "requiredReading",
    ]);
    expect(homePanelsFor(as("customer"), {})).toEqual(["upcomingTrips"]);
  });

  it("shows My day to a driver linked to a driver record, without a second required reading", () => {
    const driver = as("driver", { driverDetail: { driverId: "d1" } });
    expect(homePanelsFor(driver, ALL_ON)).toEqual([
      "myDay",
      "tasks",
      "mentions",
    ]);
    expect(homePanelsFor(as("driver", { driverDetail: null }), {})).toEqual([]);
  });

  it("hides a panel while its toggle is off", () => {
    const admin = as("systemadmin");
    expect(homePanelsFor(admin, {})).toEqual(["systemNotifications"]);
    expect(
      homePanelsFor(admin, { ...ALL_ON, [FEATURES.analytics]: false }),
    ).not.toContain("todayTiles");
    expect(
      homePanelsFor(as("nurse"), { ...ALL_ON, [FEATURES.discussions]: false }),
    ).not.toContain("mentions");
    expect(
      homePanelsFor(as("nurse"), { ...ALL_ON, [FEATURES.workspaces]: false }),
    ).not.toContain("tasks");
    expect(
      homePanelsFor(as("nurse"), {
        ...ALL_ON,
        [FEATURES.knowledgeManagement]: false,
      }),
    ).not.toContain("requiredReading");
  });

  it("gives an unknown role everyone's panels and no user none", () => {
    expect(homePanelsFor(as("auditor"), ALL_ON)).toEqual([
      "tasks",
      "mentions",
      "requiredReading",
    ]);
    expect(homePanelsFor(null, ALL_ON)).toEqual([]);
  });
});
