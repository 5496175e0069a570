/**
 * Uploaded files in an S3-compatible bucket (issue 26), on the AWS SDK v3. An upload is staged to a
 * local temporary file like on disk (./staging.ts), and its commit uploads that file under a new
 * random key (with the configured prefix), then removes it: a failed or refused upload never reaches
 * the bucket. Only objects under the prefix whose names are keys of ours are ever listed, so the
 * orphan sweep cannot touch anything else in a shared bucket.
 */
import fs from "node:fs";
import fsp from "node:fs/promises";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  paginateListObjectsV2,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../config/storage";
import type { FileStorage } from "./fileStorage";
import {
  checkStorageKey,
  KEY_PATTERN,
  newStorageKey,
  stageLocally,
  sweepTemporaryFiles,
} from "./staging";

/** A bucket that does not answer the connection within this is reported, not waited for. */
const CONNECT_TIMEOUT_MS = 5_000;

/** The SDK's client for these settings; it logs nothing (no key or secret can reach a log line). */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    // Unset: the SDK's default chain (environment, shared profile, instance or task role).
    credentials: settings.credentials ?? undefined,
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS },
  });
}

export interface S3StorageOptions {
  client: S3Client;
  bucket: string;
  /** "" or ending with "/". */
  prefix: string;
  /** Where uploads are staged on this machine. */
  tmpDir: string;
}

/** A missing object: GetObject's NoSuchKey, HeadObject's bare 404. */
const isMissingObject = (e: unknown) =>
  e instanceof S3ServiceException &&
  (e.name === "NoSuchKey" ||
    e.name === "NotFound" ||
    e.$metadata.httpStatusCode === 404);

export function s3FileStorage(options: S3StorageOptions): FileStorage {
  const { client, bucket, prefix, tmpDir } = options;
  const objectKey = (key: string) => `${prefix}${checkStorageKey(key)}`;

  return {
    stage(source, maxBytes) {
      return stageLocally(
        tmpDir,
        source,
        maxBytes,
        async ({ localPath, sha256 }) => {
          const key = newStorageKey();
          const { size } = await fsp.stat(localPath);
          await client.send(
            new PutObjectCommand({
              Bucket: bucket,
              Key: objectKey(key),
              Body: fs.createReadStream(localPath),
              ContentLength: size,
              ContentType: "application/octet-stream",
              // The hash staging computed: the service refuses bytes that arrive otherwise, and the
              // SDK then sends a plain body (no aws-chunked trailer, which some compatible services
              // would store as part of the object).
              ChecksumSHA256: Buffer.from(sha256, "hex").toString("base64"),
            }),
          );
          // Stored: a temporary file that cannot be removed now goes with the next sweep.
          await fsp.rm(localPath, { force: true }).catch(() => undefined);
          return key;
        },
      );
    },

    async open(key) {
      try {
        const object = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        if (!(object.Body instanceof Readable))
          throw new Error("The S3 client did not answer a Node stream.");
        return { stream: object.Body, sizeBytes: object.ContentLength ?? 0 };
      } catch (e) {
        if (isMissingObject(e)) return null;
        throw e;
      }
    },

    async remove(key) {
      // S3 answers 204 for a missing object too.
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
      );
    },

    async exists(key) {
      try {
        await client.send(
          new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return true;
      } catch (e) {
        if (isMissingObject(e)) return false;
        throw e;
      }
    },

    async *list() {
      const pages = paginateListObjectsV2(
        { client },
        { Bucket: bucket, Prefix: prefix },
      );
      for await (const page of pages) {
        for (const object of page.Contents ?? []) {
          const key = object.Key?.slice(prefix.length) ?? "";
          // Other objects under the prefix are not ours to list (nor to sweep).
          if (!KEY_PATTERN.test(key)) continue;
          yield { key, modifiedAt: object.LastModified ?? new Date() };
        }
      }
    },

    sweepTemporary(olderThanMs) {
      return sweepTemporaryFiles(tmpDir, olderThanMs);
    },
  };
}
