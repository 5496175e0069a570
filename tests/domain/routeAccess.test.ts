import { describe, expect, it } from "vitest";
import { FEATURE_CODES, FEATURES } from "../../domain/features";
import type { FeatureState } from "../../domain/navigation";
import { pathAccess } from "../../domain/routeAccess";
import type { RoleCode } from "../../domain/privileges";

const ALL_ON: FeatureState = Object.fromEntries(
  FEATURE_CODES.map((c) => [c, true]),
);
/** Access depends on the first role only (§6). */
const withRole = (roleCode: RoleCode) => ({ roles: [{ roleCode }] });
const nurse = withRole("nurse");

describe("pathAccess (§6 route gates)", () => {
  it.each([
    ["systemadmin", "/admin/transport/facility-users", "allowed"], // admin sees everything, though the menu hides it
    ["facilityadmin", "/admin/transport/facility-users/create", "allowed"],
    ["dataadmin", "/admin/transport/facility-users", "forbidden"],
    // Issue 8: invoices and insurance providers follow their menu gates; payment records and
    // reports stay admin-only.
    ["dataadmin", "/admin/transport/invoices", "allowed"],
    ["dataadmin", "/admin/transport/invoice/3", "allowed"],
    ["nurse", "/admin/transport/invoices", "forbidden"],
    ["dataadmin", "/admin/transport/insurance-providers/create", "allowed"],
    ["facilityadmin", "/admin/transport/insurance-providers", "forbidden"],
    ["dataadmin", "/admin/transport/payment-records", "forbidden"],
    ["dataadmin", "/admin/transport/reports", "forbidden"],
    // Issue 10: dispatch (modify-trips) watches the in-progress map and works the board.
    ["dataadmin", "/trips/in-progress", "allowed"],
    ["dataadmin", "/trips/dispatch", "allowed"],
    ["dataadmin", "/trips/all", "allowed"],
    ["nurse", "/trips/dispatch", "forbidden"],
    ["driver", "/trips/dispatch", "forbidden"],
    ["customer", "/standing-orders", "forbidden"],
    ["facilityadmin", "/standing-order/create", "forbidden"],
    ["dataadmin", "/standing-order/create", "allowed"],
    ["dataadmin", "/trip/upsert/1", "forbidden"],
    ["dataadmin", "/admin/transport/drivers", "allowed"],
    ["dataadmin", "/admin/users/upsert/42", "allowed"],
    ["nurse", "/admin/users", "forbidden"],
    ["dataadmin", "/admin/features", "forbidden"],
    ["systemadmin", "/admin/features/upsert/7", "allowed"],
    ["nurse", "/trips/all", "allowed"],
    ["systemadmin", "/trips/all", "allowed"], // the admins' Trips group holds the same path
    ["nurse", "/trips/in-progress", "forbidden"],
    ["nurse", "/trip/upsert/1", "forbidden"],
    ["nurse", "/", "allowed"],
    ["nurse", "/user/profile", "allowed"],
    ["driver", "/driver/set-status", "allowed"],
    ["nurse", "/driver/set-status", "forbidden"],
    ["nurse", "/analytics/dashboard", "forbidden"],
    ["facilityadmin", "/analytics/report/x", "allowed"],
    ["nurse", "/admin/services", "forbidden"],
  ] as const)("%s on %s → %s", (role, path, expected) => {
    expect(pathAccess(withRole(role as RoleCode), path, ALL_ON)).toBe(expected);
  });

  it("a module whose toggle is off is not found, before any privilege check", () => {
    const off = {
      ...ALL_ON,
      [FEATURES.workspaces]: false,
      [FEATURES.analytics]: false,
    };
    expect(pathAccess(nurse, "/workspace/members/1", off)).toBe("notFound");
    expect(pathAccess(nurse, "/analytics/dashboard", off)).toBe("notFound");
    expect(pathAccess(nurse, "/workspace/members/1", ALL_ON)).toBe("allowed");
  });

  it("the notifications page follows the discussions toggle, like its icon", () => {
    expect(pathAccess(nurse, "/notifications", {})).toBe("notFound");
    expect(
      pathAccess(nurse, "/notifications", { [FEATURES.discussions]: true }),
    ).toBe("allowed");
  });

  it("ignores toggles when asked (canAccess), and refuses without a user", () => {
    expect(pathAccess(nurse, "/documents", {}, { ignoreFeatures: true })).toBe(
      "allowed",
    );
    expect(pathAccess(null, "/", ALL_ON)).toBe("forbidden");
  });
});

describe("transport admin routes (issue 3) for every role", () => {
  const T = "/admin/transport";
  const ID = "0b6c7a52-8f1f-4a3e-9f0e-2d8c1b7a9e10";
  const ROUTES = {
    drivers: [`${T}/drivers`, `${T}/driver/create`, `${T}/driver/upsert/${ID}`, `${T}/driver/${ID}`],
    vehicleWrite: [`${T}/vehicles`, `${T}/vehicle/create`, `${T}/vehicle/upsert/${ID}`],
    vehicleRead: [`${T}/vehicle/${ID}`, `${T}/vehicle/documents/${ID}`],
    facilities: [`${T}/facilities`, `${T}/facility/create`, `${T}/facility/upsert/${ID}`, `${T}/facility/${ID}`],
    facilityUsers: [`${T}/facility-users`, `${T}/facility-user/create`, `${T}/facility-user/upsert/${ID}`],
    insurers: [`${T}/insurance-providers`, `${T}/insurance-providers/create`, `${T}/insurance-providers/upsert/${ID}`],
    patients: [`${T}/patients`, `${T}/patients/create`, `${T}/patients/upsert/${ID}`, `${T}/patients/${ID}`],
    tripPrices: [`${T}/trip-prices`, `${T}/trip-prices/community`, `${T}/trip-prices/create`, `${T}/trip-prices/upsert/${ID}`],
    setStatus: ["/driver/set-status"],
  } as const; // prettier-ignore
  type Group = keyof typeof ROUTES;
  const ALLOWED: Record<RoleCode, readonly Group[]> = {
    // Admin sees everything (§6), the facility-users screens included.
    systemadmin: Object.keys(ROUTES) as Group[],
    // Insurance providers: modify-insurance-providers (issue 8); facility users require role facilityadmin; set-status is the driver's.
    dataadmin: ["drivers", "vehicleWrite", "vehicleRead", "facilities", "insurers", "patients", "tripPrices"],
    facilityadmin: ["facilityUsers", "patients"],
    nurse: ["patients"],
    // view-vehicles opens a vehicle and its documents, not the fleet admin.
    driver: ["vehicleRead", "setStatus"],
    customer: [],
  }; // prettier-ignore

  it.each(Object.keys(ALLOWED) as RoleCode[])(
    "%s opens exactly its transport screens",
    (role) => {
      for (const [group, paths] of Object.entries(ROUTES)) {
        const expected = ALLOWED[role].includes(group as Group)
          ? "allowed"
          : "forbidden";
        for (const path of paths)
          expect(pathAccess(withRole(role), path, ALL_ON), path).toBe(expected);
      }
    },
  );
});
