import type { ComponentType, ReactElement, ReactNode } from "react";
import { lazy } from "react";
import type { RaRecord } from "react-admin";
import { Routes } from "react-router-dom";

/** What a resources/<name>/index.ts default-exports (style guide §1). */
export interface ResourceDefinitionModule {
  default: {
    list?: ComponentType;
    create?: ComponentType;
    edit?: ComponentType;
    show?: ComponentType;
    /** Typed for the resource's own record, hence `never` here (any record function fits). */
    recordRepresentation?:
      string | ReactElement | ((record: never) => ReactNode);
    /** Extra routes under the resource, e.g. the edit screen at upsert/:id. */
    children?: ReactNode;
  };
}

export interface LazyResource {
  list: ComponentType;
  create: ComponentType;
  /** Renders the module's child routes (mounted under the resource at path "*"). */
  Children: ComponentType;
  recordRepresentation: (record: RaRecord) => string;
}

const Nothing = () => null;

/**
 * A resource whose screens load on first visit. The module is imported once (import() caches it)
 * and its parts are handed to react-admin as lazy components. Record representation is read from
 * the loaded module: records only exist once one of its screens has loaded it.
 */
export function lazyResource(
  load: () => Promise<ResourceDefinitionModule>,
): LazyResource {
  let loaded: ResourceDefinitionModule["default"] | undefined;
  const definition = () =>
    load().then((m) => {
      loaded = m.default;
      return m.default;
    });
  const part = (
    pick: (d: ResourceDefinitionModule["default"]) => ComponentType | undefined,
  ) => lazy(() => definition().then((d) => ({ default: pick(d) ?? Nothing })));

  const ChildRoutes = () => <Routes>{loaded?.children}</Routes>;
  return {
    list: part((d) => d.list),
    create: part((d) => d.create),
    Children: part(() => ChildRoutes),
    recordRepresentation: (record) => {
      const representation = loaded?.recordRepresentation;
      if (typeof representation === "function") {
        // The module's function is typed for its own record type; react-admin hands us that record.
        return String(
          (representation as (r: RaRecord) => ReactNode)(record) ?? record.id,
        );
      }
      // A string names the field to show (react-admin's convention); an element can't be deferred.
      if (typeof representation === "string")
        return String(record[representation] ?? record.id);
      return `#${record.id}`;
    },
  };
}
