/**
 * HTTPS served by the app itself (issue 22): browsers give positions (the drivers' phones) only to
 * pages served over HTTPS, so an operator without a reverse proxy points HTTPS_CERT and HTTPS_KEY at
 * PEM files and the same port answers TLS.
 */
import fs from "node:fs";
import type { Config } from "./config";

export interface TlsFiles {
  cert: Buffer;
  key: Buffer;
}

/** The certificate and key of HTTPS_CERT/HTTPS_KEY, or null (plain HTTP); says which file is missing. */
export function readTlsFiles(config: Pick<Config, "https">): TlsFiles | null {
  if (!config.https) return null;
  const read = (name: string, file: string) => {
    try {
      return fs.readFileSync(file);
    } catch (e) {
      throw new Error(
        `${name}: cannot read ${file} (${e instanceof Error ? e.message : String(e)}).`,
      );
    }
  };
  return {
    cert: read("HTTPS_CERT", config.https.certFile),
    key: read("HTTPS_KEY", config.https.keyFile),
  };
}
