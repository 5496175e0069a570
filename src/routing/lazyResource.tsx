import type { ComponentType } from "react";
import { lazy } from "react";
import type { RaRecord } from "react-admin";
import { menuIconComponent } from "../layout/menuIcons";
import type { ResourceDefinition } from "./resourceRoutes";

export interface LazyResource extends ResourceDefinition {
  list: ComponentType;
  create: ComponentType;
  edit: ComponentType;
  recordRepresentation: (record: RaRecord) => string;
}

/** What routes need before the module loads: paths must exist to be navigated to. */
export interface LazyResourceOptions {
  recordBase?: string;
  /** The module has a show screen (mounted at {recordBase}/:id). */
  show?: boolean;
  /** Relative paths of the module's extra `pages`. */
  pages?: readonly string[];
  /**
   * How other screens name a record of this resource (reference fields, titles) before its own
   * module has loaded: a drivers list names linked user accounts without loading the users admin.
   */
  recordRepresentation?: (record: never) => string;
  /** The module's menu icon key: the resource shows the icon its menu entry shows. */
  icon?: string;
}

const Nothing = () => null;

/**
 * A resource whose screens load on first visit. The module is imported once (import() caches it)
 * and its screens are handed to react-admin as lazy components. Record representation is read from
 * the loaded module: records only exist once one of its screens has loaded it.
 */
export function lazyResource(
  load: () => Promise<{ default: ResourceDefinition }>,
  options: LazyResourceOptions = {},
): LazyResource {
  let loaded: ResourceDefinition | undefined;
  const definition = () =>
    load().then((m) => {
      loaded = m.default;
      return m.default;
    });
  const part = (pick: (d: ResourceDefinition) => ComponentType | undefined) =>
    lazy(() => definition().then((d) => ({ default: pick(d) ?? Nothing })));

  return {
    list: part((d) => d.list),
    create: part((d) => d.create),
    edit: part((d) => d.edit),
    ...(options.show ? { show: part((d) => d.show) } : {}),
    recordBase: options.recordBase,
    ...(options.icon ? { icon: menuIconComponent(options.icon) } : {}),
    pages: Object.fromEntries(
      (options.pages ?? []).map((path) => [path, part((d) => d.pages?.[path])]),
    ),
    recordRepresentation: (record) => {
      // Typed for the resource's own record, which is what react-admin hands over.
      if (options.recordRepresentation)
        return (options.recordRepresentation as (r: RaRecord) => string)(
          record,
        );
      const representation = loaded?.recordRepresentation;
      if (typeof representation === "function") {
        // The module's function is typed for its own record type; react-admin hands us that record.
        return String(
          (representation as (r: RaRecord) => string)(record) ?? record.id,
        );
      }
      // A string names the field to show (react-admin's convention); an element can't be deferred.
      if (typeof representation === "string")
        return String(record[representation] ?? record.id);
      return `#${record.id}`;
    },
  };
}
