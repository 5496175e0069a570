import type { ComponentType, ReactNode } from "react";
import type { RecordToStringFunction } from "react-admin";
import { CustomRoutes, Resource, ResourceContextProvider } from "react-admin";
import { Navigate, Route, useParams } from "react-router-dom";

/** §2: every entity is edited at {base}/upsert/:id, not react-admin's default {resource}/:id. */
export const UPSERT_ROUTE = "upsert/:id";
export const CREATE_ROUTE = "create";
export const SHOW_ROUTE = ":id";

/** The path of a record's edit screen under a resource's record base (usually the resource name). */
export const upsertPath = (base: string, id: string | number) =>
  `/${base}/upsert/${encodeURIComponent(String(id))}`;

/** The path of a record's show screen under a record base. */
export const showPath = (base: string, id: string | number) =>
  `/${base}/${encodeURIComponent(String(id))}`;

/** What a resources/<name>/index.ts default-exports (style guide §1). */
export interface ResourceDefinition {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  /** Set from the module's menu icon key (src/layout/menuIcons.tsx), never by the folder itself. */
  icon?: ComponentType;
  /** Typed for the resource's own record, hence `never` here (any record function fits). */
  recordRepresentation?: ReactNode | ((record: never) => string);
  /**
   * Where create, upsert and show live when §2 puts them beside the list under a singular name
   * (admin/transport/drivers lists, admin/transport/driver/create creates). Defaults to the name.
   */
  recordBase?: string;
  /** Further screens under the record base, by relative path (e.g. "documents/:id"). */
  pages?: Readonly<Record<string, ComponentType>>;
}

/** Sends a stock react-admin link ({name}/create, {name}/:id/show) to the §2 path. */
function RedirectTo({ to }: { to: (id: string) => string }) {
  const { id = "" } = useParams();
  return <Navigate to={to(id)} replace />;
}

/** The record screens of a definition as relative path → component. */
function recordScreens(d: ResourceDefinition): [string, ComponentType][] {
  const screens: [string, ComponentType | undefined][] = [
    [CREATE_ROUTE, d.create],
    [UPSERT_ROUTE, d.edit],
    ...Object.entries(d.pages ?? {}),
    [SHOW_ROUTE, d.show],
  ];
  return screens.filter((s): s is [string, ComponentType] => !!s[1]);
}

/**
 * Mounts a resource: the list at its name, and create, upsert/:id, the extra pages and show (:id)
 * under its record base. When the base is the name they are child routes of the <Resource> (edit
 * is not react-admin's `edit` prop: that one would claim `:id/*` and read "upsert" as an id).
 * Otherwise they are custom routes inside the layout with the resource in context, and the stock
 * create and show paths redirect there. The app and the component tests both mount resources
 * through here, so both exercise the same routes.
 */
export function resourceElements(name: string, definition: ResourceDefinition) {
  const { list, create, show, icon, recordRepresentation } = definition;
  const base = definition.recordBase ?? name;
  const representation = recordRepresentation as
    ReactNode | RecordToStringFunction;
  const screens = recordScreens(definition);
  if (base === name) {
    return [
      <Resource
        key={name}
        name={name}
        list={list}
        create={create}
        icon={icon}
        recordRepresentation={representation}
        hasShow={!!show}
      >
        {screens
          .filter(([path]) => path !== CREATE_ROUTE)
          .map(([path, Screen]) => (
            <Route key={path} path={path} element={<Screen />} />
          ))}
      </Resource>,
    ];
  }
  return [
    <Resource
      key={name}
      name={name}
      list={list}
      create={
        create ? (
          <Navigate to={`/${base}/${CREATE_ROUTE}`} replace />
        ) : undefined
      }
      show={show ? <RedirectTo to={(id) => showPath(base, id)} /> : undefined}
      icon={icon}
      recordRepresentation={representation}
    />,
    <CustomRoutes key={`${name}:records`}>
      {screens.map(([path, Screen]) => (
        <Route
          key={path}
          path={`/${base}/${path}`}
          element={
            <ResourceContextProvider value={name}>
              <Screen />
            </ResourceContextProvider>
          }
        />
      ))}
    </CustomRoutes>,
  ];
}
