/** Vehicles, vehicle documents and multipart uploads for the API tests. */
import { randomBytes } from "node:crypto";
import { withCheckDigit } from "../../../domain/vin";
import type { Db } from "../../../server/db/client";
import { vehicleDocuments, vehicles } from "../../../server/db/schema";
import type { Headers, Res } from "./api";
import type { TestApp } from "./testApp";

const DIGITS = "0123456789";
let serial = 0;

/** A VIN that passes the check digit and is unique within the run. */
export function uniqueVin(): string {
  serial += 1;
  const tail = `${randomBytes(2).readUInt16BE(0) % 10}${String(serial).padStart(5, "0")}`;
  return withCheckDigit(`1FDEX2CM0GA${tail.slice(-6)}`);
}

export function uniquePlate(): string {
  const bytes = randomBytes(5);
  return `T-${[...bytes].map((b) => DIGITS[b % 10]).join("")}`;
}

export async function buildVehicle(
  db: Db,
  overrides: Partial<typeof vehicles.$inferInsert> = {},
) {
  const [v] = await db
    .insert(vehicles)
    .values({
      licensePlate: uniquePlate(),
      vin: uniqueVin(),
      make: "Ford",
      model: "Transit",
      year: 2020,
      capacity: 6,
      ...overrides,
    })
    .returning();
  return v;
}

export async function buildVehicleDocument(
  db: Db,
  vehicleId: string,
  overrides: Partial<typeof vehicleDocuments.$inferInsert> = {},
) {
  const [d] = await db
    .insert(vehicleDocuments)
    .values({
      vehicleId,
      documentType: "registration",
      fileName: "registration.pdf",
      contentType: "application/pdf",
      sizeBytes: 10,
      sha256: "0".repeat(64),
      storageKey: randomBytes(16).toString("hex"),
      ...overrides,
    })
    .returning();
  return d;
}

/** A minimal, well-formed one-page PDF. */
export const PDF_BYTES = Buffer.from(
  [
    "%PDF-1.4",
    "1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj",
    "2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj",
    "3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj",
    "trailer << /Root 1 0 R >>",
    "%%EOF",
    "",
  ].join("\n"),
  "latin1",
);

/** A 1×1 transparent PNG. */
export const PNG_BYTES = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

export interface UploadFile {
  name: string;
  type?: string;
  bytes: Buffer;
}

/** A multipart body as a browser's FormData would send it (fields, then the file). */
export async function multipartBody(
  fields: Record<string, string>,
  file?: UploadFile,
  extraFiles: UploadFile[] = [],
): Promise<{ payload: Buffer; contentType: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of file ? [file, ...extraFiles] : extraFiles)
    form.append(
      "file",
      new Blob([new Uint8Array(f.bytes)], {
        type: f.type ?? "application/octet-stream",
      }),
      f.name,
    );
  const request = new Request("http://localhost/", {
    method: "POST",
    body: form,
  });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") ?? "",
  };
}

/** POST /api/vehicles/documents/upload. */
export async function upload(
  t: TestApp,
  headers: Headers | undefined,
  fields: Record<string, string>,
  file?: UploadFile,
  extraFiles: UploadFile[] = [],
): Promise<Res> {
  const body = await multipartBody(fields, file, extraFiles);
  return t.app.inject({
    method: "POST",
    url: "/api/vehicles/documents/upload",
    headers: { ...headers, "content-type": body.contentType },
    payload: body.payload,
  });
}

/** A valid POST /vehicles body (its VIN and plate fixed: the tests that keep two pass their own). */
export const vehicleBody = (overrides: Record<string, unknown> = {}) => ({
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
