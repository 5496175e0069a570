/**
 * Facilities: the generic calls, deletes refused while staff or patients belong, and validation.
 * Search and who may do what are in facilities-access.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../server/db/schema";
import { as, del, expectError, get, post } from "./support/api";
import { facilityBody } from "./support/facilityFactories";
import { buildPatient } from "./support/patientFactories";
import { buildFacility, buildUser } from "./support/factories";
import { appWorld } from "./support/appWorld";

const w = appWorld(async (t) => ({
  dataadmin: (await as(t, "dataadmin")).headers,
}));

describe("the generic calls", () => {
  it("create 201 (normalised), get, update 200, delete 200 then 404", async () => {
    const created = await post(
      w.t,
      "/api/facilities",
      {
        facilityName: "  Oak House ",
        facilityType: "hospital",
        addressLine1: " 12 Elm St ",
        addressLine2: "",
        city: "Dublin",
        state: "oh",
        postalCode: "430171234",
        phone: "+1 614.555.0199",
        billingContactName: "Bea Biller",
        billingContactEmail: "Bea@Example.TEST",
        billingContactPhone: "614 555 0142",
      },
      w.dataadmin,
    );
    expect(created.statusCode).toBe(201);
    const data = created.json().data;
    expect(created.json()).toEqual({
      code: 201,
      message: "New Facility added.",
      data: {
        _id: data.facilityId,
        id: data.facilityId,
        facilityId: data.facilityId,
        facilityName: "Oak House",
        facilityType: "hospital",
        addressLine1: "12 Elm St",
        addressLine2: null,
        city: "Dublin",
        state: "OH",
        postalCode: "43017-1234",
        phone: "(614) 555-0199",
        billingContactName: "Bea Biller",
        billingContactEmail: "bea@example.test",
        billingContactPhone: "(614) 555-0142",
        // No attribute defined: the values of issue 28 are an empty object.
        attributes: {},
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    expect(
      (
        await get(w.t, `/api/facilities/${data.facilityId}`, w.dataadmin)
      ).json(),
    ).toEqual({ code: 200, message: "OK", data });

    const updated = await post(
      w.t,
      "/api/facilities",
      facilityBody({
        facilityId: data.facilityId,
        facilityName: "Oak Hall",
        facilityType: "community",
        billingContactEmail: null,
      }),
      w.dataadmin,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "Facility updated.",
      data: {
        facilityName: "Oak Hall",
        facilityType: "community",
        city: "Dublin",
        postalCode: "43017",
        billingContactName: null,
        billingContactEmail: null,
      },
    });
    expect(Date.parse(updated.json().data.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(data.updatedAt),
    );

    const deleted = await del(
      w.t,
      `/api/facilities/${data.facilityId}`,
      w.dataadmin,
    );
    expect(deleted.json()).toMatchObject({
      code: 200,
      message: "Facility deleted.",
      data: { facilityId: data.facilityId },
    });
    for (const res of [
      await get(w.t, `/api/facilities/${data.facilityId}`, w.dataadmin),
      await del(w.t, `/api/facilities/${data.facilityId}`, w.dataadmin),
      await post(
        w.t,
        "/api/facilities",
        facilityBody({ facilityId: data.facilityId }),
        w.dataadmin,
      ),
      await get(w.t, "/api/facilities/not-an-id", w.dataadmin),
    ])
      expectError(res, 404, "Facility not found.");
  });

  it("409 when deleting a facility that still has staff, and nothing changes", async () => {
    const facility = await buildFacility(w.t.db);
    const nurse = await buildUser(w.t.db, {
      role: "nurse",
      facilityId: facility.id,
    });
    expectError(
      await del(w.t, `/api/facilities/${facility.id}`, w.dataadmin),
      409,
      "This facility cannot be deleted while 1 user belongs to it.",
    );
    expect(
      (await get(w.t, `/api/facilities/${facility.id}`, w.dataadmin))
        .statusCode,
    ).toBe(200);
    const [still] = await w.t.db
      .select()
      .from(users)
      .where(eq(users.id, nurse.id));
    expect(still.facilityId).toBe(facility.id);
  });

  it("409 while patients (and staff) belong to it", async () => {
    const facility = await buildFacility(w.t.db);
    await buildPatient(w.t.db, { facilityId: facility.id });
    await buildPatient(w.t.db, { facilityId: facility.id });
    expectError(
      await del(w.t, `/api/facilities/${facility.id}`, w.dataadmin),
      409,
      "This facility cannot be deleted while 2 patients belong to it.",
    );
    await buildUser(w.t.db, { role: "facilityadmin", facilityId: facility.id });
    await buildUser(w.t.db, { role: "nurse", facilityId: facility.id });
    expectError(
      await del(w.t, `/api/facilities/${facility.id}`, w.dataadmin),
      409,
      "This facility cannot be deleted while 2 users and 2 patients belong to it.",
    );
  });

  it("422 with a message per field", async () => {
    const res = await post(
      w.t,
      "/api/facilities",
      {
        facilityName: "",
        facilityType: "spaceship",
        addressLine1: "",
        city: " ",
        state: "XX",
        postalCode: "1234",
        phone: "555-0100",
        billingContactEmail: "nope",
        billingContactPhone: "123",
      },
      w.dataadmin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: "facilityName", message: "This field is required." },
      {
        field: "facilityType",
        message:
          'Invalid option: expected one of "community"|"facility"|"hospital"',
      },
      { field: "addressLine1", message: "This field is required." },
      { field: "city", message: "This field is required." },
      { field: "state", message: "Enter a 2-letter US state code." },
      { field: "postalCode", message: "Enter a 5-digit ZIP code or ZIP+4." },
      { field: "phone", message: "Enter a 10-digit US phone number." },
      { field: "billingContactEmail", message: "Enter a valid email address." },
      {
        field: "billingContactPhone",
        message: "Enter a 10-digit US phone number.",
      },
    ]);
    expectError(
      await post(
        w.t,
        "/api/facilities",
        facilityBody({ facilityId: "x" }),
        w.dataadmin,
      ),
      422,
      "facilityId: Invalid UUID",
      [{ field: "facilityId", message: "Invalid UUID" }],
    );
    const missing = await post(
      w.t,
      "/api/facilities",
      { facilityName: "A", facilityType: "facility" },
      w.dataadmin,
    );
    expect(
      missing.json().errors.map((e: { field: string }) => e.field),
    ).toEqual(["addressLine1", "city", "state", "postalCode", "phone"]);
  });
});
