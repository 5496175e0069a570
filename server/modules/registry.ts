/**
 * The server modules of ./index.ts, as server/app.ts registers them (in the index's order).
 */
import type { ServerModule } from "./defineServerModule";
import { isServerModule } from "./defineServerModule";
import * as exported from "./index";

export const SERVER_MODULES: readonly ServerModule[] = (
  Object.values(exported) as unknown[]
).filter(isServerModule);

/** A request's path as its log line shows it: every module's redaction applied. */
export const loggedPath = (
  path: string,
  modules: readonly ServerModule[] = SERVER_MODULES,
): string =>
  modules.reduce((shown, m) => m.redactLoggedPath?.(shown) ?? shown, path);
