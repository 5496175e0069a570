/**
 * The checks every uploaded document's file passes, whatever its kind (a vehicle's, a trip's, the
 * library's): not too large, not empty, and a type decided by its bytes, never by the client's
 * content type or the file's extension, within the kind's allow-list. Text has no magic bytes: a
 * kind that takes text accepts an unrecognised file named .txt or .csv (LIMITS.textExtensions) when
 * the whole file is UTF-8 without NUL bytes, so HTML dressed up as a PDF is still refused.
 */
import type { DocumentKindLimits } from "../../domain/documentLimits";
import { fileExtension } from "../../domain/documentLimits";
import { AppError } from "../errors";
import type { StagedFile } from "../storage/fileStorage";
import { isCleanText } from "./textRule";

/** A refusal about the file, also reported on the form's file field. */
export const fileError = (status: number, message: string) =>
  new AppError(status, message, [{ field: "file", message }]);

/**
 * The content type the file is stored as; throws 413 (too large) or 422 (empty, a type the kind
 * does not take, text that is not clean UTF-8). 422 rather than 415: the request's media type
 * (multipart) is fine, the file is not.
 */
export async function acceptedContentType(
  file: StagedFile,
  fileName: string,
  limits: DocumentKindLimits,
): Promise<string> {
  const M = limits.messages;
  if (file.tooLarge) throw fileError(413, M.tooLarge);
  if (file.sizeBytes === 0) throw fileError(422, M.empty);
  // Loaded with the first upload, not at start (issue 13, B5).
  const { fileTypeFromBuffer } = await import("file-type");
  const detected = await fileTypeFromBuffer(file.head);
  if (detected) {
    if (!limits.contentTypes.includes(detected.mime))
      throw fileError(422, M.wrongType);
    return detected.mime;
  }
  const textType = Object.hasOwn(limits.textExtensions, fileExtension(fileName))
    ? limits.textExtensions[fileExtension(fileName)]
    : undefined;
  if (!textType) throw fileError(422, M.wrongType);
  if (!(await isCleanText(file.localPath))) throw fileError(422, M.notText);
  return textType;
}
