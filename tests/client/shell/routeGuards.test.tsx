import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { FEATURES } from "../../../domain/features";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const { fake, start } = setupFakeServer();

describe("root and route guards", () => {
  it("a route whose gate fails shows the §8 403 title and text", async () => {
    signInAs(fake.api, "nurse");
    start();
    renderApp("/admin/transport/drivers");
    expect(
      await screen.findByRole("heading", {
        name: "Authorization Error",
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Your account is not permitted to access this resource.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Home" })).toHaveAttribute(
      "href",
      "/",
    );
  });

  it("a resource route is guarded too (nurse on the users admin)", async () => {
    signInAs(fake.api, "nurse");
    start();
    renderApp("/admin/users");
    expect(
      await screen.findByRole("heading", {
        name: "Authorization Error",
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(fake.api.requests.some((r) => r.path === "/users/search")).toBe(
      false,
    );
  });

  it("a module whose toggle is off is not found; on, its page opens", async () => {
    signInAs(fake.api, "systemadmin");
    start();
    const first = renderApp("/analytics/reports");
    expect(
      await screen.findByRole("heading", { name: "Not Found Error", level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText("The requested resource was not found on the server."),
    ).toBeInTheDocument();
    first.unmount();

    fake.api.toggles[FEATURES.analytics] = true;
    renderApp("/analytics/reports");
    expect(
      (await screen.findAllByRole("heading", { name: "Reports" }))[0],
    ).toBeInTheDocument();
    expect(screen.queryByText("Not Found Error")).not.toBeInTheDocument();
  });

  it("an unknown address is not found", async () => {
    signInAs(fake.api, "customer");
    start();
    renderApp("/no/such/page");
    expect(
      await screen.findByRole("heading", { name: "Not Found Error", level: 1 }),
    ).toBeInTheDocument();
  });

  it("a page of a module refuses a role its gate does not admit (a nurse has no analytics)", async () => {
    enableAllFeatures(fake.api);
    signInAs(fake.api, "nurse");
    start();
    renderApp("/analytics/reports/operations");
    expect(
      await screen.findByText(
        "Your account is not permitted to access this resource.",
      ),
    ).toBeInTheDocument();
  });

  it("signed out, an app route goes to sign-in", async () => {
    start();
    const app = renderApp("/admin/users");
    await waitFor(() => expect(app.location().pathname).toBe("/signin"));
    expect(
      await screen.findByRole("heading", { name: "Sign in" }),
    ).toBeInTheDocument();
  });

  it("a user who must reset the password only gets the reset screen at /", async () => {
    signInAs(fake.api, "dataadmin", { requirePasswordReset: true });
    start();
    const app = renderApp("/admin/users");
    await waitFor(() => expect(app.location().pathname).toBe("/"));
    expect(
      await screen.findByRole("button", { name: "Sign out" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("navigation", { name: "Main menu" }),
    ).not.toBeInTheDocument();
  });

  it("a signed-in user at / gets home inside the shell", async () => {
    signInAs(fake.api, "customer", { firstName: "Ann", lastName: "Lee" });
    start();
    renderApp("/");
    expect(
      await screen.findByRole("navigation", { name: "Main menu" }),
    ).toBeInTheDocument();
    expect(await screen.findByText(/Ann Lee/)).toBeInTheDocument();
  });
});
