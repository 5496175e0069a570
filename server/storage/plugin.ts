import fp from "fastify-plugin";
import type { FileStorage } from "./fileStorage";
import { diskFileStorage } from "./fileStorage";

declare module "fastify" {
  interface FastifyInstance {
    fileStorage: FileStorage;
  }
}

/** A day: no upload takes that long, so an older temporary file was abandoned. */
const STALE_TEMPORARY_MS = 86_400_000;

/** Uploaded files under config.uploadDir (`${DATA_DIR}/uploads` unless UPLOAD_DIR is set). */
export const fileStoragePlugin = fp(
  async (app) => {
    const storage = diskFileStorage(app.config.uploadDir);
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
