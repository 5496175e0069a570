/** The disk storage behind vehicle documents: staging, commit, discard, limits, sweeping. */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { FileStorage } from "../../server/storage/fileStorage";
import { diskFileStorage, SNIFF_BYTES } from "../../server/storage/fileStorage";

let root: string;
let storage: FileStorage;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-storage-"));
  storage = diskFileStorage(root);
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const files = () =>
  fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));

const streamOf = (bytes: Buffer, chunk = 1000) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) =>
      bytes.subarray(i * chunk, (i + 1) * chunk),
    ),
  );

describe("diskFileStorage", () => {
  it("stages, hashes and commits under a random key; open gives the same bytes", async () => {
    const bytes = Buffer.from(Array.from({ length: 9000 }, (_, i) => i % 251));
    const staged = await storage.stage(streamOf(bytes), 10_000);
    expect(staged).toMatchObject({ sizeBytes: 9000, tooLarge: false });
    expect(staged.sha256).toBe(
      createHash("sha256").update(bytes).digest("hex"),
    );
    expect(staged.head.equals(bytes.subarray(0, SNIFF_BYTES))).toBe(true);
    expect(files()).toHaveLength(1);
    expect(files()[0]).toMatch(/^tmp\/[a-f0-9]{32}\.part$/);

    const key = await staged.commit();
    expect(key).toMatch(/^[a-f0-9]{32}$/);
    expect(files()).toEqual([`files/${key.slice(0, 2)}/${key}`]);
    await staged.discard(); // after commit: nothing to do
    expect(await storage.exists(key)).toBe(true);

    const opened = await storage.open(key);
    expect(opened?.sizeBytes).toBe(9000);
    const chunks: Buffer[] = [];
    for await (const c of opened!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(bytes)).toBe(true);

    await storage.remove(key);
    await storage.remove(key); // a missing file is not an error
    expect(await storage.open(key)).toBeNull();
    expect(files()).toEqual([]);
  });

  it("marks a file past the limit and writes nothing beyond it; discard leaves nothing", async () => {
    const staged = await storage.stage(streamOf(Buffer.alloc(5001, 1)), 5000);
    expect(staged.tooLarge).toBe(true);
    expect(staged.sizeBytes).toBe(5001);
    const [tmp] = files();
    expect(fs.statSync(path.join(root, tmp)).size).toBeLessThanOrEqual(5000);
    await staged.discard();
    expect(files()).toEqual([]);
  });

  it("removes the temporary file when the source fails midway", async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(100));
        this.destroy(new Error("client went away"));
      },
    });
    await expect(storage.stage(failing, 1000)).rejects.toThrow(
      "client went away",
    );
    expect(files()).toEqual([]);
  });

  it("refuses keys that are not its own (no path from user input)", async () => {
    await expect(storage.open("../../etc/passwd")).rejects.toThrow(
      "Invalid storage key",
    );
    await expect(storage.remove("a".repeat(31))).rejects.toThrow(
      "Invalid storage key",
    );
  });

  it("sweeps only temporary files older than the given age", async () => {
    const old = await storage.stage(streamOf(Buffer.from("old")), 100);
    await storage.stage(streamOf(Buffer.from("new")), 100);
    const [first] = files().filter((f) => f.startsWith("tmp/"));
    const past = new Date(Date.now() - 2 * 86_400_000);
    fs.utimesSync(path.join(root, first), past, past);
    expect(await storage.sweepTemporary(86_400_000)).toBe(1);
    expect(files()).toHaveLength(1);
    await old.discard();
    expect(
      await diskFileStorage(path.join(root, "none")).sweepTemporary(1),
    ).toBe(0);
  });
});
