import { describe, expect, it } from "vitest";
import {
  featureDefaults,
  toFeatureForm,
} from "../../../resources/features/featureModel";
import {
  formatRole,
  parseFacility,
  parseRole,
  toUserForm,
  toUserUpsert,
  userErrorField,
} from "../../../resources/users/userModel";

describe("featureModel", () => {
  it("maps a row onto the upsert body", () => {
    expect(
      toFeatureForm({
        id: "f1",
        featureId: "f1",
        featureCode: "feature-documents",
        featureTitle: "Documents",
        featureDescription: null,
        active: true,
      }),
    ).toEqual({
      id: "f1",
      code: "feature-documents",
      title: "Documents",
      description: "",
      active: true,
    });
  });

  it("starts a new feature from the defaults", () => {
    expect(toFeatureForm(undefined)).toEqual(featureDefaults);
  });
});

describe("userModel", () => {
  it("edits a single role as roles[0]", () => {
    expect(formatRole([{ roleCode: "nurse" }, { roleCode: "driver" }])).toBe(
      "nurse",
    );
    expect(formatRole([])).toBe("");
    expect(parseRole("driver")).toEqual([{ roleCode: "driver" }]);
    expect(parseRole("")).toEqual([]);
    expect(parseRole("pilot")).toEqual([]);
  });

  it("reads an empty facility choice as null", () => {
    expect(parseFacility("")).toBeNull();
    expect(parseFacility("abc")).toBe("abc");
  });

  it("keeps the facility only for facility admins and nurses", () => {
    const base = toUserForm(undefined);
    const facility = { facilityId: "fac" };
    expect(
      toUserUpsert({
        ...base,
        roles: [{ roleCode: "nurse" }],
        facilityUserDetail: facility,
      }),
    ).toMatchObject({
      facilityUserDetail: facility,
    });
    expect(
      toUserUpsert({
        ...base,
        roles: [{ roleCode: "driver" }],
        facilityUserDetail: facility,
      }),
    ).toMatchObject({
      facilityUserDetail: null,
    });
    expect(
      toUserUpsert({ ...base, roles: [{ roleCode: "facilityadmin" }] }),
    ).toMatchObject({
      facilityUserDetail: { facilityId: null },
    });
  });

  it("maps a row onto the form, keeping ids", () => {
    expect(
      toUserForm({
        id: "u1",
        userId: "u1",
        email: "a@b.org",
        firstName: "A",
        lastName: "B",
        roles: [{ roleCode: "customer" }],
        requirePasswordReset: false,
        emailVerified: true,
        active: true,
        facilityUserDetail: null,
      }),
    ).toMatchObject({
      id: "u1",
      userId: "u1",
      roles: [{ roleCode: "customer" }],
      facilityUserDetail: null,
    });
  });

  it("puts every role error on the role select", () => {
    expect(userErrorField("roles.0.roleCode")).toBe("roles");
    expect(userErrorField("email")).toBe("email");
  });
});
