/**
 * Trip documents: uploaded files about a trip (/trip/documents/:tripId), among them the drawn
 * signature stored as proof of service. Storage, limits and words are every document's
 * (./document.ts); a trip's documents add their parent field and their types.
 */
import type { z } from "zod";
import { PRIVILEGES as P } from "../privileges";
import {
  DOCUMENT_MESSAGES,
  documentRowSchema,
  documentUpdateSchema,
  documentUploadSchema,
} from "./document";

export const TRIP_DOCUMENT_TYPES = [
  "signature",
  "receipt",
  "medical_form",
  "other",
] as const;
export type TripDocumentType = (typeof TRIP_DOCUMENT_TYPES)[number];

/**
 * Who may upload a file to a trip in their scope: dispatch, whoever books trips, and the trip's
 * driver (start-and-stop-trips; a driver's scope is their own trips).
 */
export const TRIP_DOCUMENT_UPLOAD_ACCESS = {
  privileges: [P.modifyTrips, P.requestTrips, P.startAndStopTrips],
} as const;

export const TRIP_DOCUMENT_MESSAGES = {
  ...DOCUMENT_MESSAGES,
  tripId: "Choose the trip the document belongs to.",
} as const;

/** The text fields of POST /trips/documents/upload (the file is the third part). */
export const tripDocumentUploadSchema = documentUploadSchema(
  "tripId",
  TRIP_DOCUMENT_TYPES,
  TRIP_DOCUMENT_MESSAGES.tripId,
);
export type TripDocumentUpload = z.input<typeof tripDocumentUploadSchema>;

/** POST /trips/documents: re-type or rename an uploaded document (update only). */
export const tripDocumentUpdateSchema = documentUpdateSchema(
  "tripDocumentId",
  TRIP_DOCUMENT_TYPES,
);
export type TripDocumentUpdate = z.input<typeof tripDocumentUpdateSchema>;

export const tripDocumentSchema = documentRowSchema("tripDocumentId", "tripId");
export type TripDocument = z.infer<typeof tripDocumentSchema>;
