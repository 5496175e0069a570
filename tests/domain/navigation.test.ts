import { describe, expect, it } from "vitest";
import type { FeatureCode } from "../../domain/features";
import { FEATURE_CODES, FEATURES } from "../../domain/features";
import type { FeatureState, MenuEntry } from "../../domain/navigation";
import { isMenuGroup, passesGate, visibleMenu } from "../../domain/navigation";
import { pathAccess, routeGate } from "../../domain/routeAccess";
import type { RoleCode } from "../../domain/privileges";
import { ROLE_CODES } from "../../domain/privileges";

const user = (roleCode: string) => ({ roles: [{ roleCode }] });
const allOn: FeatureState = Object.fromEntries(
  FEATURE_CODES.map((c) => [c, true]),
);
const without = (...off: FeatureCode[]): FeatureState => ({
  ...allOn,
  ...Object.fromEntries(off.map((c) => [c, false])),
});

/** Items as paths; groups as {group: [paths]}. */
const summary = (menu: MenuEntry[]) =>
  menu.map((e) =>
    isMenuGroup(e) ? { [e.key]: e.items.map((i) => i.path) } : e.path,
  );
const menuOf = (role: string, features: FeatureState = allOn) =>
  summary(visibleMenu(user(role), features));

const T = "/admin/transport";
const knowledge = {
  knowledge: ["/knowledgemanagement/search", "/articles/collections"],
};
const modules = ["/documents", "/discussions", "/workspaces"];
// What every non-admin sees besides analytics and the admin groups.
const nonAdminBase = ["/", knowledge, "/calendar", "/trips/all", ...modules];

const TRIPS_GROUP = {
  trips: [
    "/trips/all",
    "/trips/in-progress",
    "/trips/dispatch",
    "/standing-orders",
  ],
};

const EXPECTED: Record<RoleCode, unknown[]> = {
  systemadmin: [
    "/",
    { analytics: ["/analytics/users", "/analytics/reports"] },
    knowledge,
    "/calendar",
    // Issue 10: the Trips group belongs to every holder of modify-trips (dispatch's screens).
    TRIPS_GROUP,
    ...modules,
    {
      transportAdmin: [
        `${T}/invoices`,
        `${T}/trip-prices`,
        `${T}/drivers`,
        `${T}/vehicles`,
        `${T}/facilities`,
        `${T}/patients`,
        `${T}/insurance-providers`,
        `${T}/payment-records`,
        // Issue 12: the payment records themselves, beside §2's screen.
        `${T}/payment-ledger`,
        `${T}/reports`,
      ],
    },
    {
      systemAdmin: [
        "/admin/activities",
        "/admin/attributes",
        "/admin/features",
        "/admin/notifications",
        "/admin/support",
        "/admin/users",
        "/admin/services",
        "/admin/articles/article",
        "/admin/articles/collections",
        // Issue 28: the outbox.
        "/admin/emails",
      ],
    },
  ],
  dataadmin: [
    "/",
    { analytics: ["/analytics/reports"] },
    knowledge,
    "/calendar",
    TRIPS_GROUP,
    ...modules,
    {
      transportAdmin: [
        `${T}/invoices`,
        `${T}/trip-prices`,
        `${T}/drivers`,
        `${T}/vehicles`,
        `${T}/facilities`,
        `${T}/patients`,
        `${T}/insurance-providers`,
      ],
    },
    {
      systemAdmin: [
        "/admin/activities",
        "/admin/notifications",
        "/admin/support",
        "/admin/users",
      ],
    },
  ],
  facilityadmin: [
    "/",
    { analytics: ["/analytics/reports"] },
    knowledge,
    "/calendar",
    "/trips/all",
    ...modules,
    { transportAdmin: [`${T}/facility-users`, `${T}/patients`] },
  ],
  nurse: [...nonAdminBase, { transportAdmin: [`${T}/patients`] }],
  driver: nonAdminBase,
  customer: nonAdminBase,
};

describe("visibleMenu with every feature on", () => {
  it.each(ROLE_CODES)("%s sees exactly the §2/§6 menu", (role) => {
    expect(menuOf(role)).toEqual(EXPECTED[role]);
  });

  it("shows nothing without a user, and only Home and module links to an unknown role", () => {
    expect(visibleMenu(null, allOn)).toEqual([]);
    expect(menuOf("ghost")).toEqual([
      "/",
      knowledge,
      "/calendar",
      "/trips/all",
      ...modules,
    ]);
  });

  it("systemadmin gets the Trips group, never the single All Trips link nor Facility Users", () => {
    const paths = JSON.stringify(menuOf("systemadmin"));
    expect(menuOf("systemadmin")).not.toContain("/trips/all");
    expect(paths).not.toContain("facility-users");
  });

  it("holders of modify-trips get the Trips group instead of the single All Trips link", () => {
    expect(menuOf("dataadmin")).not.toContain("/trips/all");
    expect(menuOf("dataadmin")).toContainEqual(TRIPS_GROUP);
    for (const role of [
      "facilityadmin",
      "nurse",
      "driver",
      "customer",
    ] as const)
      expect(JSON.stringify(menuOf(role))).not.toContain("/trips/dispatch");
  });
});

describe("visibleMenu with features off", () => {
  it("analytics off removes the Analytics group for everyone", () => {
    for (const role of ROLE_CODES) {
      const expected = EXPECTED[role].filter(
        (e) => !(typeof e === "object" && "analytics" in (e as object)),
      );
      expect(menuOf(role, without(FEATURES.analytics))).toEqual(expected);
    }
  });

  it("knowledge off removes the Knowledge group and the admin article entries", () => {
    const menu = menuOf("systemadmin", without(FEATURES.knowledgeManagement));
    expect(menu).not.toContainEqual(knowledge);
    expect(menu.at(-1)).toEqual({
      systemAdmin: [
        "/admin/activities",
        "/admin/attributes",
        "/admin/features",
        "/admin/notifications",
        "/admin/support",
        "/admin/users",
        "/admin/services",
        "/admin/emails",
      ],
    });
    expect(menuOf("nurse", without(FEATURES.knowledgeManagement))).toEqual([
      "/",
      "/calendar",
      "/trips/all",
      ...modules,
      { transportAdmin: [`${T}/patients`] },
    ]);
  });

  it("knowledge search off keeps only the collections link", () => {
    expect(
      menuOf("nurse", without(FEATURES.knowledgeManagementSearch))[1],
    ).toEqual({
      knowledge: ["/articles/collections"],
    });
  });

  it("documents, discussions and workspaces follow their toggles", () => {
    expect(
      menuOf(
        "customer",
        without(FEATURES.documents, FEATURES.discussions, FEATURES.workspaces),
      ),
    ).toEqual(["/", knowledge, "/calendar", "/trips/all"]);
  });
});

describe("routeGate", () => {
  const adminOnlyPaths = [
    `${T}/payment-records`,
    `${T}/payment-ledger`,
    `${T}/reports`,
    "/trip/upsert/abc",
  ];

  it.each(adminOnlyPaths)("%s is admin-only", (path) => {
    expect(routeGate(path)).toEqual({ adminOnly: true });
    const allowed = ROLE_CODES.filter((r) =>
      passesGate(user(r), routeGate(path)!, allOn),
    );
    expect(allowed).toEqual(["systemadmin"]);
  });

  // Issue 8: these routes follow their menu gates, modify-insurance-providers and modify-trip-prices,
  // which data admins hold.
  it.each([
    `${T}/insurance-providers`,
    `${T}/insurance-providers/create`,
    `${T}/invoices`,
    `${T}/invoice/123`,
  ])("%s opens to data admins too", (path) => {
    const allowed = ROLE_CODES.filter(
      (r) => pathAccess(user(r), path, allOn) === "allowed",
    );
    expect(allowed).toEqual(["systemadmin", "dataadmin"]);
  });

  it.each([
    `${T}/facility-users`,
    `${T}/facility-users/create`,
    `${T}/facility-user/upsert/1`,
  ])("%s needs role facilityadmin (admins pass)", (path) => {
    expect(routeGate(path)?.role).toBe("facilityadmin");
    const allowed = ROLE_CODES.filter((r) =>
      passesGate(user(r), routeGate(path)!, allOn),
    );
    expect(allowed).toEqual(["systemadmin", "facilityadmin"]);
  });

  it("only matches whole path segments, and ungated paths have no gate", () => {
    expect(routeGate("/trips/in-progressive")).toBeUndefined();
    expect(routeGate("/trips/all")).toBeUndefined();
    expect(routeGate("/trip/abc")).toBeUndefined();
    expect(routeGate(`${T}/drivers`)).toBeUndefined();
  });

  it("users routes: view-users or modify-users to list, modify-users to edit", () => {
    const list = ROLE_CODES.filter((r) =>
      passesGate(user(r), routeGate("/admin/users")!, allOn),
    );
    const edit = ROLE_CODES.filter((r) =>
      passesGate(user(r), routeGate("/admin/user/upsert/1")!, allOn),
    );
    expect(list).toEqual(["systemadmin", "dataadmin"]);
    expect(edit).toEqual(["systemadmin", "dataadmin"]);
    expect(routeGate("/admin/users")).toEqual({
      privileges: ["modify-users", "view-users"],
    });
    expect(routeGate("/admin/user/upsert/1")).toEqual({
      privileges: ["modify-users"],
    });
  });
});
