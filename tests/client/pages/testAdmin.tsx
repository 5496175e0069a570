/**
 * Mounting helpers for page and resource tests: react-admin's context with an English i18n
 * provider built from the real catalogues, a memory store and a memory router.
 */
import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import polyglotI18nProvider from "ra-i18n-polyglot";
import englishMessages from "ra-language-english";
import type { AuthProvider, DataProvider } from "react-admin";
import {
  AdminContext,
  mergeTranslations,
  memoryStore,
  testDataProvider,
  TestMemoryRouter,
} from "react-admin";
import { Route, Routes } from "react-router-dom";
import { pagesMessages } from "../../../src/i18n/en/pages";
import { resourcesMessages } from "../../../src/i18n/en/resources";

export const i18nProvider = polyglotI18nProvider(
  () => mergeTranslations(englishMessages, pagesMessages, resourcesMessages),
  "en",
  [{ locale: "en", name: "English" }],
  { allowMissing: true },
);

interface RenderPageOptions {
  /** The URL the test starts on. */
  at: string;
  /** The route pattern the page is mounted on (defaults to the URL's path). */
  route?: string;
  authProvider?: AuthProvider;
  dataProvider?: DataProvider;
}

/** Renders one page on its route inside react-admin's context (no layout, like noLayout routes). */
export function renderPage(
  page: ReactNode,
  { at, route, authProvider, dataProvider }: RenderPageOptions,
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
          <Route path={path} element={page} />
          <Route path="*" element={<div>elsewhere</div>} />
        </Routes>
      </AdminContext>
    </TestMemoryRouter>,
  );
}
