/**
 * Mounts a page or component inside react-admin's contexts (the real i18n provider, a memory store
 * and a memory router) without the app shell. For the whole shell, see AppWrapper.
 */
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import type { AuthProvider, DataProvider } from "react-admin";
import {
  AdminContext,
  memoryStore,
  testDataProvider,
  TestMemoryRouter,
} from "react-admin";
import { Route, Routes } from "react-router-dom";
import { i18nProvider } from "../../src/i18n/i18nProvider";

export interface RenderOptions {
  /** The URL the test starts on. */
  at?: string;
  /** Mount on this route pattern (defaults to the URL's path); other paths show "elsewhere". */
  route?: string;
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
}

export function renderWithAdmin(
  ui: ReactNode,
  { at = "/", route, authProvider, dataProvider }: RenderOptions = {},
) {
  const path = route ?? at.split("?")[0];
  return render(
    <TestMemoryRouter initialEntries={[at]}>
      <AdminContext
        dataProvider={dataProvider ?? testDataProvider()}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<div>elsewhere</div>} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}

/** Pages mount on their own route; the name reads better in page tests. */
export const renderPage = (ui: ReactNode, options: RenderOptions) =>
  renderWithAdmin(ui, options);
