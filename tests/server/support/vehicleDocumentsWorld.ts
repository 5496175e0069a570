/**
 * The vehicle-document test files' shared set-up: one app with a data admin, a driver and a
 * vehicle; the refusal messages; and the upload and the checks that nothing was left behind.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect } from "vitest";
import { vehicleDocuments } from "../../../server/db/schema";
import type { Res } from "./api";
import { as } from "./api";
import { buildVehicle, PDF_BYTES, upload } from "./vehicleFactories";
import { appWorld } from "./appWorld";

export const TOO_LARGE = "The file is larger than the 10 MB limit.";
export const WRONG_TYPE = "Only PDF, PNG, JPEG and WebP files can be uploaded.";
export const sha256 = (b: Buffer) =>
  createHash("sha256").update(b).digest("hex");

/** Registers the file's beforeAll/afterAll; `w`'s fields are set once beforeAll has run. */
export function vehicleDocumentsWorld() {
  const w = appWorld(async (t) => ({
    dataadmin: (await as(t, "dataadmin")).headers,
    driver: (await as(t, "driver")).headers,
    vehicleId: (await buildVehicle(t.db)).id,
  }));

  /** Every file under the upload directory (stored and temporary). */
  function storedFiles(): string[] {
    if (!fs.existsSync(w.t.uploadDir)) return [];
    return fs
      .readdirSync(w.t.uploadDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name));
  }

  async function documentCount(): Promise<number> {
    return (await w.t.db.select().from(vehicleDocuments)).length;
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

  const uploadPdf = (name = "registration.pdf", headers = w.dataadmin) =>
    upload(
      w.t,
      headers,
      { vehicleId: w.vehicleId, documentType: "registration" },
      { name, type: "application/pdf", bytes: PDF_BYTES },
    );

  return { w, expectNothingStored, uploadPdf };
}
