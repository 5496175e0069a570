/**
 * The limits and words of an uploaded document (./schemas/document.ts re-exports them). They live in
 * a zod-free module because the i18n messages, which every page loads before its first render, quote
 * them, and the schema library belongs only to the forms and the server (issue 13).
 */

export const DOCUMENT_MAX_MB = 10;
export const DOCUMENT_MAX_BYTES = DOCUMENT_MAX_MB * 1024 * 1024;

/** The types that may be uploaded, all of which the browser can preview (PDF viewer or <img>). */
export const DOCUMENT_CONTENT_TYPES = [
  "application/pdf",
  "image/png",
  "image/jpeg",
  "image/webp",
] as const;
export type DocumentContentType = (typeof DOCUMENT_CONTENT_TYPES)[number];

/** For the file input's `accept`: a hint to the picker, never a check. */
export const DOCUMENT_ACCEPT =
  ".pdf,.png,.jpg,.jpeg,.webp," + DOCUMENT_CONTENT_TYPES.join(",");

/** What is wrong with a file, in the words of both the form and the server. */
export const DOCUMENT_MESSAGES = {
  tooLarge: `The file is larger than the ${DOCUMENT_MAX_MB} MB limit.`,
  wrongType: "Only PDF, PNG, JPEG and WebP files can be uploaded.",
  fileRequired: "Choose a file to upload.",
  empty: "The file is empty.",
  oneFile: "Upload one file at a time.",
  documentType: "Choose a document type.",
} as const;
