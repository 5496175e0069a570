/**
 * Service organisations and service users (issue 28): the generic four under
 * /service-organizations and /service-users for administrators only, their 409s and 422s, and
 * service users kept out of the people's lists.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SERVICE_MESSAGES } from "../../domain/schemas/service";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import { buildFacility } from "./support/factories";
import {
  buildServiceOrganization,
  buildServiceUser,
  issueKey,
} from "./support/serviceFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let admin: Headers;
let dataAdmin: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await as(t, "systemadmin")).headers;
  dataAdmin = (await as(t, "dataadmin")).headers;
});
afterAll(() => t.close());

const orgBody = (overrides: Record<string, unknown> = {}) => ({
  name: "Mercy Discharge",
  kind: "hospital",
  contactEmail: "It@Mercy.example.org",
  notes: "Nightly discharge sync",
  ...overrides,
});

describe("/service-organizations", () => {
  it("create 201, get with its counts, update 200, 409 on a taken name, delete 200 then 404", async () => {
    const created = await post(
      t,
      "/api/service-organizations",
      orgBody(),
      admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const org = created.json().data;
    expect(org).toMatchObject({
      name: "Mercy Discharge",
      kind: "hospital",
      contactEmail: "it@mercy.example.org",
      active: true,
      userCount: 0,
      activeKeyCount: 0,
      lastCallAt: null,
    });
    const id = org.serviceOrganizationId;
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: id,
      role: "dataadmin",
    });
    await issueKey(t, admin, owner.id);
    const read = await get(t, `/api/service-organizations/${id}`, admin);
    expect(read.json().data).toMatchObject({ userCount: 1, activeKeyCount: 1 });
    const renamed = await post(
      t,
      "/api/service-organizations",
      orgBody({
        serviceOrganizationId: id,
        name: "Mercy Hospital",
        active: false,
      }),
      admin,
    );
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data).toMatchObject({
      name: "Mercy Hospital",
      active: false,
    });
    const taken = await post(
      t,
      "/api/service-organizations",
      orgBody({ name: "mercy HOSPITAL" }),
      admin,
    );
    expectError(taken, 409, SERVICE_MESSAGES.nameTaken, [
      { field: "name", message: SERVICE_MESSAGES.nameTaken },
    ]);
    expectError(
      await del(t, `/api/service-organizations/${id}`, admin),
      409,
      SERVICE_MESSAGES.organizationInUse,
    );
    expect(
      (await del(t, `/api/service-users/${owner.id}`, admin)).statusCode,
    ).toBe(200);
    expect(
      (await del(t, `/api/service-organizations/${id}`, admin)).statusCode,
    ).toBe(200);
    expect(
      (await get(t, `/api/service-organizations/${id}`, admin)).statusCode,
    ).toBe(404);
  });

  it("422 on a bad kind or email; 401 and 403 to others", async () => {
    const bad = await post(
      t,
      "/api/service-organizations",
      orgBody({ kind: "bank", contactEmail: "nope" }),
      admin,
    );
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(["contactEmail", "kind"]);
    expectError(await post(t, "/api/service-organizations/search", {}), 401);
    for (const role of [
      "dataadmin",
      "facilityadmin",
      "nurse",
      "driver",
      "customer",
    ] as const) {
      const h = (await as(t, role)).headers;
      expect(
        (await post(t, "/api/service-organizations/search", {}, h)).statusCode,
        role,
      ).toBe(403);
      expect(
        (
          await post(
            t,
            "/api/service-organizations",
            orgBody({ name: role }),
            h,
          )
        ).statusCode,
        role,
      ).toBe(403);
    }
  });

  it("searches by name and filters by kind", async () => {
    await buildServiceOrganization(t.db, {
      name: "Acme Claims Clearinghouse",
      kind: "clearinghouse",
    });
    await buildServiceOrganization(t.db, {
      name: "Statewide Broker",
      kind: "broker",
    });
    const byName = await search(t, "/service-organizations", admin, {
      searchTerm: "claims",
    });
    expect(byName.data.map((r) => r.name)).toEqual([
      "Acme Claims Clearinghouse",
    ]);
    const byKind = await search(t, "/service-organizations", admin, {
      additionalStringFilters: { kind: "broker" },
    });
    expect(byKind.data.map((r) => r.name)).toContain("Statewide Broker");
    expect(byKind.data.every((r) => r.kind === "broker")).toBe(true);
  });
});

describe("/service-users", () => {
  it("a facility role needs a facility; another role keeps none; the organisation is fixed", async () => {
    const org = await buildServiceOrganization(t.db);
    const other = await buildServiceOrganization(t.db);
    const facility = await buildFacility(t.db);
    const base = { serviceOrganizationId: org.id, name: "Discharge sync" };
    const noFacility = await post(
      t,
      "/api/service-users",
      { ...base, roleCode: "nurse" },
      admin,
    );
    expect(noFacility.statusCode).toBe(422);
    expect(noFacility.json().errors).toEqual([
      { field: "facilityId", message: SERVICE_MESSAGES.facilityRequired },
    ]);
    const admins = await post(
      t,
      "/api/service-users",
      { ...base, roleCode: "systemadmin" },
      admin,
    );
    expect(admins.statusCode).toBe(422);
    expect(admins.json().errors).toEqual([
      { field: "roleCode", message: SERVICE_MESSAGES.role },
    ]);
    const unknownFacility = await post(
      t,
      "/api/service-users",
      {
        ...base,
        roleCode: "nurse",
        facilityId: "00000000-0000-4000-8000-000000000000",
      },
      admin,
    );
    expect(unknownFacility.statusCode).toBe(422);
    const unknownOrg = await post(
      t,
      "/api/service-users",
      {
        ...base,
        serviceOrganizationId: "00000000-0000-4000-8000-000000000000",
        roleCode: "dataadmin",
      },
      admin,
    );
    expectError(unknownOrg, 422, SERVICE_MESSAGES.organizationNotFound, [
      {
        field: "serviceOrganizationId",
        message: SERVICE_MESSAGES.organizationNotFound,
      },
    ]);

    const nurse = await post(
      t,
      "/api/service-users",
      { ...base, roleCode: "nurse", facilityId: facility.id },
      admin,
    );
    expect(nurse.statusCode, nurse.body).toBe(201);
    expect(nurse.json().data).toMatchObject({
      name: "Discharge sync",
      roleCode: "nurse",
      facilityId: facility.id,
      serviceOrganizationId: org.id,
      activeKeyCount: 0,
    });
    const id = nurse.json().data.serviceUserId;
    const driver = await post(
      t,
      "/api/service-users",
      {
        ...base,
        serviceUserId: id,
        roleCode: "driver",
        facilityId: facility.id,
      },
      admin,
    );
    expect(driver.statusCode, driver.body).toBe(200);
    expect(driver.json().data).toMatchObject({
      roleCode: "driver",
      facilityId: null,
    });
    const moved = await post(
      t,
      "/api/service-users",
      {
        ...base,
        serviceUserId: id,
        serviceOrganizationId: other.id,
        roleCode: "driver",
      },
      admin,
    );
    expectError(moved, 422, SERVICE_MESSAGES.organizationFixed, [
      {
        field: "serviceOrganizationId",
        message: SERVICE_MESSAGES.organizationFixed,
      },
    ]);
    const listed = await search(t, "/service-users", admin, {
      additionalStringFilters: { serviceOrganizationId: org.id },
    });
    expect(listed.data.map((r) => r.serviceUserId)).toEqual([id]);
    expect(
      (await post(t, "/api/service-users/search", {}, dataAdmin)).statusCode,
    ).toBe(403);
  });

  it("is not a person: absent from /users, /facility-users and their reads, and /users cannot change it", async () => {
    const org = await buildServiceOrganization(t.db);
    const facility = await buildFacility(t.db);
    const owner = await buildServiceUser(t.db, {
      serviceOrganizationId: org.id,
      role: "nurse",
      facilityId: facility.id,
    });
    const people = await search(t, "/users", admin, { pageSize: 500 });
    expect(people.data.map((u) => u.userId)).not.toContain(owner.id);
    expect((await get(t, `/api/users/${owner.id}`, admin)).statusCode).toBe(
      404,
    );
    const grant = await post(
      t,
      "/api/users",
      {
        userId: owner.id,
        email: "taken@example.org",
        firstName: "Now",
        lastName: "Admin",
        roles: [{ roleCode: "systemadmin" }],
      },
      admin,
    );
    expect(grant.statusCode).toBe(404);
    const staff = await search(t, "/facility-users", admin, {
      additionalStringFilters: { facilityId: facility.id },
    });
    expect(staff.data).toEqual([]);
    // And a person's account is not a service user.
    const person = (await as(t, "dataadmin")).user;
    expect(
      (await get(t, `/api/service-users/${person.id}`, admin)).statusCode,
    ).toBe(404);
  });
});
