/**
 * The text of an uploaded document, for the library's full-text search (issue 26): a PDF's text
 * through pdf.js (unpdf), a plain-text or CSV file as UTF-8, normalized by ./textNormalize.ts.
 *
 * Off the main thread, like the password-strength estimator (server/auth/strengthThreads.ts): a
 * 200-page PDF costs seconds of CPU, which must not stop every other request. A few worker threads
 * (./extractionWorker.ts) behind a bounded queue (server/workers/threadPool.ts); they start with
 * the first extraction, are unref'd between extractions, and end after a minute without work.
 *
 * Never throws: a file whose text cannot be had (a broken or image-only PDF, a thread that failed,
 * took too long or ran out of memory, a full queue) answers "" and the document is stored without
 * searchable text. What is logged is the kind of failure, never the file's text or name.
 */
import type { FastifyBaseLogger } from "fastify";
import { QueueFullError } from "../auth/workQueue";
import type { QueueLimits } from "../auth/workQueue";
import { ThreadPool } from "../workers/threadPool";

export interface ExtractionRequest {
  filePath: string;
  kind: "pdf" | "text";
}

export interface ExtractionAnswer {
  text: string;
  /** Why there is no text (an error's name), when the extraction failed. */
  failure?: string;
}

type Log = Pick<FastifyBaseLogger, "warn">;

/** The content types with a text to extract, and how. */
const KINDS: Record<string, ExtractionRequest["kind"]> = {
  "application/pdf": "pdf",
  "text/plain": "text",
  "text/csv": "text",
};

// The sources run under tsx (.ts); the production bundle (scripts/build-server.mjs) holds .js.
const WORKER_URL = new URL(
  import.meta.url.endsWith(".ts")
    ? "./extractionWorker.ts"
    : "./extractionWorker.js",
  import.meta.url,
);

const pool = new ThreadPool<ExtractionRequest, ExtractionAnswer>({
  url: WORKER_URL,
  name: "The text extractor's thread",
  // One thread: the machines have few cores, and the requests' own work needs them more.
  limits: { concurrency: 1, maxWaiting: 32 },
  // An idle thread ends after a minute: pdf.js holds tens of MB.
  idleMs: 60_000,
  // A file that takes longer is stored without text (its thread is ended).
  timeoutMs: 30_000,
  // A PDF built to exhaust memory ends its thread, not the process.
  resourceLimits: { maxOldGenerationSizeMb: 512 },
});

/** The pool's size: threads (the queue's concurrency) and how many extractions may wait. */
export function configureExtractionThreads(limits: QueueLimits): void {
  pool.limits = limits;
}

/** The reason of a failure, for the log: a code or an error's name, never a message (it could quote the file). */
function failureKind(error: unknown): string {
  if (error instanceof QueueFullError) return "queue full";
  if (error instanceof Error && "code" in error) return String(error.code);
  return error instanceof Error ? error.name : "error";
}

/**
 * The file's text, normalized (./textNormalize.ts), or "" when it has none to give: a content type
 * without text answers at once, the others on a worker thread.
 */
export async function extractText(
  filePath: string,
  contentType: string,
  log?: Log,
): Promise<string> {
  const kind = KINDS[contentType.split(";")[0]?.trim().toLowerCase() ?? ""];
  if (!kind) return "";
  try {
    const answer = await pool.run({ filePath, kind });
    if (answer.failure)
      log?.warn(
        { failure: answer.failure, contentType },
        "no text extracted from a document",
      );
    return answer.text;
  } catch (error) {
    log?.warn(
      { failure: failureKind(error), contentType },
      "text extraction failed",
    );
    return "";
  }
}
