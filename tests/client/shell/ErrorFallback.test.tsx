import { screen } from "@testing-library/react";
import { render } from "@testing-library/react";
import { AdminContext, memoryStore, TestMemoryRouter } from "react-admin";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18nProvider } from "../../../src/i18n/i18nProvider";
import { AppShell } from "../../../src/layout/AppShell";
import { ErrorFallback } from "../../../src/layout/ErrorFallback";
import { buildUser, storeSession } from "../../support/factories";

function Boom(): never {
  throw new Error("kaboom");
}

function renderAt(url: string, children: React.ReactNode) {
  return render(
    <TestMemoryRouter initialEntries={[url]}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        {children}
      </AdminContext>
    </TestMemoryRouter>,
  );
}

function expectFallback(address: string) {
  expect(
    screen.getByRole("heading", { name: "Something went wrong" }),
  ).toBeInTheDocument();
  expect(
    screen.getByText("The application hit a rendering error."),
  ).toBeInTheDocument();
  expect(screen.getByText("Please refresh the page.")).toBeInTheDocument();
  expect(screen.getByText(`Page address: ${address}`)).toBeInTheDocument();
  expect(
    screen.getByText(
      "If refreshing does not fix the problem, please contact the team.",
    ),
  ).toBeInTheDocument();
  expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute(
    "href",
    "/",
  );
}

describe("rendering-error fallback (§2)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("says what happened, asks to refresh, shows the address, and links Home", () => {
    renderAt(
      "/trips/all?page=2",
      <ErrorFallback error={new Error("kaboom")} />,
    );
    expectFallback(`${window.location.origin}/trips/all?page=2`);
  });

  it("replaces a page that throws while rendering, inside the app shell", async () => {
    // React reports the caught error on the console; the test is about what the user sees.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    storeSession(buildUser());
    renderAt(
      "/calendar",
      <AppShell>
        <Boom />
      </AppShell>,
    );
    expect(
      await screen.findByRole("heading", { name: "Something went wrong" }),
    ).toBeInTheDocument();
    expectFallback(`${window.location.origin}/calendar`);
    expect(
      screen.getByRole("navigation", { name: "Main menu" }),
    ).toBeInTheDocument();
  });
});
