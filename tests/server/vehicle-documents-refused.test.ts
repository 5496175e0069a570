/**
 * Vehicle documents: refused uploads (size, type, fields, vehicle, privileges) store nothing,
 * neither a row nor a file. Uploads that succeed are in vehicle-documents.test.ts.
 */
import { randomUUID } from "node:crypto";
import { describe, it } from "vitest";
import { VEHICLE_DOCUMENT_MAX_BYTES } from "../../domain/schemas/vehicleDocument";
import { as, expectError, post } from "./support/api";
import { PDF_BYTES, upload } from "./support/vehicleFactories";
import {
  TOO_LARGE,
  vehicleDocumentsWorld,
  WRONG_TYPE,
} from "./support/vehicleDocumentsWorld";

const { w, expectNothingStored, uploadPdf } = vehicleDocumentsWorld();

describe("refused uploads store nothing", () => {
  it("413 for 10 MB + 1 byte", async () => {
    const bytes = Buffer.alloc(VEHICLE_DOCUMENT_MAX_BYTES + 1, 0x20);
    PDF_BYTES.copy(bytes);
    const res = await expectNothingStored(() =>
      upload(
        w.t,
        w.dataadmin,
        { vehicleId: w.vehicleId, documentType: "registration" },
        { name: "big.pdf", type: "application/pdf", bytes },
      ),
    );
    expectError(res, 413, TOO_LARGE, [{ field: "file", message: TOO_LARGE }]);
  });

  it("413 before reading when the request declares far more", async () => {
    const bytes = Buffer.alloc(VEHICLE_DOCUMENT_MAX_BYTES + 200_000, 0x20);
    const res = await expectNothingStored(() =>
      upload(
        w.t,
        w.dataadmin,
        { vehicleId: w.vehicleId, documentType: "registration" },
        { name: "huge.pdf", type: "application/pdf", bytes },
      ),
    );
    expectError(res, 413, TOO_LARGE, [{ field: "file", message: TOO_LARGE }]);
  });

  it("422 for a text file named .pdf and sent as application/pdf", async () => {
    const res = await expectNothingStored(() =>
      upload(
        w.t,
        w.dataadmin,
        { vehicleId: w.vehicleId, documentType: "registration" },
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
        w.t,
        w.dataadmin,
        { vehicleId: w.vehicleId, documentType: "other" },
        { name: "pic.png", type: "image/png", bytes: gif },
      ),
    );
    expectError(res, 422, WRONG_TYPE, [{ field: "file", message: WRONG_TYPE }]);
  });

  it("422 for an empty file", async () => {
    const res = await expectNothingStored(() =>
      upload(
        w.t,
        w.dataadmin,
        { vehicleId: w.vehicleId, documentType: "other" },
        { name: "empty.pdf", type: "application/pdf", bytes: Buffer.alloc(0) },
      ),
    );
    expectError(res, 422, "The file is empty.", [
      { field: "file", message: "The file is empty." },
    ]);
  });

  it("422 for missing or invalid fields and a missing file", async () => {
    const missing = await expectNothingStored(() =>
      upload(w.t, w.dataadmin, {}, undefined),
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
        w.t,
        w.dataadmin,
        { vehicleId: w.vehicleId, documentType: "passport" },
        { name: "a.pdf", type: "application/pdf", bytes: PDF_BYTES },
      ),
    );
    expectError(badType, 422, "documentType: Choose a document type.", [
      { field: "documentType", message: "Choose a document type." },
    ]);
    const json = await post(
      w.t,
      "/api/vehicles/documents/upload",
      { vehicleId: w.vehicleId, documentType: "registration" },
      w.dataadmin,
    );
    expectError(json, 422, "Choose a file to upload.", [
      { field: "file", message: "Choose a file to upload." },
    ]);
  });

  it("422 for two files", async () => {
    const file = { name: "a.pdf", type: "application/pdf", bytes: PDF_BYTES };
    const res = await expectNothingStored(() =>
      upload(
        w.t,
        w.dataadmin,
        { vehicleId: w.vehicleId, documentType: "other" },
        file,
        [file],
      ),
    );
    expectError(res, 422, "Upload one file at a time.");
  });

  it("404 for an unknown vehicle", async () => {
    const res = await expectNothingStored(() =>
      upload(
        w.t,
        w.dataadmin,
        { vehicleId: randomUUID(), documentType: "registration" },
        { name: "a.pdf", type: "application/pdf", bytes: PDF_BYTES },
      ),
    );
    expectError(res, 404, "Vehicle not found.");
  });

  it("401 without a session, 403 for a driver or a nurse", async () => {
    expectError(await expectNothingStored(() => uploadPdf("a.pdf", {})), 401);
    expectError(
      await expectNothingStored(() => uploadPdf("a.pdf", w.driver)),
      403,
    );
    const nurse = (await as(w.t, "nurse")).headers;
    expectError(
      await expectNothingStored(() => uploadPdf("a.pdf", nurse)),
      403,
    );
  });
});
