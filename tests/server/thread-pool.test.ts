/**
 * The worker-thread pool behind the strength estimator and the text extractor
 * (server/workers/threadPool.ts): threads reused and ended when idle, a failed thread dropped, a
 * timeout and a heap limit that end the thread, and a process kept alive by a thread at work only.
 * The queue's own 429 is covered by tests/server/text-extraction.test.ts.
 */
import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { ThreadFailure, ThreadPool } from "../../server/workers/threadPool";
import type { ThreadPoolOptions } from "../../server/workers/threadPool";

/**
 * A thread that answers its threadId, or misbehaves as asked. A data: URL, so the test needs no
 * entry file of its own (such a module may import Node's built-ins only).
 */
const WORKER = new URL(
  `data:text/javascript,${encodeURIComponent(`
import { parentPort, threadId } from "node:worker_threads";
parentPort.on("message", (request) => {
  if (request === "throw") throw new TypeError("the request was bad");
  if (request === "exit") process.exit(3);
  if (request === "hang") return;
  if (request === "slow") {
    setTimeout(() => parentPort.postMessage(threadId), 300);
    return;
  }
  if (request === "grow") {
    const held = [];
    for (;;) held.push(new Array(100_000).fill(held.length));
  }
  parentPort.postMessage(threadId);
  if (request === "answer, then exit") setTimeout(() => process.exit(0), 10);
});`)}`,
);

type Request =
  "id" | "throw" | "exit" | "hang" | "slow" | "grow" | "answer, then exit";

function pool(
  options: Partial<ThreadPoolOptions> = {},
): ThreadPool<Request, number> {
  return new ThreadPool<Request, number>({
    url: WORKER,
    name: "The test's thread",
    limits: { concurrency: 1, maxWaiting: 8 },
    idleMs: 60_000,
    ...options,
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const execFileAsync = promisify(execFile);
const POOL_MODULE = fileURLToPath(
  new URL("../../server/workers/threadPool.ts", import.meta.url),
);

describe("ThreadPool", () => {
  it("reuses an idle thread, and ends it after idleMs", async () => {
    const threads = pool({ idleMs: 100 });
    const first = await threads.run("id");
    expect(first).toBeGreaterThan(0);
    expect(await threads.run("id")).toBe(first);
    await sleep(400);
    const next = await threads.run("id");
    expect(next).not.toBe(first);
    expect(next).toBeGreaterThan(0);
  });

  it("rejects with the thread's error or exit, and drops the thread", async () => {
    const threads = pool();
    const first = await threads.run("id");

    const thrown = await threads.run("throw").catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe("the request was bad");
    const second = await threads.run("id");
    expect(second).not.toBe(first);

    const exited = await threads.run("exit").catch((e: unknown) => e);
    expect(exited).toBeInstanceOf(ThreadFailure);
    expect(exited).toMatchObject({
      code: "exited with 3",
      message: "The test's thread exited with 3.",
    });
    const third = await threads.run("id");
    expect([first, second]).not.toContain(third);
  });

  it("never hands a request to a thread that ended while idle", async () => {
    const threads = pool();
    const first = await threads.run("answer, then exit");
    await sleep(200);
    const next = await threads.run("id");
    expect(next).not.toBe(first);
  });

  it("ends a thread that takes longer than timeoutMs", async () => {
    const threads = pool({ timeoutMs: 200 });
    const first = await threads.run("id");
    const started = performance.now();
    const error = await threads.run("hang").catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: "timed out",
      message: "The test's thread timed out.",
    });
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    expect(await threads.run("id")).not.toBe(first);
  });

  it("without timeoutMs, waits for the answer however long it takes", async () => {
    const threads = pool();
    const answer = threads.run("hang").then(
      () => "answered",
      () => "failed",
    );
    const settled = await Promise.race([answer, sleep(500).then(() => "")]);
    expect(settled).toBe("");
  });

  it("ends a thread past its heap limit, not the process", async () => {
    const threads = pool({ resourceLimits: { maxOldGenerationSizeMb: 16 } });
    const error = await threads.run("grow").catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "ERR_WORKER_OUT_OF_MEMORY" });
    expect(await threads.run("id")).toBeGreaterThan(0);
  });

  it("keeps the process alive while a thread works, never while it idles", async () => {
    // A process whose only work is a request under way waits for its answer, then exits at once:
    // its idle thread (60 s before it ends) holds nothing.
    const script = `
      import { ThreadPool } from ${JSON.stringify(POOL_MODULE)};
      const threads = new ThreadPool({
        url: new URL(${JSON.stringify(WORKER.href)}),
        name: "The test's thread",
        limits: { concurrency: 1, maxWaiting: 1 },
        idleMs: 60_000,
      });
      threads.run("slow").then((id) => console.log("answered", id > 0));`;
    // An idle thread that held the process would have it killed by the timeout, and fail the run.
    const { stdout } = await execFileAsync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { timeout: 20_000 },
    );
    expect(stdout.trim()).toBe("answered true");
  }, 30_000);
});
