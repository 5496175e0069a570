/**
 * Vehicles: the generic calls, validation and uniqueness. Privileges and deleting a vehicle's files
 * are in vehicles-access.test.ts.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { VIN_MESSAGES } from "../../domain/vin";
import { as, del, expectError, get, post } from "./support/api";
import { uniqueVin, vehicleBody } from "./support/vehicleFactories";
import { appWorld } from "./support/appWorld";

const w = appWorld(async (t) => ({
  dataadmin: (await as(t, "dataadmin")).headers,
}));

describe("the generic calls", () => {
  it("create 201, get, update 200, delete 200 then 404", async () => {
    const created = await post(
      w.t,
      "/api/vehicles",
      vehicleBody(),
      w.dataadmin,
    );
    expect(created.statusCode, created.body).toBe(201);
    const data = created.json().data;
    expect(created.json()).toEqual({
      code: 201,
      message: "New Vehicle added.",
      data: {
        _id: data.vehicleId,
        id: data.vehicleId,
        vehicleId: data.vehicleId,
        licensePlate: "NMT 4410",
        vin: "1HGCM82633A004352",
        make: "Honda",
        model: "Odyssey",
        year: 2021,
        capacity: 6,
        wheelchairAccessible: true,
        stretcherCapable: false,
        insuranceExpiresOn: "2030-01-31",
        registrationExpiresOn: null,
        status: "active",
        // No attribute defined: the values of issue 28 are an empty object.
        attributes: {},
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    const fetched = await get(
      w.t,
      `/api/vehicles/${data.vehicleId}`,
      w.dataadmin,
    );
    expect(fetched.json()).toEqual({ code: 200, message: "OK", data });

    const updated = await post(
      w.t,
      "/api/vehicles",
      vehicleBody({
        vehicleId: data.vehicleId,
        status: "maintenance",
        capacity: 4,
        registrationExpiresOn: "2029-06-30",
      }),
      w.dataadmin,
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toMatchObject({
      code: 200,
      message: "Vehicle updated.",
      data: {
        vehicleId: data.vehicleId,
        status: "maintenance",
        capacity: 4,
        registrationExpiresOn: "2029-06-30",
      },
    });

    const deleted = await del(
      w.t,
      `/api/vehicles/${data.vehicleId}`,
      w.dataadmin,
    );
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      code: 200,
      message: "Vehicle deleted.",
    });
    expectError(
      await get(w.t, `/api/vehicles/${data.vehicleId}`, w.dataadmin),
      404,
      "Vehicle not found.",
    );
  });

  it("404 for an unknown or malformed id on get, update and delete", async () => {
    const id = randomUUID();
    expectError(
      await get(w.t, `/api/vehicles/${id}`, w.dataadmin),
      404,
      "Vehicle not found.",
    );
    expectError(
      await get(w.t, "/api/vehicles/not-a-uuid", w.dataadmin),
      404,
      "Vehicle not found.",
    );
    expectError(
      await post(
        w.t,
        "/api/vehicles",
        vehicleBody({ vehicleId: id, vin: uniqueVin() }),
        w.dataadmin,
      ),
      404,
      "Vehicle not found.",
    );
    expectError(
      await del(w.t, `/api/vehicles/${id}`, w.dataadmin),
      404,
      "Vehicle not found.",
    );
  });
});

describe("validation", () => {
  it("422 with the VIN's own message next to the field", async () => {
    const cases: [string, string][] = [
      ["1HGCM82643A004352", VIN_MESSAGES.checkDigit],
      ["1HGCM82633AO04352", VIN_MESSAGES.characters],
      ["1HGCM82633A00435", VIN_MESSAGES.length],
    ];
    for (const [vin, message] of cases) {
      expectError(
        await post(w.t, "/api/vehicles", vehicleBody({ vin }), w.dataadmin),
        422,
        `vin: ${message}`,
        [{ field: "vin", message }],
      );
    }
  });

  it("422 for year, capacity, plate, status and dates out of bounds", async () => {
    const nextYear = new Date().getUTCFullYear() + 1;
    const yearMessage = `Enter a model year from 1980 to ${nextYear}.`;
    const res = await post(
      w.t,
      "/api/vehicles",
      vehicleBody({
        vin: uniqueVin(),
        year: nextYear + 1,
        capacity: 21,
        licensePlate: "AB/12",
        status: "stolen",
        insuranceExpiresOn: "31/01/2030",
        make: " ",
      }),
      w.dataadmin,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: "year", message: yearMessage },
        { field: "capacity", message: "Enter a capacity from 1 to 20." },
        {
          field: "licensePlate",
          message: "Use letters, digits, spaces and dashes.",
        },
        { field: "insuranceExpiresOn", message: "Enter a date as YYYY-MM-DD." },
        { field: "make", message: "This field is required." },
      ]),
    );
    expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(
      "status",
    );
    const low = await post(
      w.t,
      "/api/vehicles",
      vehicleBody({ vin: uniqueVin(), year: 1979, capacity: 0 }),
      w.dataadmin,
    );
    expect(low.json().errors).toEqual([
      { field: "year", message: yearMessage },
      { field: "capacity", message: "Enter a capacity from 1 to 20." },
    ]);
  });

  it("409 for a plate (in any case) or a VIN already in use", async () => {
    const vin = uniqueVin();
    const first = await post(
      w.t,
      "/api/vehicles",
      vehicleBody({ licensePlate: "DUP 1", vin }),
      w.dataadmin,
    );
    expect(first.statusCode).toBe(201);
    const plateMessage = "A vehicle with this license plate already exists.";
    expectError(
      await post(
        w.t,
        "/api/vehicles",
        vehicleBody({ licensePlate: " dup 1 ", vin: uniqueVin() }),
        w.dataadmin,
      ),
      409,
      plateMessage,
      [{ field: "licensePlate", message: plateMessage }],
    );
    const vinMessage = "A vehicle with this VIN already exists.";
    expectError(
      await post(
        w.t,
        "/api/vehicles",
        vehicleBody({ licensePlate: "DUP 2", vin: vin.toLowerCase() }),
        w.dataadmin,
      ),
      409,
      vinMessage,
      [{ field: "vin", message: vinMessage }],
    );
  });
});
