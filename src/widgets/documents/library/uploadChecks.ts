/**
 * The upload dialog's early check of a chosen file (issue 26), against the same limits the server
 * applies (LIBRARY_DOCUMENT_LIMITS). It only refuses what is certainly wrong: the server sniffs the
 * bytes and has the last word, so a file whose type the browser cannot tell is let through.
 */
import type { DocumentKindLimits } from "../../../../domain/documentLimits";
import { fileExtension } from "../../../../domain/documentLimits";

/** Keys of DocumentKindLimits.messages (and of pages.documents.upload.errors). */
export type FileProblem = "tooLarge" | "empty" | "wrongType";

/** The extensions of the limits' `accept` list (".pdf,.png,…,text/csv" → pdf, png, …). */
const acceptedExtensions = (limits: DocumentKindLimits): Set<string> =>
  new Set(
    limits.accept
      .split(",")
      .map((a) => a.trim())
      .filter((a) => a.startsWith("."))
      .map((a) => a.slice(1).toLowerCase()),
  );

/** Browsers answer "" or a generic type when they cannot tell. */
const UNSURE_TYPES = new Set(["", "application/octet-stream"]);

export function fileProblem(
  file: Pick<File, "name" | "size" | "type">,
  limits: DocumentKindLimits,
): FileProblem | null {
  if (file.size === 0) return "empty";
  if (file.size > limits.maxBytes) return "tooLarge";
  const ext = fileExtension(file.name);
  const knownType = limits.contentTypes.includes(file.type);
  const knownExtension =
    ext in limits.textExtensions || acceptedExtensions(limits).has(ext);
  if (knownType || knownExtension || UNSURE_TYPES.has(file.type)) return null;
  return "wrongType";
}

/** A new document's default title: its file's name without the extension. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf(".");
  return (dot > 0 ? name.slice(0, dot) : name).trim();
}
