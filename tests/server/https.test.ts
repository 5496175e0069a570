/**
 * Issue 22: HTTPS_CERT and HTTPS_KEY (PEM files) make the server answer TLS itself, so drivers'
 * phones get positions without a reverse proxy. The certificate is a throw-away self-signed one.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { TLSSocket } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "../../server/config";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

let dir: string;
let cert: string;
let key: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "nemt-tls-"));
  cert = path.join(dir, "cert.pem");
  key = path.join(dir, "key.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
    "-subj", "/CN=localhost", "-keyout", key, "-out", cert,
  ], { stdio: "ignore" }); // prettier-ignore
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

function getOverTls(port: number, urlPath: string, ca: Buffer) {
  return new Promise<{ status: number; encrypted: boolean; body: string }>(
    (resolve, reject) => {
      const req = https.get(
        { host: "127.0.0.1", port, path: urlPath, ca, servername: "localhost" },
        (res) => {
          const encrypted = res.socket instanceof TLSSocket;
          let body = "";
          res.on("data", (chunk: Buffer) => (body += chunk.toString()));
          res.on("end", () =>
            resolve({
              status: res.statusCode ?? 0,
              encrypted,
              body,
            }),
          );
        },
      );
      req.on("error", reject);
    },
  );
}

describe("HTTPS served by the app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ HTTPS_CERT: cert, HTTPS_KEY: key });
    await t.app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(() => t.close());

  it("answers over TLS with the configured certificate", async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const res = await getOverTls(
      port,
      "/api/health/live",
      fs.readFileSync(cert),
    );
    expect(res.status).toBe(200);
    expect(res.encrypted).toBe(true);
    expect(JSON.parse(res.body)).toMatchObject({ message: "live" });
  });
});

describe("HTTPS_CERT and HTTPS_KEY", () => {
  it("are given together, or not at all", () => {
    expect(() => parseConfig({ HTTPS_CERT: "/tmp/cert.pem" })).toThrow(
      /HTTPS_CERT, HTTPS_KEY: give both/,
    );
    expect(() => parseConfig({ HTTPS_KEY: "/tmp/key.pem" })).toThrow(
      /give both/,
    );
    expect(parseConfig({}).https).toBeNull();
  });

  it("name the file that cannot be read", async () => {
    await expect(
      buildTestApp({
        HTTPS_CERT: path.join(dir, "missing.pem"),
        HTTPS_KEY: key,
      }),
    ).rejects.toThrow(/HTTPS_CERT: cannot read .*missing\.pem/);
  });
});
