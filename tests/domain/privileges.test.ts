import { describe, expect, it } from "vitest";
import type { Privilege, RoleCode } from "../../domain/privileges";
import {
  checkAnyPrivilege,
  hasAnyPrivilege,
  hasRole,
  isAdmin,
  isFacilityScoped,
  PRIVILEGES,
  privilegesOf,
  ROLE_CHECK_MESSAGES,
  ROLE_CODES,
  ROLE_PRIVILEGES,
} from "../../domain/privileges";

// Spec §6, written out literally.
const SPEC_TABLE: Record<RoleCode, string[]> = {
  systemadmin: ["admin", "modify-features"],
  dataadmin: [
    "modify-billing-profiles",
    "modify-drivers",
    "modify-facilities",
    "modify-insurance-providers",
    "modify-notifications",
    "modify-patients",
    "modify-support",
    "modify-trip-prices",
    "modify-trips",
    "modify-users",
    "modify-vehicles",
    "request-trips",
    "start-and-stop-trips",
    "view-activities",
    "view-analytics",
    "view-users",
    "view-vehicles",
  ],
  facilityadmin: [
    "modify-facility-users",
    "modify-patients",
    "request-trips",
    "view-analytics",
  ],
  nurse: ["modify-patients", "request-trips"],
  driver: ["start-and-stop-trips", "view-vehicles"],
  customer: ["request-trips"],
};
const OTHER_PRIVILEGES = [
  "modify-attributes",
  "modify-reports",
  "view-payment-records",
];
const ALL_PRIVILEGES = [
  ...new Set([...Object.values(SPEC_TABLE).flat(), ...OTHER_PRIVILEGES]),
].sort() as Privilege[];

const user = (...codes: string[]) => ({
  roles: codes.map((roleCode) => ({ roleCode })),
});

describe("the role–privilege table (§6)", () => {
  it("has exactly the six roles, in order", () => {
    expect(ROLE_CODES).toEqual([
      "systemadmin",
      "dataadmin",
      "facilityadmin",
      "nurse",
      "driver",
      "customer",
    ]);
    expect(Object.keys(ROLE_PRIVILEGES).sort()).toEqual(
      Object.keys(SPEC_TABLE).sort(),
    );
  });

  it("names every privilege of the spec and no other", () => {
    expect(Object.values(PRIVILEGES).sort()).toEqual(ALL_PRIVILEGES);
  });

  it.each(Object.keys(SPEC_TABLE) as RoleCode[])(
    "%s holds exactly the spec's privileges",
    (role) => {
      expect([...ROLE_PRIVILEGES[role]].sort()).toEqual(
        [...SPEC_TABLE[role]].sort(),
      );
      expect(new Set(ROLE_PRIVILEGES[role]).size).toBe(
        ROLE_PRIVILEGES[role].length,
      );
    },
  );

  it("matches cell by cell: a single-privilege check per role and privilege", () => {
    for (const role of ROLE_CODES) {
      for (const p of ALL_PRIVILEGES) {
        const expected =
          role === "systemadmin" ? true : SPEC_TABLE[role].includes(p);
        expect(hasAnyPrivilege(user(role), [p]), `${role} × ${p}`).toBe(
          expected,
        );
      }
    }
  });

  it("no role holds modify-attributes, modify-reports or view-payment-records", () => {
    for (const role of ROLE_CODES) {
      for (const p of OTHER_PRIVILEGES) {
        expect(ROLE_PRIVILEGES[role]).not.toContain(p);
      }
    }
  });
});

describe("privilege checks", () => {
  it("systemadmin passes every check, including privileges it does not list", () => {
    for (const p of ALL_PRIVILEGES) {
      expect(checkAnyPrivilege(user("systemadmin"), [p])).toEqual({
        ok: true,
      });
    }
    expect(isAdmin(user("systemadmin"))).toBe(true);
    expect(isAdmin(user("dataadmin"))).toBe(false);
  });

  it("only the first role decides", () => {
    expect(isAdmin(user("customer", "systemadmin"))).toBe(false);
    expect(
      hasAnyPrivilege(user("customer", "dataadmin"), ["modify-users"]),
    ).toBe(false);
    expect(
      hasAnyPrivilege(user("dataadmin", "customer"), ["modify-users"]),
    ).toBe(true);
    expect(isAdmin(user("systemadmin", "customer"))).toBe(true);
    expect(privilegesOf(user("nurse", "dataadmin"))).toEqual(
      ROLE_PRIVILEGES.nurse,
    );
    expect(hasRole(user("nurse", "facilityadmin"), "facilityadmin")).toBe(
      false,
    );
    expect(hasRole(user("facilityadmin", "nurse"), "facilityadmin")).toBe(true);
    expect(isFacilityScoped(user("customer", "nurse"))).toBe(false);
    expect(isFacilityScoped(user("nurse"))).toBe(true);
    expect(isFacilityScoped(user("facilityadmin"))).toBe(true);
  });

  it("a privilege-any check passes when any listed privilege is held", () => {
    expect(
      checkAnyPrivilege(user("nurse"), ["modify-users", "request-trips"]),
    ).toEqual({ ok: true });
    expect(
      checkAnyPrivilege(user("nurse"), ["modify-users", "view-users"]),
    ).toEqual({
      ok: false,
      reason: null,
    });
    expect(checkAnyPrivilege(user("nurse"), [])).toEqual({
      ok: false,
      reason: null,
    });
    expect(checkAnyPrivilege(user("systemadmin"), [])).toEqual({ ok: true });
  });
});

describe("the §5 messages", () => {
  it("are word for word", () => {
    expect(ROLE_CHECK_MESSAGES).toEqual({
      userRequired: "User is required.",
      rolesRequired: "User roles are required.",
      privilegesRequired: "User privileges are required.",
    });
  });

  it("no user: 'User is required.'", () => {
    for (const u of [null, undefined]) {
      expect(checkAnyPrivilege(u, ["request-trips"])).toEqual({
        ok: false,
        reason: "User is required.",
      });
    }
  });

  it("missing or empty roles: 'User roles are required.'", () => {
    for (const u of [{}, { roles: null }, { roles: [] }]) {
      expect(checkAnyPrivilege(u, ["request-trips"])).toEqual({
        ok: false,
        reason: "User roles are required.",
      });
    }
  });

  it("a role without privileges: 'User privileges are required.'", () => {
    const unknown = ["ghost", "", "constructor", "toString", "__proto__"];
    for (const u of [
      ...unknown.map((c) => user(c)),
      user("ghost", "systemadmin"),
    ]) {
      expect(checkAnyPrivilege(u, ["request-trips"])).toEqual({
        ok: false,
        reason: "User privileges are required.",
      });
      expect(isAdmin(u)).toBe(false);
      expect(privilegesOf(u)).toEqual([]);
    }
  });
});
