/**
 * Mounts the real admin shell of react-admin around our resources, at a URL, with a test data
 * provider (per-method overrides) and a signed-in identity carrying the user's role.
 */
import { render } from "@testing-library/react";
import type { DataProvider } from "react-admin";
import {
  Admin,
  memoryStore,
  Resource,
  testDataProvider,
  TestMemoryRouter,
} from "react-admin";
import type { RoleCode } from "../../../domain/privileges";
import features from "../../../resources/features";
import users from "../../../resources/users";
import type { ResourceDefinition } from "../../../src/routing/resourceRoutes";
import { resourceElements } from "../../../src/routing/resourceRoutes";
import { i18nProvider } from "../../../src/i18n/i18nProvider";
import { stubAuthProvider } from "../../support/stubAuthProvider";

interface RenderAdminOptions {
  at: string;
  dataProvider: Partial<DataProvider>;
  role?: RoleCode;
  /** Further resources to mount, by name (the resource module's default export). */
  resources?: Readonly<Record<string, ResourceDefinition>>;
}

export function renderAdmin({
  at,
  dataProvider,
  role = "systemadmin",
  resources = {},
}: RenderAdminOptions) {
  const provider = testDataProvider(dataProvider);
  const result = render(
    <TestMemoryRouter initialEntries={[at]}>
      <Admin
        dataProvider={provider}
        authProvider={stubAuthProvider(role)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        {/* Mounted as the app mounts them, so the tests see the app's routes. */}
        {resourceElements("admin/features", features)}
        {resourceElements("admin/users", users)}
        {Object.entries(resources).flatMap(([name, definition]) =>
          resourceElements(name, definition),
        )}
        {resources["admin/transport/facilities"] ? null : (
          <Resource
            name="admin/transport/facilities"
            recordRepresentation="facilityName"
          />
        )}
      </Admin>
    </TestMemoryRouter>,
  );
  return { ...result, dataProvider: provider };
}
