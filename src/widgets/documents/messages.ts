import {
  DOCUMENT_MAX_MB,
  DOCUMENT_MESSAGES,
} from "../../../domain/documentLimits";

/**
 * The English words every kind of document shares (…documents.* of its resource): a kind spreads
 * them into its `documents` messages and adds its title, types, empty list and notifications.
 */
export const documentMessages = {
  listTitle: "Documents",
  fields: {
    documentType: "Type",
    fileName: "File",
    sizeBytes: "Size",
    createdAt: "Added",
    file: "Document file",
    actions: "Actions",
  },
  upload: {
    title: "Upload a document",
    hint: `PDF, PNG, JPEG or WebP, up to ${DOCUMENT_MAX_MB} MB.`,
    submit: "Upload",
    uploading: "Uploading…",
  },
  errors: {
    tooLarge: DOCUMENT_MESSAGES.tooLarge,
    wrongType: DOCUMENT_MESSAGES.wrongType,
    empty: DOCUMENT_MESSAGES.empty,
    fileRequired: DOCUMENT_MESSAGES.fileRequired,
    previewFailed: "The document could not be loaded.",
  },
  action: {
    preview: "Preview",
    download: "Download",
    previewOf: "Preview %{name}",
    downloadOf: "Download %{name}",
    deleteOf: "Delete %{name}",
  },
  previewTitle: "Preview of %{name}",
};
