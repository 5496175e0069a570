/**
 * The document library's test helpers (issue 26): the toggle, uploads through the API, PDFs with
 * words in them (pdfkit), and the files under the upload directory.
 */
import fs from "node:fs";
import path from "node:path";
import PDFDocument from "pdfkit";
import { FEATURES } from "../../../domain/features";
import type { Db } from "../../../server/db/client";
import type { documents } from "../../../server/db/schema";
import { features } from "../../../server/db/schema";
import type { Headers, Res } from "./api";
import type { TestApp } from "./testApp";
import type { UploadFile } from "./vehicleFactories";
import { multipartBody } from "./vehicleFactories";

export async function enableDocuments(db: Db, active = true): Promise<void> {
  await db
    .insert(features)
    .values({ code: FEATURES.documents, title: "Documents", active })
    .onConflictDoUpdate({ target: features.code, set: { active } });
}

/** A PDF whose pages hold these texts. */
export function pdfWith(pages: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ size: "LETTER", margin: 50 });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  pages.forEach((text, index) => {
    if (index > 0) doc.addPage();
    doc.font("Helvetica").fontSize(11).text(text);
  });
  doc.end();
  return done;
}

/** POST /api/documents/upload (or a new version of a document). */
export async function uploadDocument(
  t: TestApp,
  headers: Headers | undefined,
  fields: Record<string, string>,
  file?: UploadFile,
  documentId?: string,
): Promise<Res> {
  const body = await multipartBody(fields, file);
  return t.app.inject({
    method: "POST",
    url: documentId
      ? `/api/documents/${documentId}/versions`
      : "/api/documents/upload",
    headers: { ...headers, "content-type": body.contentType },
    payload: body.payload,
  });
}

/** Every file under the upload directory (stored and temporary). */
export function storedFiles(t: TestApp): string[] {
  if (!fs.existsSync(t.uploadDir)) return [];
  return fs
    .readdirSync(t.uploadDir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** A document row inserted directly (no file behind it): for worlds that test reach, not bytes. */
export const documentRow = (
  overrides: Partial<typeof documents.$inferInsert> = {},
): typeof documents.$inferInsert => ({
  title: "A document",
  fileName: "a.pdf",
  contentType: "application/pdf",
  sizeBytes: 1,
  sha256: "0".repeat(64),
  storageKey: "0".repeat(32),
  ...overrides,
});
