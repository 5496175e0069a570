/**
 * One declaration per module (issue 7): everything the client shell, the data provider and the
 * server need to know about a module, written once. The menu (domain/navigation.ts), the route gates
 * (domain/routeAccess.ts), the data provider's map (providers/resourceMap.ts), the client's resources
 * and routes (src/routes.tsx), the pending "not yet available" routes, the i18n keys and the paths
 * used by links are all read from these objects; the server's entities take their prefix, id field
 * and access rule from them. docs/modules.md says how to add one.
 */
import type { FeatureCode } from "../features";
import type { Privilege, RoleCode } from "../privileges";

/** §2 bases of the two admin areas: transport resources are named `${TRANSPORT}/<plural>`. */
export const TRANSPORT = "admin/transport";
export const TRANSPORT_ADMIN = `/${TRANSPORT}`;
export const SYSTEM_ADMIN = "/admin";

export interface Gate {
  /** Any of these privileges (an admin passes). */
  privileges?: readonly Privilege[];
  /** Only administrators (holders of the admin privilege). */
  adminOnly?: boolean;
  /** Only this role (administrators pass too: "admin sees everything"). */
  role?: RoleCode;
  /** Only while this feature toggle is on. */
  feature?: FeatureCode;
  /** Not shown to administrators (facility users, §2). */
  hiddenForAdmins?: boolean;
  /**
   * Shown only to those holding none of these privileges (administrators hold them all): the
   * top-level "All trips" of those outside the Trips group. Display-only, like hiddenForAdmins.
   */
  lacksPrivileges?: readonly Privilege[];
}

/** The §2 menu sections that hold items (domain/navigation.ts gives their gates and positions). */
export type MenuGroupKey =
  "analytics" | "knowledge" | "trips" | "transportAdmin" | "systemAdmin";

/** One menu entry a module contributes. */
export interface MenuItemSpec {
  /** i18n key under app.menu, and the key of its icon (src/layout/menuIcons.tsx). */
  key: string;
  /** Where it leads; a module's own entry leaves it out and leads to the module's list. */
  path?: string;
  /** The section it sits in; none: a top-level entry. */
  group?: MenuGroupKey;
  /** Sort order inside its section (or among top-level entries and sections): §2's order. */
  position: number;
  gate: Gate;
}

/** Who may call the API (server/plugins/auth.ts `Access`, minus the password-reset escape). */
export interface AccessRule {
  privileges?: readonly Privilege[];
  adminOnly?: boolean;
  role?: RoleCode;
  /**
   * Only while this toggle is on; otherwise 404 "The … module is switched off." (issue 24). Not
   * written by hand: defineModule copies the module's `feature` into each rule of its `access`.
   */
  feature?: FeatureCode;
}

export interface ModuleAccess {
  read: AccessRule;
  write: AccessRule;
  delete?: AccessRule;
}

export type CrudMethod =
  | "getList"
  | "getOne"
  | "getMany"
  | "getManyReference"
  | "create"
  | "update"
  | "updateMany"
  | "delete"
  | "deleteMany";

export type FailurePrefixes = Partial<Record<CrudMethod, string>>;

/** The REST contract of §7 (GET {prefix}/{id}, POST {prefix}/search, POST {prefix}, DELETE {prefix}/{id}). */
export interface ModuleApi {
  /** Path under /api. */
  prefix: string;
  /** The entity's id in rows and in getMany's `additionalArrayFilters`. */
  idField: string;
  /** The id key of the upsert body when it differs from `idField` (features send `id`). */
  bodyIdField?: string;
  /** Singular label of §8's messages ("Failed to retrieve the requested Feature: "). */
  entity: string;
  /** §8 prefixes where this resource's wording differs from the entity defaults. */
  failurePrefixes?: FailurePrefixes;
}

/** Screens a module's folder provides (what routes must exist before its chunk loads). */
export interface ModuleScreens {
  /** create under the record base; default true. */
  create?: boolean;
  /** upsert/:id under the record base; default true. */
  upsert?: boolean;
  /** The show page at {recordBase}/:id. */
  show?: boolean;
  /** Extra pages under the record base, by relative path (e.g. "documents/:id"). */
  pages?: readonly string[];
}

/**
 * One custom page of a module (issue 23): the file custom-pages/<pagesFolder>/<component>.tsx, whose
 * named export has the file's name, mounted at `path` by src/routing/modulePages.ts.
 */
export interface PageSpec {
  /** Its route as react-router reads it: "/trips/dispatch", "/support/request", "/checkout/:paymentId". */
  path: string;
  /** The page's file and named export; absent while the module is pending (its pending page shows). */
  component?: string;
  /** §2 "Anyone": open signed in or not, outside the layout. Default: signed in, inside the layout. */
  public?: boolean;
}

export interface ModuleSpec {
  /** react-admin resource name (and the data provider's key), e.g. "admin/transport/vehicles". */
  name: string;
  /**
   * The client folder resources/<folder>: index.tsx (screens, loaded lazily), messages.ts (its
   * resources.<name> messages) and optionally representation.ts. Absent: no screens of its own.
   */
  folder?: string;
  /**
   * Where create, upsert and show live when §2 puts them beside the list under a singular name
   * (admin/transport/drivers lists, admin/transport/driver/create creates). Defaults to the name.
   */
  recordBase?: string;
  screens?: ModuleScreens;
  /**
   * The client folder of the module's custom pages, custom-pages/<pagesFolder>: the page files of
   * `pages` (each loaded lazily, its own chunk) and messages.ts (its pages.<pagesFolder>.* messages).
   */
  pagesFolder?: string;
  /**
   * The module's custom pages by name; routes are mounted from here, and links and the pages' static
   * `path` read `module.pages.<name>.path` (pagePath() fills a path's parameters).
   */
  pages?: Readonly<Record<string, PageSpec>>;
  api?: ModuleApi;
  /** Who may read and write through the API. */
  access?: ModuleAccess;
  /** Rows outside the user's reach are invisible (server scope): by facility or by the driver's own. */
  scoping?: "facility" | "driver";
  /** The feature toggle the module hangs on. */
  feature?: FeatureCode;
  menu?: readonly MenuItemSpec[];
  /**
   * Route gates where they differ from the menu (§6 "both readings stand": the menu may show an entry
   * whose route then refuses), by path prefix.
   */
  routeGates?: Readonly<Record<string, Gate>>;
  /** Gates of the module's routes that no menu path covers (§2 route lists), by path prefix. */
  moduleGates?: Readonly<Record<string, Gate>>;
  /**
   * A module not built yet: its §2 routes show the shared "not available yet" page under this title
   * (guards still apply). `public`: open to anyone, outside the layout.
   */
  pending?: {
    titleKey: string;
    /** Default: the paths of the module's `pages`. */
    routes?: readonly string[];
    public?: boolean;
  };
  /** Where its messages live when not under resources.<name> (vehicle documents sit in vehicles'). */
  i18nKey?: string;
}

/** The paths links use; nothing else writes a module's path. */
export interface ModulePaths {
  /** The resource name (no leading slash), as react-admin and the data provider know it. */
  resource: string;
  /** The record base (no leading slash). */
  base: string;
  /** The list, e.g. "/admin/transport/drivers". */
  list: string;
  /** The create screen, e.g. "/admin/transport/driver/create". */
  create: string;
  /** §2: every record is edited at {base}/upsert/:id. */
  edit(id: string | number): string;
  show(id: string | number): string;
  /** An extra page under the record base, e.g. page("documents", 7) → "/…/vehicle/documents/7". */
  page(relative: string, id?: string | number): string;
}

const segment = (id: string | number) => encodeURIComponent(String(id));

export function modulePaths(spec: Pick<ModuleSpec, "name" | "recordBase">) {
  const base = spec.recordBase ?? spec.name;
  const paths: ModulePaths = {
    resource: spec.name,
    base,
    list: `/${spec.name}`,
    create: `/${base}/create`,
    edit: (id) => `/${base}/upsert/${segment(id)}`,
    show: (id) => `/${base}/${segment(id)}`,
    page: (relative, id) =>
      id === undefined
        ? `/${base}/${relative}`
        : `/${base}/${relative}/${segment(id)}`,
  };
  return paths;
}

export type {
  OptionalPathParams,
  PagePathParams,
  PathParams,
  RequiredPathParams,
} from "./pagePath";
export { pagePath } from "./pagePath";

const MODULE = Symbol("module");

export type ModuleDeclaration<S extends ModuleSpec = ModuleSpec> = S & {
  readonly [MODULE]: true;
  /** resources.<name> (or the declared i18nKey). */
  readonly i18nKey: string;
  /** The full i18n key of one of the module's messages: key("fields.vin"). */
  key(relative: string): string;
  readonly paths: ModulePaths;
};

/**
 * A toggled module's API hangs on its toggle (issue 24): every rule of its `access` carries the
 * module's feature, so whatever route reads the rule (the entity's four calls, its `routes` hook, a
 * server module's routes through `base.authorize(m.access.read)`) answers 404 while it is off.
 */
function withFeature<A extends ModuleAccess>(
  access: A,
  feature: FeatureCode | undefined,
): A {
  if (!feature) return access;
  // The module's own toggle wins over one a rule borrowed from another module's access carries.
  const rule = (r: AccessRule): AccessRule => ({ ...r, feature });
  return {
    ...access,
    read: rule(access.read),
    write: rule(access.write),
    ...(access.delete && { delete: rule(access.delete) }),
  };
}

/** Declares a module; the literal types are kept, so `vehiclesModule.api.prefix` needs no check. */
export function defineModule<const S extends ModuleSpec>(
  spec: S,
): ModuleDeclaration<S> {
  const i18nKey = spec.i18nKey ?? `resources.${spec.name}`;
  return {
    ...spec,
    ...(spec.access && { access: withFeature(spec.access, spec.feature) }),
    [MODULE]: true,
    i18nKey,
    key: (relative: string) => `${i18nKey}.${relative}`,
    paths: modulePaths(spec),
  };
}

/** A module is built once its declaration no longer carries `pending`: only then does it answer. */
export const isBuilt = (spec: Pick<ModuleSpec, "pending">): boolean =>
  spec.pending === undefined;

export const isModule = (value: unknown): value is ModuleDeclaration =>
  typeof value === "object" && value !== null && MODULE in value;
