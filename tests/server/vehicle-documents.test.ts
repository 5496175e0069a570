/**
 * Vehicle documents: upload and byte-identical download, the type from the bytes, names and
 * headers, the size limit, and the app's content security policy for previews. Refused uploads are
 * in vehicle-documents-refused.test.ts.
 */
import { describe, expect, it } from "vitest";
import { VEHICLE_DOCUMENT_MAX_BYTES } from "../../domain/schemas/vehicleDocument";
import { get } from "./support/api";
import { PDF_BYTES, PNG_BYTES, upload } from "./support/vehicleFactories";
import { sha256, vehicleDocumentsWorld } from "./support/vehicleDocumentsWorld";

const { w, uploadPdf } = vehicleDocumentsWorld();

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
        vehicleId: w.vehicleId,
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
      w.t,
      `/api/vehicles/documents/${data.vehicleDocumentId}/content`,
      w.dataadmin,
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
      w.t,
      `/api/vehicles/documents/${data.vehicleDocumentId}/content?download=true`,
      w.dataadmin,
    );
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);
    expect(download.headers["content-disposition"]).toBe(
      `attachment; filename="registration.pdf"`,
    );
  });

  it("decides the type from the bytes: a PNG sent as octet-stream is a PNG", async () => {
    const res = await upload(
      w.t,
      w.dataadmin,
      { vehicleId: w.vehicleId, documentType: "insurance_card" },
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
      w.t,
      `/api/vehicles/documents/${res.json().data.vehicleDocumentId}/content`,
      w.driver,
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
      w.t,
      `/api/vehicles/documents/${vehicleDocumentId}/content`,
      w.dataadmin,
    );
    expect(content.headers["content-disposition"]).toBe(
      `inline; filename="Prüfbericht 2024;1.pdf"`,
    );
  });

  it("accepts a file of exactly 10 MB", async () => {
    const bytes = Buffer.alloc(VEHICLE_DOCUMENT_MAX_BYTES, 0x20);
    PDF_BYTES.copy(bytes);
    const res = await upload(
      w.t,
      w.dataadmin,
      { vehicleId: w.vehicleId, documentType: "inspection" },
      { name: "big.pdf", type: "application/pdf", bytes },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.sizeBytes).toBe(VEHICLE_DOCUMENT_MAX_BYTES);
    expect(res.json().data.sha256).toBe(sha256(bytes));
  });
});

describe("the app's content security policy", () => {
  it("lets the app preview a blob: PDF in a frame, and no plugin at all (issue 11)", async () => {
    const csp = (await get(w.t, "/api/health")).headers[
      "content-security-policy"
    ] as string;
    expect(csp).toContain("frame-src 'self' blob:");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("script-src 'self'");
  });
});
