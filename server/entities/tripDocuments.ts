/**
 * A trip's documents (issue 9): GET /trips/documents/:id, POST /trips/documents/search,
 * DELETE /trips/documents/:id, POST /trips/documents to re-type or rename one (update only), and,
 * through `routes`, POST /trips/documents/upload and GET /trips/documents/:id/content (the routes
 * vehicle documents use, server/documents/documentRoutes.ts). Every query reaches only documents of
 * trips in the user's scope (server/trips/scope.ts): others are not found.
 */
import type { SQL } from "drizzle-orm";
import { eq, inArray, sql } from "drizzle-orm";
import { tripDocumentsModule } from "../../domain/modules/tripDocuments";
import type { TripDocument } from "../../domain/schemas/tripDocument";
import {
  TRIP_DOCUMENT_UPLOAD_ACCESS,
  tripDocumentSchema,
  tripDocumentUpdateSchema,
  tripDocumentUploadSchema,
} from "../../domain/schemas/tripDocument";
import type { AuthUser } from "../auth/authUser";
import { defineEntity } from "../crud/entity";
import { tripDocuments, trips } from "../db/schema";
import { documentRoutes } from "../documents/documentRoutes";
import { documentEntityParts } from "../documents/documentTable";
import { SIGNATURE_FILE_MESSAGES } from "../../domain/signatureImage";
import { unprocessable } from "../errors";
import { cleanFileName } from "../storage/contentDisposition";
import { signatureFileProblem } from "../trips/signature";
import { tripInScope, tripScope } from "../trips/scope";

type TripDocumentRecord = typeof tripDocuments.$inferSelect;

/** Documents of the trips the user may see; undefined: every document. */
export function tripDocumentScope(user: AuthUser): SQL | undefined {
  const scope = tripScope(user);
  return scope
    ? inArray(
        tripDocuments.tripId,
        sql`(select ${trips.id} from ${trips} where ${scope})`,
      )
    : undefined;
}

export const tripDocumentEntity = defineEntity({
  ...documentEntityParts(
    tripDocuments,
    { field: "tripId", column: tripDocuments.tripId },
    "trip document",
  ),
  entity: tripDocumentsModule.api.entity,
  prefix: tripDocumentsModule.api.prefix,
  idField: tripDocumentsModule.api.idField,
  rowSchema: tripDocumentSchema,
  bodySchema: tripDocumentUpdateSchema,
  valueFields: (b) => ({ fileName: cleanFileName(b.fileName) }),
  // Issue 21: a file uploaded as something else never becomes a signature by a change of type.
  prepareValues: async (body, values, existing) => {
    if (
      body.documentType === "signature" &&
      existing?.documentType !== "signature"
    )
      throw unprocessable(SIGNATURE_FILE_MESSAGES.retype, [
        { field: "documentType", message: SIGNATURE_FILE_MESSAGES.retype },
      ]);
    return { values };
  },
  access: tripDocumentsModule.access,
  scope: tripDocumentScope,
  onDeleted: async (record, { tx }) => {
    // The trip's proof of service no longer points at a document that is gone.
    await tx
      .update(trips)
      .set({ signatureDocumentId: null })
      .where(eq(trips.signatureDocumentId, record.id));
  },
  routes: (app) => {
    void app.register(tripDocumentRoutes);
  },
});

/** The API shape of a document (the storage key stays on the server), for the upload route. */
export const toTripDocument = (d: TripDocumentRecord): TripDocument =>
  tripDocumentEntity.toRow(d);

const tripDocumentRoutes = documentRoutes({
  prefix: tripDocumentsModule.api.prefix,
  entity: tripDocumentsModule.api.entity,
  table: tripDocuments,
  uploadSchema: tripDocumentUploadSchema,
  parentIdOf: (fields) => fields.tripId,
  parentValues: (fields) => ({ tripId: fields.tripId }),
  // A trip beyond the user's scope (another facility's, another driver's) is not found.
  parentExists: async (db, user, tripId) => {
    const [trip] = await db
      .select({ id: trips.id })
      .from(trips)
      .where(tripInScope(user, tripId))
      .limit(1);
    return !!trip;
  },
  parentNotFound: "Trip not found.",
  access: {
    upload: TRIP_DOCUMENT_UPLOAD_ACCESS,
    read: tripDocumentsModule.access.read,
  },
  scope: tripDocumentScope,
  rowSchema: tripDocumentSchema,
  toRow: toTripDocument,
  // Issue 21: a "signature" is an image the signature step could have drawn.
  checkFile: async (fields, file) => {
    if (fields.documentType !== "signature") return null;
    const problem = await signatureFileProblem(file.head, file.sizeBytes);
    return problem && SIGNATURE_FILE_MESSAGES[problem];
  },
  // A trip's document (a signature, a receipt) is read under its trip (issue 21).
  contentAccess: (d) => ({ modelType: "trip", modelId: d.tripId }),
});
