/**
 * The S3 file storage (issue 26) against a local S3-compatible server (s3rver) started here: the
 * storage's round trip through the AWS SDK, refused and discarded stages leaving nothing in the
 * bucket, listing only our keys under the prefix, the configuration's checks, and an upload through
 * the app configured with FILE_STORAGE=s3. The server failing to start fails these tests.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig, testConfig } from "../../server/config";
import type { FileStorage } from "../../server/storage/fileStorage";
import { SNIFF_BYTES } from "../../server/storage/fileStorage";
import {
  createS3Client,
  s3FileStorage,
} from "../../server/storage/s3FileStorage";
import type { Headers } from "./support/api";
import { as, get } from "./support/api";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { buildVehicle, PDF_BYTES, upload } from "./support/vehicleFactories";

const BUCKET = "nemt-test";
// s3rver's fixed credentials.
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

let dir: string;
let server: S3rver;
let endpoint: string;
let client: S3Client;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-s3-"));
  server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(dir, "bucket-data"),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  client = createS3Client({
    bucket: BUCKET,
    region: "us-east-1",
    endpoint,
    forcePathStyle: true,
    prefix: "",
    credentials: CREDENTIALS,
  });
});

afterAll(async () => {
  client?.destroy();
  await server?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

/** Every object key in the bucket, listed straight through the SDK. */
async function bucketKeys(): Promise<string[]> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  return (page.Contents ?? []).map((o) => o.Key ?? "").sort();
}

const streamOf = (bytes: Buffer, chunk = 1000) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
      bytes.subarray(i * chunk, (i + 1) * chunk),
    ),
  );

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

async function keysListed(storage: FileStorage) {
  const listed: { key: string; modifiedAt: Date }[] = [];
  for await (const entry of storage.list()) listed.push(entry);
  return listed;
}

describe("s3FileStorage", () => {
  let tmpDir: string;
  let storage: FileStorage;
  beforeAll(() => {
    tmpDir = path.join(dir, "staging");
    storage = s3FileStorage({
      client,
      bucket: BUCKET,
      prefix: "unit/",
      tmpDir,
    });
  });
  const tmpFiles = () => (fs.existsSync(tmpDir) ? fs.readdirSync(tmpDir) : []);

  it("stages locally, commits to the bucket under a random key, opens, lists and removes it", async () => {
    const bytes = Buffer.from(Array.from({ length: 9000 }, (_, i) => i % 251));
    const staged = await storage.stage(streamOf(bytes), 10_000);
    expect(staged).toMatchObject({ sizeBytes: 9000, tooLarge: false });
    expect(staged.sha256).toBe(
      createHash("sha256").update(bytes).digest("hex"),
    );
    expect(staged.head.equals(bytes.subarray(0, SNIFF_BYTES))).toBe(true);
    expect(fs.readFileSync(staged.localPath).equals(bytes)).toBe(true);

    const key = await staged.commit();
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(fs.existsSync(staged.localPath)).toBe(false);
    await staged.discard(); // after commit: nothing to do
    expect(await bucketKeys()).toEqual([`unit/${key}`]);
    expect(await storage.exists(key)).toBe(true);

    const opened = await storage.open(key);
    expect(opened?.sizeBytes).toBe(9000);
    expect((await readAll(opened!.stream)).equals(bytes)).toBe(true);

    const listed = await keysListed(storage);
    expect(listed.map((e) => e.key)).toEqual([key]);
    expect(Math.abs(listed[0].modifiedAt.getTime() - Date.now())).toBeLessThan(
      60_000,
    );

    await storage.remove(key);
    await storage.remove(key); // a missing object is not an error
    expect(await storage.open(key)).toBeNull();
    expect(await storage.exists(key)).toBe(false);
    expect(await bucketKeys()).toEqual([]);
    expect(tmpFiles()).toEqual([]);
  });

  it("a discarded stage leaves no object and no temporary file", async () => {
    const staged = await storage.stage(streamOf(Buffer.from("refused")), 100);
    expect(tmpFiles()).toHaveLength(1);
    await staged.discard();
    await expect(staged.commit()).rejects.toThrow("already settled");
    expect(tmpFiles()).toEqual([]);
    expect(await bucketKeys()).toEqual([]);
  });

  it("reports a stage past the limit without writing beyond it", async () => {
    const staged = await storage.stage(streamOf(Buffer.alloc(5001, 1)), 5000);
    expect(staged).toMatchObject({ tooLarge: true, sizeBytes: 5001 });
    expect(fs.statSync(staged.localPath).size).toBeLessThanOrEqual(5000);
    await staged.discard();
    expect(tmpFiles()).toEqual([]);
    expect(await bucketKeys()).toEqual([]);
  });

  it("lists only its own keys under its prefix, and refuses keys that are not its own", async () => {
    const ours = "ab".repeat(16);
    for (const Key of [`unit/${ours}`, "unit/notes.txt", `other/${ours}`])
      await client.send(
        new PutObjectCommand({ Bucket: BUCKET, Key, Body: "x" }),
      );
    expect((await keysListed(storage)).map((e) => e.key)).toEqual([ours]);
    await expect(storage.open("../other/x")).rejects.toThrow(
      "Invalid storage key",
    );
    await expect(storage.remove("unit/notes.txt")).rejects.toThrow(
      "Invalid storage key",
    );
    for (const key of [ours]) await storage.remove(key);
    expect(await bucketKeys()).toEqual([`other/${ours}`, "unit/notes.txt"]);
  });
});

describe("FILE_STORAGE configuration", () => {
  it("keeps the disk in tests and by default", () => {
    expect(testConfig().s3).toBeNull();
    expect(testConfig({ S3_BUCKET: BUCKET }).s3).toBeNull();
  });

  it("reads the bucket's settings, with a prefix ending in a slash", () => {
    const config = testConfig({
      FILE_STORAGE: "s3",
      S3_BUCKET: BUCKET,
      S3_PREFIX: "nemt/uploads",
      S3_ENDPOINT: "http://127.0.0.1:9000",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(config.s3).toEqual({
      bucket: BUCKET,
      region: "us-east-1",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      prefix: "nemt/uploads/",
      credentials: null,
    });
  });

  it("refuses to start without a bucket, with half a key pair, or with a bad address", () => {
    expect(() => parseConfig({ FILE_STORAGE: "s3" })).toThrow(
      "S3_BUCKET: required with FILE_STORAGE=s3.",
    );
    expect(() =>
      parseConfig({
        FILE_STORAGE: "s3",
        S3_BUCKET: BUCKET,
        S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      }),
    ).toThrow("S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both");
    expect(() =>
      parseConfig({ FILE_STORAGE: "s3", S3_BUCKET: `s3://${BUCKET}` }),
    ).toThrow("S3_BUCKET: Give the bucket's name only");
    expect(() =>
      parseConfig({
        FILE_STORAGE: "s3",
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: "ftp://x",
      }),
    ).toThrow("S3_ENDPOINT: Give an http:// or https:// URL.");
    expect(() => parseConfig({ FILE_STORAGE: "cloud" })).toThrow(
      "FILE_STORAGE",
    );
  });
});

describe("the app with FILE_STORAGE=s3", () => {
  let t: TestApp;
  let headers: Headers;
  let vehicleId: string;
  beforeAll(async () => {
    t = await buildTestApp({
      FILE_STORAGE: "s3",
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      S3_PREFIX: "app",
    });
    headers = (await as(t, "dataadmin")).headers;
    vehicleId = (await buildVehicle(t.db)).id;
  });
  afterAll(() => t?.close());

  const appObjects = async () =>
    (await bucketKeys()).filter((k) => k.startsWith("app/"));
  const localFiles = () =>
    !fs.existsSync(t.uploadDir)
      ? []
      : fs
          .readdirSync(t.uploadDir, { recursive: true, withFileTypes: true })
          .filter((e) => e.isFile());

  it("stores an upload in the bucket and gives back the same bytes", async () => {
    const res = await upload(
      t,
      headers,
      { vehicleId, documentType: "registration" },
      { name: "registration.pdf", type: "application/pdf", bytes: PDF_BYTES },
    );
    expect(res.statusCode, res.body).toBe(201);
    const objects = await appObjects();
    expect(objects).toHaveLength(1);
    expect(objects[0]).toMatch(/^app\/[a-f0-9]{32}$/);
    expect(localFiles()).toEqual([]);

    const content = await get(
      t,
      `/api/vehicles/documents/${res.json().data.vehicleDocumentId}/content`,
      headers,
    );
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it("a refused upload (wrong type) leaves no object in the bucket", async () => {
    const before = await appObjects();
    const res = await upload(
      t,
      headers,
      { vehicleId, documentType: "registration" },
      {
        name: "registration.pdf",
        type: "application/pdf",
        bytes: Buffer.from("This is not a PDF at all.\n".repeat(20)),
      },
    );
    expect(res.statusCode).toBe(422);
    expect(await appObjects()).toEqual(before);
    expect(localFiles()).toEqual([]);
  });
});
