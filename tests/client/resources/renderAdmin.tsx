/**
 * Mounts the real admin shell of react-admin around our resources, at a URL, with a test data
 * provider (per-method overrides) and a signed-in identity carrying the user's role.
 */
import { render } from "@testing-library/react";
import type { AuthProvider, DataProvider } from "react-admin";
import {
  Admin,
  memoryStore,
  Resource,
  testDataProvider,
  TestMemoryRouter,
} from "react-admin";
import { vi } from "vitest";
import type { RoleCode } from "../../../domain/privileges";
import features from "../../../resources/features";
import users from "../../../resources/users";
import { i18nProvider } from "../pages/testAdmin";

export function buildAuthProvider(roleCode: RoleCode): AuthProvider {
  const user = {
    userId: "me",
    firstName: "Ada",
    lastName: "Admin",
    roles: [{ roleCode }],
  };
  return {
    login: vi.fn(),
    logout: vi.fn().mockResolvedValue(undefined),
    checkAuth: vi.fn().mockResolvedValue(undefined),
    checkError: vi.fn().mockResolvedValue(undefined),
    getIdentity: vi
      .fn()
      .mockResolvedValue({ ...user, id: "me", fullName: "Ada Admin" }),
    getPermissions: vi.fn().mockResolvedValue(user),
  };
}

interface RenderAdminOptions {
  at: string;
  dataProvider: Partial<DataProvider>;
  role?: RoleCode;
}

export function renderAdmin({
  at,
  dataProvider,
  role = "systemadmin",
}: RenderAdminOptions) {
  const provider = testDataProvider(dataProvider);
  const result = render(
    <TestMemoryRouter initialEntries={[at]}>
      <Admin
        dataProvider={provider}
        authProvider={buildAuthProvider(role)}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Resource name="admin/features" {...features} />
        <Resource name="admin/users" {...users} />
        <Resource name="facilities" recordRepresentation="facilityName" />
      </Admin>
    </TestMemoryRouter>,
  );
  return { ...result, dataProvider: provider };
}
