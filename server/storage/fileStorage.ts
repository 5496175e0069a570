/**
 * Uploaded files on disk. A file is streamed into a temporary name (hashed and counted on the way),
 * then either committed (renamed to a random storage key, atomically, on the same file system) or
 * discarded: a failed upload never leaves a file behind under a real key. Keys are random, never
 * the user's file name, and are checked before any path is built from them.
 */
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

/** Bytes kept from the start of a file for type sniffing (file-type reads at most this many). */
export const SNIFF_BYTES = 4100;

const KEY_PATTERN = /^[a-f0-9]{32}$/;

export interface StagedFile {
  /** Bytes received (counting stops being exact only beyond maxBytes: tooLarge says so). */
  sizeBytes: number;
  /** More than maxBytes arrived; the excess was not written. */
  tooLarge: boolean;
  /** Hex SHA-256 of the bytes written. */
  sha256: string;
  /** The first SNIFF_BYTES bytes. */
  head: Buffer;
  /** Moves the file under a new random key and returns the key. */
  commit(): Promise<string>;
  /** Removes the temporary file (safe to call more than once, or after commit: then a no-op). */
  discard(): Promise<void>;
}

export interface StoredFileStream {
  stream: Readable;
  sizeBytes: number;
}

export interface FileStorage {
  stage(source: Readable, maxBytes: number): Promise<StagedFile>;
  /** The stored file, or null when no file exists under this key. */
  open(key: string): Promise<StoredFileStream | null>;
  /** Removes a stored file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Removes temporary files older than this (left by a process that stopped mid-upload). */
  sweepTemporary(olderThanMs: number): Promise<number>;
}

const isMissing = (e: unknown) =>
  (e as { code?: string } | null)?.code === "ENOENT";

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

export function diskFileStorage(root: string): FileStorage {
  const tmpDir = path.join(root, "tmp");
  // Two levels of fan-out keep directories small with many files.
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error("Invalid storage key");
    return path.join(root, "files", key.slice(0, 2), key);
  };

  return {
    async stage(source, maxBytes) {
      await fsp.mkdir(tmpDir, { recursive: true });
      const tmpPath = path.join(
        tmpDir,
        `${randomBytes(16).toString("hex")}.part`,
      );
      const m = meter(maxBytes);
      try {
        await pipeline(
          source,
          m.transform,
          fs.createWriteStream(tmpPath, { flags: "wx", mode: 0o600 }),
        );
      } catch (e) {
        await fsp.rm(tmpPath, { force: true });
        throw e;
      }
      let settled = false;
      return {
        ...m.result(),
        async commit() {
          if (settled) throw new Error("Staged file already settled");
          const key = randomBytes(16).toString("hex");
          const target = pathOf(key);
          await fsp.mkdir(path.dirname(target), { recursive: true });
          await fsp.rename(tmpPath, target);
          settled = true;
          return key;
        },
        async discard() {
          if (settled) return;
          settled = true;
          await fsp.rm(tmpPath, { force: true });
        },
      };
    },

    async open(key) {
      const file = pathOf(key);
      try {
        const stat = await fsp.stat(file);
        return { stream: fs.createReadStream(file), sizeBytes: stat.size };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },

    async remove(key) {
      await fsp.rm(pathOf(key), { force: true });
    },

    async sweepTemporary(olderThanMs) {
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
    },

    async exists(key) {
      try {
        await fsp.access(pathOf(key));
        return true;
      } catch (e) {
        if (isMissing(e)) return false;
        throw e;
      }
    },
  };
}
