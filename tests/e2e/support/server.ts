/** Starts the real app (npm start's entry) on a free port with a throw-away PGlite data directory. */
import { spawn } from "node:child_process";
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../support/freePort";

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Open the app at this address (e.g. the machine's own network address): the server then listens
   * on every interface, as `npm start` does by default. Loopback otherwise.
   */
  address?: string;
}

export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-e2e-"));
  const url = `http://${options.address ?? "127.0.0.1"}:${port}`;
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", "server/cli/start.ts"],
    {
      cwd: path.resolve(__dirname, "../../.."),
      env: {
        ...process.env,
        PORT: String(port),
        HOST: options.address ? "0.0.0.0" : "127.0.0.1",
        DATA_DIR: dataDir,
        PUBLIC_URL: url,
        LOG_LEVEL: "warn",
        ...env,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const deadline = Date.now() + 170_000; // the first start may build the front end
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline)
      throw new Error(`server did not become ready:\n${output}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
