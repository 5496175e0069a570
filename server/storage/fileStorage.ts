/**
 * Uploaded files. Every storage stages an upload to a local temporary file (./staging.ts: hashed and
 * counted on the way), then either commits it under a new random key or discards it: a failed upload
 * never leaves a file behind under a real key. This file has the interface and the disk storage,
 * which commits by renaming (atomic on one file system); ./s3FileStorage.ts is the S3 one.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import {
  checkStorageKey,
  isMissing,
  KEY_PATTERN,
  newStorageKey,
  stageLocally,
  sweepTemporaryFiles,
} from "./staging";

export { SNIFF_BYTES } from "./staging";

export interface StagedFile {
  /** Bytes received (counting stops being exact only beyond maxBytes: tooLarge says so). */
  sizeBytes: number;
  /** More than maxBytes arrived; the excess was not written. */
  tooLarge: boolean;
  /** Hex SHA-256 of the bytes written. */
  sha256: string;
  /** The first SNIFF_BYTES bytes. */
  head: Buffer;
  /** The staged bytes on local disk, readable until commit or discard (text extraction reads it). */
  localPath: string;
  /** Stores the file under a new random key and returns the key. */
  commit(): Promise<string>;
  /** Removes the temporary file (safe to call more than once, or after commit: then a no-op). */
  discard(): Promise<void>;
}

export interface StoredFileStream {
  stream: Readable;
  sizeBytes: number;
}

/** A stored file as listed: its key and when it was written. */
export interface StoredKey {
  key: string;
  modifiedAt: Date;
}

export interface FileStorage {
  stage(source: Readable, maxBytes: number): Promise<StagedFile>;
  /** The stored file, or null when no file exists under this key. */
  open(key: string): Promise<StoredFileStream | null>;
  /** Removes a stored file; a missing one is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored file (committed ones only, never temporary files), in no promised order. */
  list(): AsyncIterable<StoredKey>;
  /** Removes temporary files older than this (left by a process that stopped mid-upload). */
  sweepTemporary(olderThanMs: number): Promise<number>;
}

const SHARD_PATTERN = /^[a-f0-9]{2}$/;

async function namesIn(dir: string): Promise<string[]> {
  try {
    return await fsp.readdir(dir);
  } catch (e) {
    if (isMissing(e)) return [];
    throw e;
  }
}

export function diskFileStorage(root: string): FileStorage {
  const tmpDir = path.join(root, "tmp");
  const filesDir = path.join(root, "files");
  // Two levels of fan-out keep directories small with many files.
  const pathOf = (key: string) =>
    path.join(filesDir, key.slice(0, 2), checkStorageKey(key));

  return {
    stage(source, maxBytes) {
      return stageLocally(tmpDir, source, maxBytes, async ({ localPath }) => {
        const key = newStorageKey();
        const target = pathOf(key);
        await fsp.mkdir(path.dirname(target), { recursive: true });
        await fsp.rename(localPath, target);
        return key;
      });
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

    sweepTemporary(olderThanMs) {
      return sweepTemporaryFiles(tmpDir, olderThanMs);
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

    async *list() {
      for (const shard of await namesIn(filesDir)) {
        if (!SHARD_PATTERN.test(shard)) continue;
        for (const name of await namesIn(path.join(filesDir, shard))) {
          // Anything else in the tree (a stray copy, an editor's backup) is not a stored file.
          if (!KEY_PATTERN.test(name) || !name.startsWith(shard)) continue;
          const stat = await fsp
            .stat(path.join(filesDir, shard, name))
            .catch((e: unknown) => {
              if (isMissing(e)) return null; // removed meanwhile
              throw e;
            });
          if (stat?.isFile()) yield { key: name, modifiedAt: stat.mtime };
        }
      }
    },
  };
}
