import type { ReactNode } from "react";
import { render } from "@testing-library/react";
import { AdminContext, memoryStore, TestMemoryRouter } from "react-admin";
import { i18nProvider } from "../../providers/i18nProvider";

/** A component inside react-admin's contexts (i18n, store, router), without the app shell. */
export function renderWithAdmin(ui: ReactNode, url = "/") {
  return render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
}
