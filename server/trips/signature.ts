/**
 * Proof of service (issue 9): the signature drawn on the driver's screen, received as a PNG data URL
 * with the "complete" event and kept as a trip document of type "signature", in the same storage and
 * under the same limits as uploaded documents, so the trip's documents page previews it like any.
 * Issue 21: it must be an image the pad could have drawn (domain/signatureImage.ts: a PNG by its
 * bytes, within the pad's dimensions and SIGNATURE_MAX_BYTES), and an uploaded "signature" document
 * passes the same check (signatureFileProblem, server/entities/tripDocuments.ts).
 *
 * Files cannot join a database transaction, so the order is: check the bytes (nothing written for a
 * bad image), write the file, insert the row in the caller's transaction; a failed insert removes
 * the file at once. A rollback after this returns (a later step of the caller failing) would leave
 * the file without a row: the caller removes it with discardTripSignatureFiles(app, tx) when its
 * transaction fails (such a file is never served anyway: files are reached only through a row).
 */
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { DOCUMENT_MAX_BYTES } from "../../domain/schemas/document";
import type { SignatureProblem } from "../../domain/signatureImage";
import {
  SIGNATURE_FILE_MESSAGES,
  SIGNATURE_MAX_BYTES,
  signatureProblem,
} from "../../domain/signatureImage";
import type { AuthUser } from "../auth/authUser";
import type { Db } from "../db/client";
import { tripDocuments } from "../db/schema";
import { unprocessable } from "../errors";

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;

export const SIGNATURE_FILE_NAME = "signature.png";
export const SIGNATURE_MESSAGES = {
  invalid: "Draw the signature again.",
  tooLarge: "The signature image is too large.",
} as const;

const signatureError = (message: string) =>
  unprocessable(message, [{ field: "signature", message }]);

/** How the "complete" step words a refused drawing (its pad is the one that drew it). */
const STEP_MESSAGES: Record<SignatureProblem, string> = {
  wrongType: SIGNATURE_MESSAGES.invalid,
  tooLarge: SIGNATURE_MESSAGES.tooLarge,
  dimensions: SIGNATURE_FILE_MESSAGES.dimensions,
};

/**
 * What keeps these bytes from being a signature the pad drew (domain/signatureImage.ts), or null.
 * The bytes decide, not a label: a renamed JPEG or random text is refused.
 */
export async function signatureFileProblem(
  head: Buffer,
  sizeBytes: number,
): Promise<SignatureProblem | null> {
  // Loaded with the first signature, not at start (issue 13, B5).
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(head);
  return signatureProblem({ mime: detected?.mime, head, sizeBytes });
}

/** The PNG's bytes, or a 422 when the data URL is not a PNG image the signature pad could draw. */
export async function decodeSignature(pngDataUrl: string): Promise<Buffer> {
  const match = PNG_DATA_URL.exec(pngDataUrl);
  if (!match) throw signatureError(SIGNATURE_MESSAGES.invalid);
  const bytes = Buffer.from(match[1], "base64");
  if (bytes.length > SIGNATURE_MAX_BYTES)
    throw signatureError(SIGNATURE_MESSAGES.tooLarge);
  const problem = await signatureFileProblem(bytes, bytes.length);
  if (problem) throw signatureError(STEP_MESSAGES[problem]);
  return bytes;
}

/** The files written in a transaction, for a caller undoing them after it rolled back. */
const keysByTransaction = new WeakMap<Db, string[]>();

/**
 * Stores the drawn signature as the trip's "signature" document (the row inside `tx`) and returns
 * the document's id. Throws a 422 (field "signature") for anything but a PNG image.
 */
export async function storeTripSignature(
  app: FastifyInstance,
  tx: Db,
  tripId: string,
  pngDataUrl: string,
  user: AuthUser,
): Promise<string> {
  const bytes = await decodeSignature(pngDataUrl);
  const staged = await app.fileStorage.stage(
    Readable.from([bytes]),
    DOCUMENT_MAX_BYTES,
  );
  let storageKey: string;
  try {
    storageKey = await staged.commit();
  } finally {
    await staged.discard();
  }
  try {
    const [created] = await tx
      .insert(tripDocuments)
      .values({
        tripId,
        documentType: "signature",
        fileName: SIGNATURE_FILE_NAME,
        contentType: "image/png",
        sizeBytes: staged.sizeBytes,
        sha256: staged.sha256,
        storageKey,
        uploadedByUserId: user.userId,
      })
      .returning({ id: tripDocuments.id });
    keysByTransaction.set(tx, [
      ...(keysByTransaction.get(tx) ?? []),
      storageKey,
    ]);
    return created.id;
  } catch (e) {
    // No row, no file.
    await app.fileStorage
      .remove(storageKey)
      .catch((err: unknown) =>
        app.log.error({ err, key: storageKey }, "signature file not removed"),
      );
    throw e;
  }
}

/**
 * Removes the signature files stored through `tx`, whose rows were rolled back with it: call it
 * when the transaction given to storeTripSignature failed. Nothing stored: a no-op.
 */
export async function discardTripSignatureFiles(
  app: FastifyInstance,
  tx: Db,
): Promise<void> {
  const keys = keysByTransaction.get(tx) ?? [];
  keysByTransaction.delete(tx);
  await Promise.all(keys.map((key) => app.fileStorage.remove(key)));
}
