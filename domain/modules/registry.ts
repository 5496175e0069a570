/**
 * The list of declared modules, and the tables every consumer derives from it. Reads the module
 * files through ./index.ts so that a new module is one export line there and nothing here.
 */
import type {
  Gate,
  ModuleApi,
  ModuleDeclaration,
  ModuleSpec,
} from "./defineModule";
import { isModule } from "./defineModule";
import * as declared from "./index";

// Read as unknown: the literal types of forty declarations make a union TypeScript cannot narrow.
export const MODULES: readonly ModuleDeclaration[] = (
  Object.values(declared) as unknown[]
).filter(isModule);

/** Modules whose client folder holds screens (resources/<folder>). */
export type ClientModule = ModuleDeclaration<ModuleSpec & { folder: string }>;
export const CLIENT_MODULES = MODULES.filter(
  (m): m is ClientModule => m.folder !== undefined,
);

/** Modules the data provider and the server know (§7 contract). */
export type ApiModule = ModuleDeclaration<ModuleSpec & { api: ModuleApi }>;
export const API_MODULES = MODULES.filter(
  (m): m is ApiModule => m.api !== undefined,
);

/** The union of one gate table over every module; a path declared twice is a mistake. */
function mergeGates(
  pick: (m: ModuleDeclaration) => Readonly<Record<string, Gate>> | undefined,
): Readonly<Record<string, Gate>> {
  const out: Record<string, Gate> = {};
  for (const m of MODULES) {
    for (const [path, gate] of Object.entries(pick(m) ?? {})) {
      if (path in out) throw new Error(`Gate for ${path} declared twice`);
      out[path] = gate;
    }
  }
  return out;
}

export const MODULE_ROUTE_GATES = mergeGates((m) => m.routeGates);
export const MODULE_PATH_GATES = mergeGates((m) => m.moduleGates);

export interface PendingRoute {
  path: string;
  /** i18n key of the page title */
  titleKey: string;
}

const pendingRoutes = (publicOnes: boolean): PendingRoute[] =>
  MODULES.flatMap(({ pending }) =>
    pending && !!pending.public === publicOnes
      ? pending.routes.map((path) => ({ path, titleKey: pending.titleKey }))
      : [],
  );

/** Signed-in routes of modules not built yet (inside the layout). */
export const PENDING_ROUTES: readonly PendingRoute[] = pendingRoutes(false);
/** Routes open to anyone, signed in or not (§2 "Anyone"), outside the layout. */
export const PENDING_PUBLIC_ROUTES: readonly PendingRoute[] =
  pendingRoutes(true);
