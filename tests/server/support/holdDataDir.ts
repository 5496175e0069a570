/**
 * Child process of db-lock.test.ts: opens PGlite on the data directory given as argv[2], says
 * "ready" on stdout, then waits until it is killed.
 */
import { openPglite } from "../../../server/db/client";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: holdDataDir.ts <dataDir>");
await openPglite({ dataDir });
process.stdout.write("ready\n");
setInterval(() => undefined, 60_000);
