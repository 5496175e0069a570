/**
 * What every FileStorage shares: an upload is streamed into a local temporary file (hashed, counted
 * and cut at the limit on the way), then either committed by the storage (renamed on disk, uploaded
 * to S3) or discarded. Keys are random, never the user's file name, and are checked before anything
 * is built from them.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { StagedFile } from "./fileStorage";

/** Bytes kept from the start of a file for type sniffing (file-type reads at most this many). */
export const SNIFF_BYTES = 4100;

export const KEY_PATTERN = /^[a-f0-9]{32}$/;

/** A new random storage key (128 bits, hex). */
export const newStorageKey = () => randomBytes(16).toString("hex");

/** The key itself when it is one of ours; throws otherwise (nothing is built from user input). */
export function checkStorageKey(key: string): string {
  if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
  return key;
}

export const isMissing = (e: unknown) =>
  (e as { code?: string } | null)?.code === "ENOENT";

/** What staging learnt about the bytes (StagedFile without its actions). */
export type StagedBytes = Pick<
  StagedFile,
  "sizeBytes" | "tooLarge" | "sha256" | "head" | "localPath"
>;

/** Counts, hashes and keeps the head of what passes; drops everything past the limit. */
function meter(maxBytes: number) {
  const hash = createHash("sha256");
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) return done(); // keep draining the source, store nothing more
      hash.update(chunk);
      if (headLength < SNIFF_BYTES) {
        const part = chunk.subarray(0, SNIFF_BYTES - headLength);
        head.push(part);
        headLength += part.length;
      }
      done(null, chunk);
    },
  });
  return {
    transform,
    result: () => ({
      sizeBytes: size,
      tooLarge: size > maxBytes,
      sha256: hash.digest("hex"),
      head: Buffer.concat(head),
    }),
  };
}

/**
 * Streams `source` into a new file under `tmpDir` and answers the staged file. Its commit calls
 * `store`, which must move the bytes under the key it returns and leave nothing at `localPath`;
 * until `store` succeeds, discard still removes the temporary file.
 */
export async function stageLocally(
  tmpDir: string,
  source: Readable,
  maxBytes: number,
  store: (staged: StagedBytes) => Promise<string>,
): Promise<StagedFile> {
  await fsp.mkdir(tmpDir, { recursive: true });
  const localPath = path.join(tmpDir, `${newStorageKey()}.part`);
  const m = meter(maxBytes);
  try {
    await pipeline(
      source,
      m.transform,
      fs.createWriteStream(localPath, { flags: "wx", mode: 0o600 }),
    );
  } catch (e) {
    await fsp.rm(localPath, { force: true });
    throw e;
  }
  const bytes: StagedBytes = { ...m.result(), localPath };
  let settled = false;
  return {
    ...bytes,
    async commit() {
      if (settled) throw new Error("Staged file already settled");
      const key = await store(bytes);
      settled = true;
      return key;
    },
    async discard() {
      if (settled) return;
      settled = true;
      await fsp.rm(localPath, { force: true });
    },
  };
}

/** Removes the files in `tmpDir` older than `olderThanMs`; answers how many. */
export async function sweepTemporaryFiles(
  tmpDir: string,
  olderThanMs: number,
): Promise<number> {
  const names = await fsp.readdir(tmpDir).catch((e: unknown) => {
    if (isMissing(e)) return [] as string[];
    throw e;
  });
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of names) {
    const file = path.join(tmpDir, name);
    const stat = await fsp.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < cutoff) {
      await fsp.rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
