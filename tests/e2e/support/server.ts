/**
 * The real app for one e2e file: the production bundle on its own copy of the run's seeded template
 * (tests/e2e/support/globalSetup.ts), on a free port; `stop` removes the copy.
 */
import { inject } from "vitest";
import type { ServerProcess, StartOptions } from "../../support/serverProcess";
import { startSeededServer } from "../../support/seededTemplate";

export type RunningServer = ServerProcess;

export function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  return startSeededServer(inject("e2eTemplate"), env, options);
}
