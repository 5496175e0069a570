/** Vehicle documents: upload limits, byte-identical download, headers, privileges and clean-up. */
import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VEHICLE_DOCUMENT_MAX_BYTES } from "../../domain/schemas/vehicleDocument";
import { vehicleDocuments } from "../../server/db/schema";
import type { Headers, Res } from "./support/api";
import { as, expectError, get, post } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import {
  buildVehicle,
  PDF_BYTES,
  PNG_BYTES,
  upload,
} from "./support/vehicleFactories";

let t: TestApp;
let dataadmin: Headers;
let driver: Headers;
let vehicleId: string;
beforeAll(async () => {
  t = await buildTestApp();
  dataadmin = (await as(t, "dataadmin")).headers;
  driver = (await as(t, "driver")).headers;
  vehicleId = (await buildVehicle(t.db)).id;
});
afterAll(() => t.close());

const TOO_LARGE = "The file is larger than the 10 MB limit.";
const WRONG_TYPE = "Only PDF, PNG, JPEG and WebP files can be uploaded.";
const sha256 = (b: Buffer) => createHash("sha256").update(b).digest("hex");

/** Every file under the upload directory (stored and temporary). */
function storedFiles(): string[] {
  if (!fs.existsSync(t.uploadDir)) return [];
  return fs
    .readdirSync(t.uploadDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

async function documentCount(): Promise<number> {
  return (await t.db.select().from(vehicleDocuments)).length;
}

/** Runs a failing upload and checks that neither a row nor a file was left behind. */
async function expectNothingStored(run: () => Promise<Res>): Promise<Res> {
  const rows = await documentCount();
  const files = storedFiles();
  const res = await run();
  expect(await documentCount()).toBe(rows);
  expect(storedFiles()).toEqual(files);
  return res;
}

const uploadPdf = (name = "registration.pdf", headers = dataadmin) =>
  upload(
    t,
    headers,
    { vehicleId, documentType: "registration" },
    { name, type: "application/pdf", bytes: PDF_BYTES },
  );

describe("upload and download", () => {
  it("stores a PDF and gives back the very same bytes, inline, with safe headers", async () => {
    const res = await uploadPdf();
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data;
    expect(res.json()).toEqual({
      code: 201,
      message: "New Vehicle Document added.",
      data: {
        _id: data.vehicleDocumentId,
        id: data.vehicleDocumentId,
        vehicleDocumentId: data.vehicleDocumentId,
        vehicleId,
        documentType: "registration",
        fileName: "registration.pdf",
        contentType: "application/pdf",
        sizeBytes: PDF_BYTES.length,
        sha256: sha256(PDF_BYTES),
        uploadedByUserId: expect.any(String),
        createdAt: data.createdAt,
        updatedAt: data.updatedAt,
      },
    });
    expect(JSON.stringify(res.json())).not.toContain("storageKey");

    const content = await get(
      t,
      `/api/vehicles/documents/${data.vehicleDocumentId}/content`,
      dataadmin,
    );
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(content.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-length": String(PDF_BYTES.length),
      "content-disposition": `inline; filename="registration.pdf"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": "sandbox",
      "cache-control": "no-store",
    });

    const download = await get(
      t,
      `/api/vehicles/documents/${data.vehicleDocumentId}/content?download=true`,
      dataadmin,
    );
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="registration.pdf"`,
    );
  });

  it("decides the type from the bytes: a PNG sent as octet-stream is a PNG", async () => {
    const res = await upload(
      t,
      dataadmin,
      { vehicleId, documentType: "insurance_card" },
      {
        name: "card scan.bin",
        type: "application/octet-stream",
        bytes: PNG_BYTES,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      contentType: "image/png",
      documentType: "insurance_card",
      fileName: "card scan.bin",
      sizeBytes: PNG_BYTES.length,
    });
    const content = await get(
      t,
      `/api/vehicles/documents/${res.json().data.vehicleDocumentId}/content`,
      driver,
    );
    expect(content.statusCode).toBe(200);
    expect(content.headers["content-type"]).toBe("image/png");
    expect(content.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it("keeps only the base name and encodes non-ASCII names in the header", async () => {
    const res = await uploadPdf("../../etc/Prüfbericht 2024;1.pdf");
    expect(res.statusCode, res.body).toBe(201);
    const { fileName, vehicleDocumentId } = res.json().data;
    expect(fileName).toBe("Prüfbericht 2024;1.pdf");
    const content = await get(
      t,
      `/api/vehicles/documents/${vehicleDocumentId}/content`,
      dataadmin,
    );
    expect(content.headers["content-disposition"]).toBe(
      `inline; filename="Prüfbericht 2024;1.pdf"`,
    );
  });

  it("accepts a file of exactly 10 MB", async () => {
    const bytes = Buffer.alloc(VEHICLE_DOCUMENT_MAX_BYTES, 0x20);
    PDF_BYTES.copy(bytes);
    const res = await upload(
      t,
      dataadmin,
      { vehicleId, documentType: "inspection" },
      { name: "big.pdf", type: "application/pdf", bytes },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.sizeBytes).toBe(VEHICLE_DOCUMENT_MAX_BYTES);
    expect(res.json().data.sha256).toBe(sha256(bytes));
  });
});

describe("refused uploads store nothing", () => {
  it("413 for 10 MB + 1 byte", async () => {
    const bytes = Buffer.alloc(VEHICLE_DOCUMENT_MAX_BYTES + 1, 0x20);
    PDF_BYTES.copy(bytes);
    const res = await expectNothingStored(() =>
      upload(
        t,
        dataadmin,
        { vehicleId, documentType: "registration" },
        { name: "big.pdf", type: "application/pdf", bytes },
      ),
    );
    expectError(res, 413, TOO_LARGE, [{ field: "file", message: TOO_LARGE }]);
  });

  it("413 before reading when the request declares far more", async () => {
    const bytes = Buffer.alloc(VEHICLE_DOCUMENT_MAX_BYTES + 200_000, 0x20);
    const res = await expectNothingStored(() =>
      upload(
        t,
        dataadmin,
        { vehicleId, documentType: "registration" },
        { name: "huge.pdf", type: "application/pdf", bytes },
      ),
    );
    expectError(res, 413, TOO_LARGE, [{ field: "file", message: TOO_LARGE }]);
  });

  it("422 for a text file named .pdf and sent as application/pdf", async () => {
    const res = await expectNothingStored(() =>
      upload(
        t,
        dataadmin,
        { vehicleId, documentType: "registration" },
        {
          name: "registration.pdf",
          type: "application/pdf",
          bytes: Buffer.from("This is not a PDF at all.\n".repeat(20)),
        },
      ),
    );
    expectError(res, 422, WRONG_TYPE, [{ field: "file", message: WRONG_TYPE }]);
  });

  it("422 for a real file of another type (GIF)", async () => {
    const gif = Buffer.from("R0lGODlhAQABAAAAACw=", "base64");
    const res = await expectNothingStored(() =>
      upload(
        t,
        dataadmin,
        { vehicleId, documentType: "other" },
        { name: "pic.png", type: "image/png", bytes: gif },
      ),
    );
    expectError(res, 422, WRONG_TYPE, [{ field: "file", message: WRONG_TYPE }]);
  });

  it("422 for an empty file", async () => {
    const res = await expectNothingStored(() =>
      upload(
        t,
        dataadmin,
        { vehicleId, documentType: "other" },
        { name: "empty.pdf", type: "application/pdf", bytes: Buffer.alloc(0) },
      ),
    );
    expectError(res, 422, "The file is empty.", [
      { field: "file", message: "The file is empty." },
    ]);
  });

  it("422 for missing or invalid fields and a missing file", async () => {
    const missing = await expectNothingStored(() =>
      upload(t, dataadmin, {}, undefined),
    );
    expectError(
      missing,
      422,
      "vehicleId: Choose the vehicle the document belongs to. documentType: Choose a document type. file: Choose a file to upload.",
      [
        {
          field: "vehicleId",
          message: "Choose the vehicle the document belongs to.",
        },
        { field: "documentType", message: "Choose a document type." },
        { field: "file", message: "Choose a file to upload." },
      ],
    );
    const badType = await expectNothingStored(() =>
      upload(
        t,
        dataadmin,
        { vehicleId, documentType: "passport" },
        { name: "a.pdf", type: "application/pdf", bytes: PDF_BYTES },
      ),
    );
    expectError(badType, 422, "documentType: Choose a document type.", [
      { field: "documentType", message: "Choose a document type." },
    ]);
    const json = await post(
      t,
      "/api/vehicles/documents/upload",
      { vehicleId, documentType: "registration" },
      dataadmin,
    );
    expectError(json, 422, "Choose a file to upload.", [
      { field: "file", message: "Choose a file to upload." },
    ]);
  });

  it("422 for two files", async () => {
    const file = { name: "a.pdf", type: "application/pdf", bytes: PDF_BYTES };
    const res = await expectNothingStored(() =>
      upload(t, dataadmin, { vehicleId, documentType: "other" }, file, [file]),
    );
    expectError(res, 422, "Upload one file at a time.");
  });

  it("404 for an unknown vehicle", async () => {
    const res = await expectNothingStored(() =>
      upload(
        t,
        dataadmin,
        { vehicleId: randomUUID(), documentType: "registration" },
        { name: "a.pdf", type: "application/pdf", bytes: PDF_BYTES },
      ),
    );
    expectError(res, 404, "Vehicle not found.");
  });

  it("401 without a session, 403 for a driver or a nurse", async () => {
    expectError(await expectNothingStored(() => uploadPdf("a.pdf", {})), 401);
    expectError(
      await expectNothingStored(() => uploadPdf("a.pdf", driver)),
      403,
    );
    const nurse = (await as(t, "nurse")).headers;
    expectError(
      await expectNothingStored(() => uploadPdf("a.pdf", nurse)),
      403,
    );
  });
});

describe("the app's content security policy", () => {
  it("lets the app preview a blob: PDF in a frame, and no plugin at all (issue 11)", async () => {
    const csp = (await get(t, "/api/health")).headers[
      "content-security-policy"
    ] as string;
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("script-src 'self'");
  });
});
