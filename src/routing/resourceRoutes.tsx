import type { ComponentType, ReactNode } from "react";
import type { RecordToStringFunction } from "react-admin";
import { Resource } from "react-admin";
import { Route } from "react-router-dom";

/** §2: every entity is edited at {resource}/upsert/:id, not react-admin's default {resource}/:id. */
export const UPSERT_ROUTE = "upsert/:id";

/** The path of a record's edit screen. */
export const upsertPath = (resource: string, id: string | number) =>
  `/${resource}/upsert/${encodeURIComponent(String(id))}`;

/** What a resources/<name>/index.ts default-exports (style guide §1). */
export interface ResourceDefinition {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  icon?: ComponentType;
  /** Typed for the resource's own record, hence `never` here (any record function fits). */
  recordRepresentation?: ReactNode | ((record: never) => string);
}

/**
 * Mounts a resource with its edit screen on UPSERT_ROUTE. Edit is a child route, not react-admin's
 * `edit` prop: that one would claim `:id/*` and read "upsert" as an id. The app and the component
 * tests both mount resources through here, so both exercise the same routes.
 */
export function resourceElement(name: string, definition: ResourceDefinition) {
  const { list, create, edit: Edit, recordRepresentation } = definition;
  return (
    <Resource
      key={name}
      name={name}
      list={list}
      create={create}
      // A module's function is typed for its own record; react-admin hands it exactly that record.
      recordRepresentation={
        recordRepresentation as ReactNode | RecordToStringFunction
      }
    >
      {Edit ? <Route path={UPSERT_ROUTE} element={<Edit />} /> : null}
    </Resource>
  );
}
