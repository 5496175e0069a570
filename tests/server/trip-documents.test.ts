/**
 * Trip documents (issue 9): the vehicle documents' upload, content and CRUD calls under
 * /trips/documents, scoped through the trip (another facility's nurse, another driver: 404), with
 * the same storage and limits.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOCUMENT_MAX_BYTES } from "../../domain/schemas/document";
import { tripDocuments, trips } from "../../server/db/schema";
import type { Headers, Res } from "./support/api";
import { as, del, expectError, get, post, search } from "./support/api";
import { buildDriver } from "./support/driverFactories";
import { buildFacility } from "./support/factories";
import { insertTrip } from "./support/tripFactories";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import type { UploadFile } from "./support/vehicleFactories";
import {
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
} from "./support/vehicleFactories";

const PREFIX = "/trips/documents";
const TOO_LARGE = "The file is larger than the 10 MB limit.";
const WRONG_TYPE = "Only PDF, PNG, JPEG and WebP files can be uploaded.";
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

let t: TestApp;
let dataadmin: Headers;
let nurseA: Headers;
let nurseB: Headers;
let driver: Headers;
let otherDriver: Headers;
let tripA: string;
beforeAll(async () => {
  t = await buildTestApp();
  dataadmin = (await as(t, "dataadmin")).headers;
  const facilityA = (await buildFacility(t.db)).id;
  const facilityB = (await buildFacility(t.db)).id;
  nurseA = (await as(t, "nurse", { facilityId: facilityA })).headers;
  nurseB = (await as(t, "nurse", { facilityId: facilityB })).headers;
  const driverUser = await as(t, "driver");
  driver = driverUser.headers;
  otherDriver = (await as(t, "driver")).headers;
  const assigned = await buildDriver(t.db, { userId: driverUser.user.id });
  tripA = (
    await insertTrip(t.db, { facilityId: facilityA, driverId: assigned.id })
  ).id;
});
afterAll(() => t.close());

function uploadTo(
  headers: Headers,
  fields: Record<string, string>,
  file?: UploadFile,
): Promise<Res> {
  return multipartBody(fields, file).then((body) =>
    t.app.inject({
      method: "POST",
      url: `/api${PREFIX}/upload`,
      headers: { ...headers, "content-type": body.contentType },
      payload: body.payload,
    }),
  );
}

const pdf = (name = "receipt.pdf"): UploadFile => ({
  name,
  type: "application/pdf",
  bytes: PDF_BYTES,
});

const uploadReceipt = (headers: Headers, tripId = tripA) =>
  uploadTo(headers, { tripId, documentType: "receipt" }, pdf());

function storedFiles(): string[] {
  if (!fs.existsSync(t.uploadDir)) return [];
  return fs
    .readdirSync(t.uploadDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

/** Runs a refused upload and checks that neither a row nor a file was left behind. */
async function expectNothingStored(run: () => Promise<Res>): Promise<Res> {
  const rows = (await t.db.select().from(tripDocuments)).length;
  const files = storedFiles();
  const res = await run();
  expect((await t.db.select().from(tripDocuments)).length).toBe(rows);
  expect(storedFiles()).toEqual(files);
  return res;
}

describe("upload, list, content, delete", () => {
  it("stores a PDF, lists it under its trip and gives back the same bytes", async () => {
    const res = await uploadReceipt(dataadmin);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(res.json()).toEqual({
      code: 201,
      message: "New Trip Document added.",
      data: {
        _id: data.tripDocumentId,
        id: data.tripDocumentId,
        tripDocumentId: data.tripDocumentId,
        tripId: tripA,
        documentType: "receipt",
        fileName: "receipt.pdf",
        contentType: "application/pdf",
        sizeBytes: PDF_BYTES.length,
        sha256: sha256(PDF_BYTES),
        uploadedByUserId: expect.any(String),
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    expect(JSON.stringify(res.json())).not.toContain("storageKey");

    const list = await search(t, PREFIX, nurseA, { tripId: tripA });
    expect(list.data.map((d) => d.tripDocumentId)).toContain(
      data.tripDocumentId,
    );
    const content = await get(
      t,
      `/api${PREFIX}/${data.tripDocumentId}/content?download=true`,
      driver,
    );
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(content.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="receipt.pdf"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox",
    });
  });

  it("lets the facility's nurse and the assigned driver upload", async () => {
    expect((await uploadReceipt(nurseA)).statusCode).toBe(201);
    const photo = await uploadTo(
      driver,
      { tripId: tripA, documentType: "medical_form" },
      { name: "form.png", type: "image/png", bytes: PNG_BYTES },
    );
    expect(photo.statusCode, photo.body).toBe(201);
    expect(photo.json().data.contentType).toBe("image/png");
  });

  it("deletes (modify-trips) the row and its file, and unlinks a signature", async () => {
    const created = (await uploadReceipt(dataadmin)).json().data;
    const [row] = await t.db
      .select()
      .from(tripDocuments)
      .where(eq(tripDocuments.id, created.tripDocumentId));
    await t.db
      .update(trips)
      .set({ signatureDocumentId: row.id })
      .where(eq(trips.id, tripA));
    expect(await t.app.fileStorage.exists(row.storageKey)).toBe(true);

    const nurseDelete = await del(t, `/api${PREFIX}/${row.id}`, nurseA);
    expectError(nurseDelete, 403);
    const res = await del(t, `/api${PREFIX}/${row.id}`, dataadmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(await t.app.fileStorage.exists(row.storageKey)).toBe(false);
    const [trip] = await t.db.select().from(trips).where(eq(trips.id, tripA));
    expect(trip.signatureDocumentId).toBeNull();
    expectError(
      await get(t, `/api${PREFIX}/${row.id}`, dataadmin),
      404,
      "Trip Document not found.",
    );
  });

  it("re-types and renames with modify-trips only", async () => {
    const id = (await uploadReceipt(dataadmin)).json().data.tripDocumentId;
    const body = {
      tripDocumentId: id,
      documentType: "other",
      fileName: "x.pdf",
    };
    expectError(await post(t, `/api${PREFIX}`, body, nurseA), 403);
    const res = await post(t, `/api${PREFIX}`, body, dataadmin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      documentType: "other",
      fileName: "x.pdf",
    });
  });
});

describe("scoping", () => {
  it("hides a trip and its documents from another facility's nurse and another driver", async () => {
    const id = (await uploadReceipt(dataadmin)).json().data.tripDocumentId;
    for (const outsider of [nurseB, otherDriver]) {
      expectError(
        await expectNothingStored(() => uploadReceipt(outsider)),
        404,
        "Trip not found.",
      );
      expectError(
        await get(t, `/api${PREFIX}/${id}`, outsider),
        404,
        "Trip Document not found.",
      );
      expectError(
        await get(t, `/api${PREFIX}/${id}/content`, outsider),
        404,
        "Trip Document not found.",
      );
      const list = await search(t, PREFIX, outsider, { tripId: tripA });
      expect(list.data).toEqual([]);
    }
  });

  it("401 without a session, 403 without a trip privilege", async () => {
    expectError(await expectNothingStored(() => uploadReceipt({})), 401);
    const nobody = (await as(t, ["unknown-role"])).headers;
    const refused = await expectNothingStored(() => uploadReceipt(nobody));
    expect(refused.statusCode).toBe(403);
    expectError(await get(t, `/api${PREFIX}/${tripA}/content`), 401);
  });
});

describe("limits, as for vehicles", () => {
  it("413 for 10 MB + 1 byte", async () => {
    const bytes = Buffer.alloc(DOCUMENT_MAX_BYTES + 1, 0x20);
    PDF_BYTES.copy(bytes);
    const res = await expectNothingStored(() =>
      uploadTo(
        dataadmin,
        { tripId: tripA, documentType: "receipt" },
        { name: "big.pdf", type: "application/pdf", bytes },
      ),
    );
    expectError(res, 413, TOO_LARGE, [{ field: "file", message: TOO_LARGE }]);
  });

  it("422 for a file that is not a PDF or an image, and for a vehicle's type", async () => {
    const res = await expectNothingStored(() =>
      uploadTo(
        dataadmin,
        { tripId: tripA, documentType: "receipt" },
        {
          name: "fake.pdf",
          type: "application/pdf",
          bytes: Buffer.from("Not a PDF.\n".repeat(20)),
        },
      ),
    );
    expectError(res, 422, WRONG_TYPE, [{ field: "file", message: WRONG_TYPE }]);
    const badType = await expectNothingStored(() =>
      uploadTo(
        dataadmin,
        { tripId: tripA, documentType: "registration" },
        pdf(),
      ),
    );
    expectError(badType, 422, "documentType: Choose a document type.", [
      { field: "documentType", message: "Choose a document type." },
    ]);
  });
});
