/** Vehicles: the generic calls, validation, uniqueness, privileges and deleting a vehicle's files. */
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VIN_MESSAGES } from "../../domain/vin";
import { vehicleDocuments } from "../../server/db/schema";
import type { Headers } from "./support/api";
import { as, call, del, expectError, get, post } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { PDF_BYTES, upload, uniqueVin } from "./support/vehicleFactories";

let t: TestApp;
let dataadmin: Headers;
let driver: Headers;
beforeAll(async () => {
  t = await buildTestApp();
  dataadmin = (await as(t, "dataadmin")).headers;
  driver = (await as(t, "driver")).headers;
});
afterAll(() => t.close());

const body = (overrides: Record<string, unknown> = {}) => ({
  licensePlate: "nmt 4410",
  vin: " 1hgcm82633a004352 ",
  make: "Honda",
  model: "Odyssey",
  year: 2021,
  capacity: 6,
  wheelchairAccessible: true,
  stretcherCapable: false,
  insuranceExpiresOn: "2030-01-31",
  registrationExpiresOn: null,
  status: "active",
  ...overrides,
});

describe("the generic calls", () => {
  it("create 201, get, update 200, delete 200 then 404", async () => {
    const created = await post(t, "/api/vehicles", body(), dataadmin);
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
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    const fetched = await get(t, `/api/vehicles/${data.vehicleId}`, dataadmin);
    expect(fetched.json()).toEqual({ code: 200, message: "OK", data });

    const updated = await post(
      t,
      "/api/vehicles",
      body({
        vehicleId: data.vehicleId,
        status: "maintenance",
        capacity: 4,
        registrationExpiresOn: "2029-06-30",
      }),
      dataadmin,
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

    const deleted = await del(t, `/api/vehicles/${data.vehicleId}`, dataadmin);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      code: 200,
      message: "Vehicle deleted.",
    });
    expectError(
      await get(t, `/api/vehicles/${data.vehicleId}`, dataadmin),
      404,
      "Vehicle not found.",
    );
  });

  it("404 for an unknown or malformed id on get, update and delete", async () => {
    const id = randomUUID();
    expectError(
      await get(t, `/api/vehicles/${id}`, dataadmin),
      404,
      "Vehicle not found.",
    );
    expectError(
      await get(t, "/api/vehicles/not-a-uuid", dataadmin),
      404,
      "Vehicle not found.",
    );
    expectError(
      await post(
        t,
        "/api/vehicles",
        body({ vehicleId: id, vin: uniqueVin() }),
        dataadmin,
      ),
      404,
      "Vehicle not found.",
    );
    expectError(
      await del(t, `/api/vehicles/${id}`, dataadmin),
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
        await post(t, "/api/vehicles", body({ vin }), dataadmin),
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
      t,
      "/api/vehicles",
      body({
        vin: uniqueVin(),
        year: nextYear + 1,
        capacity: 21,
        licensePlate: "AB/12",
        status: "stolen",
        insuranceExpiresOn: "31/01/2030",
        make: " ",
      }),
      dataadmin,
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
      t,
      "/api/vehicles",
      body({ vin: uniqueVin(), year: 1979, capacity: 0 }),
      dataadmin,
    );
    expect(low.json().errors).toEqual([
      { field: "year", message: yearMessage },
      { field: "capacity", message: "Enter a capacity from 1 to 20." },
    ]);
  });

  it("409 for a plate (in any case) or a VIN already in use", async () => {
    const vin = uniqueVin();
    const first = await post(
      t,
      "/api/vehicles",
      body({ licensePlate: "DUP 1", vin }),
      dataadmin,
    );
    expect(first.statusCode).toBe(201);
    const plateMessage = "A vehicle with this license plate already exists.";
    expectError(
      await post(
        t,
        "/api/vehicles",
        body({ licensePlate: " dup 1 ", vin: uniqueVin() }),
        dataadmin,
      ),
      409,
      plateMessage,
      [{ field: "licensePlate", message: plateMessage }],
    );
    const vinMessage = "A vehicle with this VIN already exists.";
    expectError(
      await post(
        t,
        "/api/vehicles",
        body({ licensePlate: "DUP 2", vin: vin.toLowerCase() }),
        dataadmin,
      ),
      409,
      vinMessage,
      [{ field: "vin", message: vinMessage }],
    );
  });
});

describe("privileges", () => {
  it("401 without a session on every call", async () => {
    const id = randomUUID();
    expectError(await get(t, `/api/vehicles/${id}`), 401);
    expectError(await post(t, "/api/vehicles/search", {}), 401);
    expectError(await post(t, "/api/vehicles", body()), 401);
    expectError(await del(t, `/api/vehicles/${id}`), 401);
  });

  it("a nurse may do nothing; a driver may read but not write", async () => {
    const created = await post(
      t,
      "/api/vehicles",
      body({ licensePlate: "READ 1", vin: uniqueVin() }),
      dataadmin,
    );
    const id = created.json().data.vehicleId;
    const nurse = (await as(t, "nurse")).headers;
    expectError(await get(t, `/api/vehicles/${id}`, nurse), 403);
    expectError(await post(t, "/api/vehicles/search", {}, nurse), 403);
    expectError(await post(t, "/api/vehicles", body(), nurse), 403);

    expect((await get(t, `/api/vehicles/${id}`, driver)).statusCode).toBe(200);
    const found = await post(
      t,
      "/api/vehicles/search",
      { searchTerm: "read 1" },
      driver,
    );
    expect(
      found.json().data.map((v: { vehicleId: string }) => v.vehicleId),
    ).toEqual([id]);
    expectError(
      await post(
        t,
        "/api/vehicles",
        body({ licensePlate: "DRV 1", vin: uniqueVin() }),
        driver,
      ),
      403,
    );
    expectError(
      await post(
        t,
        "/api/vehicles",
        body({ vehicleId: id, licensePlate: "READ 1", status: "retired" }),
        driver,
      ),
      403,
    );
    expectError(await del(t, `/api/vehicles/${id}`, driver), 403);
    expectError(
      await call(t, "DELETE", `/api/vehicles/${id}`, { headers: nurse }),
      403,
    );
  });
});

describe("deleting a vehicle", () => {
  it("removes its documents' rows and files", async () => {
    const created = await post(
      t,
      "/api/vehicles",
      body({ licensePlate: "GONE 1", vin: uniqueVin() }),
      dataadmin,
    );
    const vehicleId = created.json().data.vehicleId;
    const ids: string[] = [];
    for (const documentType of ["registration", "insurance_card"]) {
      const res = await upload(
        t,
        dataadmin,
        { vehicleId, documentType },
        {
          name: `${documentType}.pdf`,
          type: "application/pdf",
          bytes: PDF_BYTES,
        },
      );
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().data.vehicleDocumentId);
    }
    const rows = await t.db
      .select({ key: vehicleDocuments.storageKey })
      .from(vehicleDocuments)
      .where(eq(vehicleDocuments.vehicleId, vehicleId));
    const files = rows.map((r) =>
      path.join(t.uploadDir, "files", r.key.slice(0, 2), r.key),
    );
    expect(files.every((f) => fs.existsSync(f))).toBe(true);

    expect(
      (await del(t, `/api/vehicles/${vehicleId}`, dataadmin)).statusCode,
    ).toBe(200);
    expect(files.some((f) => fs.existsSync(f))).toBe(false);
    const left = await t.db
      .select()
      .from(vehicleDocuments)
      .where(eq(vehicleDocuments.vehicleId, vehicleId));
    expect(left).toEqual([]);
    expectError(
      await get(t, `/api/vehicles/documents/${ids[0]}`, dataadmin),
      404,
      "Vehicle Document not found.",
    );
  });
});
