/**
 * A record route with an unknown id (issue 8): the §8 "Not Found Error" toast with the server's
 * message, never react-admin's "Element does not exist", then back to the list. Through the real
 * app (data provider, toasts) over msw, for one edit and one show screen.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../support/AppWrapper";
import { envelope, failure } from "../../support/mswHandlers";
// Not a React hook despite its name: aliased so react-hooks/rules-of-hooks leaves it alone.
import { useFakeServer as setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const { fake, server, start } = setupFakeServer();
const LOAD = { timeout: 10_000 };
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

async function expectNotFoundToast(serverMessage: string) {
  const toast = await screen.findByRole("alert", {}, LOAD);
  expect(within(toast).getByText("Not Found Error")).toBeInTheDocument();
  expect(toast).toHaveTextContent(serverMessage);
  expect(screen.queryByText(/Element does not exist/)).toBeNull();
}

describe("a record route with an unknown id", () => {
  it("edit: toasts the server's 404 and returns to the list", async () => {
    signInAs(fake.api, "systemadmin");
    enableAllFeatures(fake.api);
    start();
    server.use(
      http.get("/api/features/:id", () =>
        failure(404, "No feature has this id."),
      ),
    );
    const app = renderApp(`/admin/features/upsert/${UNKNOWN}`);
    await expectNotFoundToast("No feature has this id.");
    await waitFor(() =>
      expect(app.location().pathname).toBe("/admin/features"),
    );
  });

  it("show: toasts the server's 404 and returns to the list", async () => {
    signInAs(fake.api, "systemadmin");
    enableAllFeatures(fake.api);
    start();
    server.use(
      http.get("/api/vehicles/:id", () =>
        failure(404, "No vehicle has this id."),
      ),
      http.post("/api/vehicles/search", () => envelope([])),
    );
    const app = renderApp(`/admin/transport/vehicle/${UNKNOWN}`);
    await expectNotFoundToast("No vehicle has this id.");
    await waitFor(() =>
      expect(app.location().pathname).toBe("/admin/transport/vehicles"),
    );
  });
});
