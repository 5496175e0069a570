/**
 * Where uploaded files live (issue 26): a directory (UPLOAD_DIR, in ./database.ts) or an
 * S3-compatible bucket; and the switch of the sweep that removes files no document points to.
 */
import { z } from "zod";
import { bool } from "./shared";

export const storageSettings = {
  /**
   * "disk" keeps files under UPLOAD_DIR (one machine, or processes sharing one file system); "s3"
   * in the S3_BUCKET bucket (UPLOAD_DIR then holds only uploads in progress).
   */
  FILE_STORAGE: z.enum(["disk", "s3"]).default("disk"),
  S3_BUCKET: z
    .string()
    .trim()
    .optional()
    .refine(
      (b) => !b || !/[/:\s]/.test(b),
      "Give the bucket's name only, e.g. nemt-uploads (not an s3:// or https:// address).",
    ),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  /** An S3-compatible service's address (MinIO, Ceph, R2…); unset: Amazon S3 of S3_REGION. */
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "Give an http:// or https:// URL." })
    .optional(),
  /** Bucket in the path rather than the host name, as most S3-compatible services need. */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** Both or neither; neither: the SDK's default chain (environment, profile, instance role…). */
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Objects are stored under this prefix ("nemt/" for "nemt"); only they are ever listed or swept. */
  S3_PREFIX: z
    .string()
    .trim()
    .default("")
    .refine(
      (p) => !p.startsWith("/"),
      "Give the prefix without a leading slash, e.g. nemt/uploads.",
    )
    .transform((p) => (p && !p.endsWith("/") ? `${p}/` : p)),
  /**
   * Whether this process runs the daily sweep of stored files that no document row points to
   * (server/documents/orphanSweep.ts), when PERIODIC_JOBS is on too.
   */
  DOCUMENT_ORPHAN_JOB: bool.default(true),
};

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  /** "" or ending with "/". */
  prefix: string;
  /** null: the SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
}

interface RawStorage {
  FILE_STORAGE: "disk" | "s3";
  S3_BUCKET?: string;
  S3_REGION: string;
  S3_ENDPOINT?: string;
  S3_FORCE_PATH_STYLE: boolean;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_PREFIX: string;
}

/** The configuration's lines about the S3 settings (none for the disk storage). */
export function storageProblems(raw: RawStorage): string[] {
  if (raw.FILE_STORAGE !== "s3") return [];
  const problems: string[] = [];
  if (!raw.S3_BUCKET)
    problems.push("  S3_BUCKET: required with FILE_STORAGE=s3.");
  if (!raw.S3_ACCESS_KEY_ID !== !raw.S3_SECRET_ACCESS_KEY)
    problems.push(
      "  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither to use the SDK's default credentials.",
    );
  return problems;
}

/** The bucket's settings with FILE_STORAGE=s3 (checked by storageProblems), else null. */
export function s3Of(raw: RawStorage): S3Settings | null {
  if (raw.FILE_STORAGE !== "s3" || !raw.S3_BUCKET) return null;
  return {
    bucket: raw.S3_BUCKET,
    region: raw.S3_REGION,
    endpoint: raw.S3_ENDPOINT,
    forcePathStyle: raw.S3_FORCE_PATH_STYLE,
    prefix: raw.S3_PREFIX,
    credentials:
      raw.S3_ACCESS_KEY_ID && raw.S3_SECRET_ACCESS_KEY
        ? {
            accessKeyId: raw.S3_ACCESS_KEY_ID,
            secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
          }
        : null,
  };
}
