import { MODULES } from "../../domain/modules/registry";
import { pathUnder } from "../../domain/routeAccess";

/**
 * The record base ("/admin/transport/vehicle") of the module whose list a menu entry leads to:
 * a module's record pages (show, create, upsert, documents…) live there, beside the list.
 */
const RECORD_BASES: ReadonlyMap<string, string> = new Map(
  MODULES.filter((m) => m.recordBase !== undefined).map((m) => [
    m.paths.list,
    `/${m.paths.base}`,
  ]),
);

/**
 * Whether the menu entry leading to `path` is the section of the current page: the page itself,
 * a page below it, or one of the record pages of the module whose list it is.
 */
export function isCurrentSection(pathname: string, path: string): boolean {
  if (pathUnder(pathname, path)) return true;
  const recordBase = RECORD_BASES.get(path);
  return recordBase !== undefined && pathUnder(pathname, recordBase);
}
