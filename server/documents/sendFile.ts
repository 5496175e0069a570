/**
 * A stored document's bytes as the answer of a content call, for every kind: its recorded type,
 * never sniffed by the browser, and a sandbox so a file opened on its own runs no script and shares
 * no origin with the app. Inline (preview) only when the caller asks for it and the kind allows it.
 */
import type { FastifyReply } from "fastify";
import { contentDispositionHeader } from "../storage/contentDisposition";
import type { StoredFileStream } from "../storage/fileStorage";

export function sendStoredFile(
  reply: FastifyReply,
  stored: StoredFileStream,
  file: { contentType: string; fileName: string; inline: boolean },
) {
  return reply
    .header("Content-Type", file.contentType)
    .header("Content-Length", String(stored.sizeBytes))
    .header(
      "Content-Disposition",
      contentDispositionHeader(
        file.inline ? "inline" : "attachment",
        file.fileName,
      ),
    )
    .header("X-Content-Type-Options", "nosniff")
    .header("Content-Security-Policy", "sandbox")
    .send(stored.stream);
}
