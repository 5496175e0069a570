import path from "node:path";
import fp from "fastify-plugin";
import type { FileStorage } from "./fileStorage";
import { diskFileStorage } from "./fileStorage";
import { createS3Client, s3FileStorage } from "./s3FileStorage";

declare module "fastify" {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/** A day: no upload takes that long, so an older temporary file was abandoned. */
const STALE_TEMPORARY_MS = 86_400_000;

/**
 * Uploaded files under config.uploadDir (`${DATA_DIR}/uploads` unless UPLOAD_DIR is set), or in the
 * S3 bucket with FILE_STORAGE=s3 (uploads are then staged under uploadDir/tmp).
 */
export const fileStoragePlugin = fp(
  async (app) => {
    const { s3, uploadDir } = app.config;
    let storage: FileStorage;
    if (s3) {
      const client = createS3Client(s3);
      storage = s3FileStorage({
        client,
        bucket: s3.bucket,
        prefix: s3.prefix,
        tmpDir: path.join(uploadDir, "tmp"),
      });
      app.addHook("onClose", async () => client.destroy());
      // Where, never with which credentials (an endpoint URL may carry some: its host only).
      app.log.info(
        {
          bucket: s3.bucket,
          endpoint: s3.endpoint && new URL(s3.endpoint).host,
          prefix: s3.prefix,
        },
        "uploaded files stored in S3",
      );
    } else {
      storage = diskFileStorage(uploadDir);
    }
    app.decorate("fileStorage", storage);
    // Age, not presence: another process sharing the directory may be uploading right now.
    app.addHook("onReady", async () => {
      try {
        const removed = await storage.sweepTemporary(STALE_TEMPORARY_MS);
        if (removed > 0)
          app.log.info({ removed }, "abandoned upload files removed");
      } catch (err) {
        app.log.warn({ err }, "could not sweep abandoned upload files");
      }
    });
  },
  { name: "fileStorage", dependencies: ["db"] },
);
