/**
 * The list of declared modules, and the tables every consumer derives from it. Reads the module
 * files through ./index.ts so that a new module is one export line there and nothing here.
 */
import type {
  Gate,
  ModuleApi,
  ModuleDeclaration,
  ModuleSpec,
  PageSpec,
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

/** One custom page of a built module, with the folder its file lives in (custom-pages/<folder>). */
export interface ModulePage extends PageSpec {
  component: string;
  folder: string;
  /** The declaring module's name. */
  module: string;
}

/**
 * Every custom page of the built modules (src/routing/modulePages.ts mounts them). A built module's
 * page without a component or folder, or a path declared twice, is a mistake caught here.
 */
export const MODULE_PAGES: readonly ModulePage[] = MODULES.filter(
  (m) => m.pending === undefined,
).flatMap((m) =>
  Object.entries(m.pages ?? {}).map(([key, page]) => {
    if (!page.component || !m.pagesFolder)
      throw new Error(
        `${m.name}: page ${key} needs a component and pagesFolder`,
      );
    return {
      ...page,
      component: page.component,
      folder: m.pagesFolder,
      module: m.name,
    };
  }),
);
const pagePaths = MODULE_PAGES.map((p) => p.path);
const twice = pagePaths.find((path, i) => pagePaths.indexOf(path) !== i);
if (twice) throw new Error(`Page ${twice} declared twice`);

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
  MODULES.flatMap(({ pending, pages }) =>
    pending && !!pending.public === publicOnes
      ? (pending.routes ?? Object.values(pages ?? {}).map((p) => p.path)).map(
          (path) => ({ path, titleKey: pending.titleKey }),
        )
      : [],
  );

/** Signed-in routes of modules not built yet (inside the layout). */
export const PENDING_ROUTES: readonly PendingRoute[] = pendingRoutes(false);
/** Routes open to anyone, signed in or not (§2 "Anyone"), outside the layout. */
export const PENDING_PUBLIC_ROUTES: readonly PendingRoute[] =
  pendingRoutes(true);
