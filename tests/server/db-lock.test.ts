/**
 * The data directory's lock after a kill -9 (issue 8): taken over at once instead of after the
 * 30 s stale time. Slow by nature (about 4 s): the child process starts tsx and PGlite (~2 s), and
 * the test opens PGlite on the same directory again (~2 s, recovering the killed cluster).
 */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, openPglite } from "../../server/db/client";

const HOLDER = path.join(import.meta.dirname, "support", "holdDataDir.ts");

let child: ChildProcess | undefined;
let dataDir: string | undefined;

afterEach(() => {
  child?.kill("SIGKILL");
  child = undefined;
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
});

/** Starts a process that holds `dir` open, resolving once it has the lock and PGlite is up. */
async function startHolder(dir: string): Promise<ChildProcess> {
  const holder = spawn(process.execPath, ["--import", "tsx", HOLDER, dir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  holder.stdout.setEncoding("utf8");
  holder.stdout.on("data", (chunk: string) => {
    out += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    holder.stdout.on("data", () => {
      if (out.includes("ready")) resolve();
    });
    holder.once("exit", (code) =>
      reject(new Error(`holder exited early (${code})`)),
    );
  });
  return holder;
}

describe("data directory lock", () => {
  it("refuses a live owner's directory and takes over a killed owner's at once", async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "portal-lock-"));
    child = await startHolder(dataDir);

    await expect(openPglite({ dataDir })).rejects.toBeInstanceOf(
      DataDirLockedError,
    );

    const exited = once(child, "exit");
    child.kill("SIGKILL");
    await exited;
    child = undefined;

    const started = Date.now();
    const db = await openPglite({ dataDir });
    const elapsed = Date.now() - started;
    try {
      await db.ping();
    } finally {
      await db.close();
    }
    // Before the fix this was a DataDirLockedError until the lock went stale (21–29 s).
    expect(elapsed).toBeLessThan(10_000);
  });
});
