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

/**
 * A kind of document's limits (issue 26): its size, the types its bytes may be, which of them are
 * shown in the page rather than downloaded, and its words. The form's early check and the server's
 * decision read the same object. Vehicle and trip documents keep the limits above.
 */
export interface DocumentKindLimits {
  maxMb: number;
  maxBytes: number;
  contentTypes: readonly string[];
  /** Text types (no magic bytes): accepted when valid UTF-8 without NUL bytes, by file name. */
  textExtensions: Readonly<Record<string, string>>;
  /** Served inline (preview); every other type is always a download. */
  inlineTypes: readonly string[];
  accept: string;
  messages: {
    tooLarge: string;
    wrongType: string;
    notText: string;
    fileRequired: string;
    empty: string;
    oneFile: string;
  };
}

export const RECORD_DOCUMENT_LIMITS: DocumentKindLimits = {
  maxMb: DOCUMENT_MAX_MB,
  maxBytes: DOCUMENT_MAX_BYTES,
  contentTypes: DOCUMENT_CONTENT_TYPES,
  textExtensions: {},
  inlineTypes: DOCUMENT_CONTENT_TYPES,
  accept: DOCUMENT_ACCEPT,
  messages: {
    ...DOCUMENT_MESSAGES,
    notText: DOCUMENT_MESSAGES.wrongType,
  },
};

const LIBRARY_MAX_MB = 25;
const OFFICE_TYPES = [
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "application/vnd.oasis.opendocument.text",
  "application/vnd.oasis.opendocument.spreadsheet",
] as const;

/** The library's documents: policies, forms, letters, reports and training material. */
export const LIBRARY_DOCUMENT_LIMITS: DocumentKindLimits = {
  maxMb: LIBRARY_MAX_MB,
  maxBytes: LIBRARY_MAX_MB * 1024 * 1024,
  contentTypes: [
    ...DOCUMENT_CONTENT_TYPES,
    "image/gif",
    "text/plain",
    "text/csv",
    ...OFFICE_TYPES,
  ],
  textExtensions: {
    txt: "text/plain",
    text: "text/plain",
    md: "text/plain",
    log: "text/plain",
    csv: "text/csv",
  },
  inlineTypes: [
    ...DOCUMENT_CONTENT_TYPES,
    "image/gif",
    "text/plain",
    "text/csv",
  ],
  accept:
    ".pdf,.png,.jpg,.jpeg,.webp,.gif,.txt,.md,.csv,.docx,.xlsx,.pptx,.odt,.ods",
  messages: {
    tooLarge: `The file is larger than the ${LIBRARY_MAX_MB} MB limit.`,
    wrongType:
      "Only PDF, image, text, CSV, Word, Excel, PowerPoint and OpenDocument files can be uploaded.",
    notText: "A text or CSV file must be UTF-8 text without NUL bytes.",
    fileRequired: DOCUMENT_MESSAGES.fileRequired,
    empty: DOCUMENT_MESSAGES.empty,
    oneFile: DOCUMENT_MESSAGES.oneFile,
  },
};

const SUPPORT_MAX_MB = 10;
const SUPPORT_IMAGE_TYPES = [
  "image/png",
  "image/jpeg",
  "image/gif",
  "image/webp",
] as const;

/** A support request's attachments (issue 28): screenshots, PDFs and logs, 10 MB each. */
export const SUPPORT_DOCUMENT_LIMITS: DocumentKindLimits = {
  maxMb: SUPPORT_MAX_MB,
  maxBytes: SUPPORT_MAX_MB * 1024 * 1024,
  contentTypes: ["application/pdf", ...SUPPORT_IMAGE_TYPES],
  textExtensions: { txt: "text/plain", log: "text/plain", csv: "text/csv" },
  // Text is downloaded rather than shown: a log opened in a tab is still a page of the app's origin.
  inlineTypes: ["application/pdf", ...SUPPORT_IMAGE_TYPES],
  accept: ".pdf,.png,.jpg,.jpeg,.gif,.webp,.txt,.log,.csv",
  messages: {
    tooLarge: `The file is larger than the ${SUPPORT_MAX_MB} MB limit.`,
    wrongType:
      "Only PDF, PNG, JPEG, GIF, WebP, text, log and CSV files can be attached.",
    notText: "A text, log or CSV file must be UTF-8 text without NUL bytes.",
    fileRequired: DOCUMENT_MESSAGES.fileRequired,
    empty: DOCUMENT_MESSAGES.empty,
    oneFile: DOCUMENT_MESSAGES.oneFile,
  },
};

/** The extension of a file name, lower-cased, without the dot ("" when none). */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf(".");
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
};
