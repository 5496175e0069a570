/** Facility users: the generic calls over the users table, the invitation, validation and conflicts. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Headers } from "./support/api";
import { as, del, expectError, get, post } from "./support/api";
import { facilityUserBody } from "./support/facilityFactories";
import { buildFacility, buildUser } from "./support/factories";
import { linkIn, onlyMailTo, PUBLIC_URL } from "./support/mail";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let t: TestApp;
let sysadmin: Headers;
let facility: { id: string };
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL });
  sysadmin = (await as(t, "systemadmin")).headers;
  facility = await buildFacility(t.db);
});
afterAll(() => t.close());

describe("the generic calls", () => {
  it("create 201 with a setup invitation, get, update 200, delete 200 then 404", async () => {
    const created = await post(
      t,
      "/api/facility-users",
      facilityUserBody(facility.id, { email: " Fern@Example.TEST " }),
      sysadmin,
    );
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(created.json()).toEqual({
      code: 201,
      message: "New Facility User added.",
      data: {
        _id: data.facilityUserId,
        id: data.facilityUserId,
        facilityUserId: data.facilityUserId,
        userId: data.facilityUserId,
        email: "fern@example.test",
        firstName: "Fern",
        lastName: "Nurse",
        roleCode: "nurse",
        facilityUserDetail: { facilityId: facility.id },
        active: true,
        requirePasswordReset: true,
        emailVerified: false,
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    // The same invitation as the users admin sends: a single-use setup link.
    const mail = onlyMailTo(t, "fern@example.test");
    expect(mail.subject).toBe("You have been invited to the NEMT Portal");
    linkIn(mail, "/setup-auth");
    const id = data.facilityUserId as string;
    expect(
      (await get(t, `/api/facility-users/${id}`, sysadmin)).json(),
    ).toEqual({ code: 200, message: "OK", data });
    // The users admin sees the same account.
    expect(
      (await get(t, `/api/users/${id}`, sysadmin)).json().data,
    ).toMatchObject({
      roles: [{ roleCode: "nurse" }],
      facilityUserDetail: { facilityId: facility.id },
    });

    const updated = await post(
      t,
      "/api/facility-users",
      facilityUserBody(facility.id, {
        facilityUserId: id,
        email: "fern@example.test",
        roleCode: "facilityadmin",
        active: false,
        requirePasswordReset: false,
      }),
      sysadmin,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "Facility User updated.",
      data: {
        roleCode: "facilityadmin",
        active: false,
        requirePasswordReset: false,
      },
    });

    expect(
      (await del(t, `/api/facility-users/${id}`, sysadmin)).json(),
    ).toMatchObject({
      code: 200,
      message: "Facility User deleted.",
      data: { facilityUserId: id },
    });
    for (const res of [
      await get(t, `/api/facility-users/${id}`, sysadmin),
      await del(t, `/api/facility-users/${id}`, sysadmin),
      await post(
        t,
        "/api/facility-users",
        facilityUserBody(facility.id, { facilityUserId: id }),
        sysadmin,
      ),
    ])
      expectError(res, 404, "Facility User not found.");
  });

  it("only nurses and facility admins with a facility are facility users (404 for others)", async () => {
    const others = [
      await buildUser(t.db, { role: "customer", facilityId: facility.id }),
      await buildUser(t.db, { role: "dataadmin" }),
      await buildUser(t.db, { role: "nurse" }),
      await buildUser(t.db, {
        roles: ["driver", "nurse"],
        facilityId: facility.id,
      }),
    ];
    for (const u of others) {
      expectError(
        await get(t, `/api/facility-users/${u.id}`, sysadmin),
        404,
        "Facility User not found.",
      );
      expectError(
        await del(t, `/api/facility-users/${u.id}`, sysadmin),
        404,
        "Facility User not found.",
      );
    }
  });

  it("422 with a message per field, and for a facility that does not exist", async () => {
    const res = await post(
      t,
      "/api/facility-users",
      {
        email: "nope",
        firstName: "",
        lastName: "L",
        roleCode: "driver",
        facilityUserDetail: { facilityId: "" },
      },
      sysadmin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "email", message: "Enter a valid email address." },
      { field: "firstName", message: "This field is required." },
      { field: "roleCode", message: "Choose a role." },
      { field: "facilityUserDetail.facilityId", message: "Choose a facility." },
    ]);
    const noFacility = await post(
      t,
      "/api/facility-users",
      { ...facilityUserBody(facility.id), facilityUserDetail: undefined },
      sysadmin,
    );
    expect(noFacility.json().errors).toEqual([
      { field: "facilityUserDetail", message: "Choose a facility." },
    ]);
    expectError(
      await post(
        t,
        "/api/facility-users",
        facilityUserBody(randomUUID()),
        sysadmin,
      ),
      422,
      "facilityUserDetail.facilityId: This facility does not exist.",
      [
        {
          field: "facilityUserDetail.facilityId",
          message: "This facility does not exist.",
        },
      ],
    );
  });

  it("409 for an email already in use, by any user", async () => {
    const existing = await buildUser(t.db, { role: "customer" });
    expectError(
      await post(
        t,
        "/api/facility-users",
        facilityUserBody(facility.id, { email: existing.email.toUpperCase() }),
        sysadmin,
      ),
      409,
      "A user with this email already exists.",
      [{ field: "email", message: "A user with this email already exists." }],
    );
  });
});

describe("who may do what", () => {
  it("401 without a session", async () => {
    const id = randomUUID();
    for (const res of [
      await get(t, `/api/facility-users/${id}`),
      await post(t, "/api/facility-users/search", {}),
      await post(t, "/api/facility-users", facilityUserBody(facility.id)),
      await del(t, `/api/facility-users/${id}`),
    ])
      expectError(res, 401);
  });

  it.each(["dataadmin", "nurse", "customer", "driver"] as const)(
    "403 for %s on every call (role facilityadmin needed)",
    async (role) => {
      const { headers } = await as(t, role, { facilityId: facility.id });
      const nurse = await buildUser(t.db, {
        role: "nurse",
        facilityId: facility.id,
      });
      for (const res of [
        await get(t, `/api/facility-users/${nurse.id}`, headers),
        await post(t, "/api/facility-users/search", {}, headers),
        await post(
          t,
          "/api/facility-users",
          facilityUserBody(facility.id),
          headers,
        ),
        await del(t, `/api/facility-users/${nurse.id}`, headers),
      ])
        expectError(res, 403);
    },
  );
});
