/**
 * Vehicles: privileges, and deleting a vehicle with its documents' rows and files. The generic
 * calls and validation are in vehicles.test.ts.
 */
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { vehicleDocuments } from "../../server/db/schema";
import { as, call, del, expectError, get, post } from "./support/api";
import {
  PDF_BYTES,
  upload,
  uniqueVin,
  vehicleBody,
} from "./support/vehicleFactories";
import { appWorld } from "./support/appWorld";

const w = appWorld(async (t) => ({
  dataadmin: (await as(t, "dataadmin")).headers,
  driver: (await as(t, "driver")).headers,
}));

describe("privileges", () => {
  it("401 without a session on every call", async () => {
    const id = randomUUID();
    expectError(await get(w.t, `/api/vehicles/${id}`), 401);
    expectError(await post(w.t, "/api/vehicles/search", {}), 401);
    expectError(await post(w.t, "/api/vehicles", vehicleBody()), 401);
    expectError(await del(w.t, `/api/vehicles/${id}`), 401);
  });

  it("a nurse may do nothing; a driver may read but not write", async () => {
    const created = await post(
      w.t,
      "/api/vehicles",
      vehicleBody({ licensePlate: "READ 1", vin: uniqueVin() }),
      w.dataadmin,
    );
    const id = created.json().data.vehicleId;
    const nurse = (await as(w.t, "nurse")).headers;
    expectError(await get(w.t, `/api/vehicles/${id}`, nurse), 403);
    expectError(await post(w.t, "/api/vehicles/search", {}, nurse), 403);
    expectError(await post(w.t, "/api/vehicles", vehicleBody(), nurse), 403);

    expect((await get(w.t, `/api/vehicles/${id}`, w.driver)).statusCode).toBe(
      200,
    );
    const found = await post(
      w.t,
      "/api/vehicles/search",
      { searchTerm: "read 1" },
      w.driver,
    );
    expect(
      found.json().data.map((v: { vehicleId: string }) => v.vehicleId),
    ).toEqual([id]);
    expectError(
      await post(
        w.t,
        "/api/vehicles",
        vehicleBody({ licensePlate: "DRV 1", vin: uniqueVin() }),
        w.driver,
      ),
      403,
    );
    expectError(
      await post(
        w.t,
        "/api/vehicles",
        vehicleBody({
          vehicleId: id,
          licensePlate: "READ 1",
          status: "retired",
        }),
        w.driver,
      ),
      403,
    );
    expectError(await del(w.t, `/api/vehicles/${id}`, w.driver), 403);
    expectError(
      await call(w.t, "DELETE", `/api/vehicles/${id}`, { headers: nurse }),
      403,
    );
  });
});

describe("deleting a vehicle", () => {
  it("removes its documents' rows and files", async () => {
    const created = await post(
      w.t,
      "/api/vehicles",
      vehicleBody({ licensePlate: "GONE 1", vin: uniqueVin() }),
      w.dataadmin,
    );
    const vehicleId = created.json().data.vehicleId;
    const ids: string[] = [];
    for (const documentType of ["registration", "insurance_card"]) {
      const res = await upload(
        w.t,
        w.dataadmin,
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
    const rows = await w.t.db
      .select({ key: vehicleDocuments.storageKey })
      .from(vehicleDocuments)
      .where(eq(vehicleDocuments.vehicleId, vehicleId));
    const files = rows.map((r) =>
      path.join(w.t.uploadDir, "files", r.key.slice(0, 2), r.key),
    );
    expect(files.every((f) => fs.existsSync(f))).toBe(true);

    expect(
      (await del(w.t, `/api/vehicles/${vehicleId}`, w.dataadmin)).statusCode,
    ).toBe(200);
    expect(files.some((f) => fs.existsSync(f))).toBe(false);
    const left = await w.t.db
      .select()
      .from(vehicleDocuments)
      .where(eq(vehicleDocuments.vehicleId, vehicleId));
    expect(left).toEqual([]);
    expectError(
      await get(w.t, `/api/vehicles/documents/${ids[0]}`, w.dataadmin),
      404,
      "Vehicle Document not found.",
    );
  });
});
