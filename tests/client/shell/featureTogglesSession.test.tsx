/**
 * The feature toggles are read again when the session changes hands (issue 8): a module switched
 * on or off shows in the menu after signing out and in, without a reload, and the new read carries
 * the new session's headers. Slow (a few seconds): the whole app shell over msw, signed out and in
 * through its own screens.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SESSION_KEYS } from "../../../domain/constants";
import { FEATURES } from "../../../domain/features";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const { fake, start } = setupFakeServer();
const LOAD = { timeout: 10_000 };

const documentsEntry = () =>
  within(screen.getByRole("navigation", { name: "Main menu" })).queryByRole(
    "menuitem",
    { name: "Documents" },
  );

describe("feature toggles after signing in", () => {
  it("follow a module switched off while signed out, without a reload", async () => {
    enableAllFeatures(fake.api);
    const user = signInAs(fake.api, "systemadmin");
    sessionStorage.setItem(SESSION_KEYS.disclaimerAcknowledged, "true");
    start();
    const app = renderApp("/");
    expect(
      await screen.findByRole("menuitem", { name: "Documents" }, LOAD),
    ).toBeInTheDocument();

    const ui = userEvent.setup();
    await ui.click(screen.getByRole("button", { name: "Account" }));
    await ui.click(await screen.findByRole("menuitem", { name: "Sign out" }));
    await waitFor(() =>
      expect(app.location().pathname).toMatch(/^\/signin\/?$/),
    );

    // An administrator switches the module off meanwhile.
    fake.api.toggles[FEATURES.documents] = false;
    const before = fake.api.requests.length;
    await ui.type(await screen.findByLabelText("Email", {}, LOAD), user.email);
    await ui.type(screen.getByLabelText("Password"), "correct horse battery");
    await ui.click(screen.getByRole("button", { name: "Sign in" }));

    await screen.findByRole("navigation", { name: "Main menu" }, LOAD);
    await waitFor(() => expect(documentsEntry()).toBeNull(), LOAD);
    const reread = fake.api.requests
      .slice(before)
      .filter((r) => r.path === "/featuretoggles");
    expect(reread.length).toBeGreaterThan(0);
    expect(reread.at(-1)?.headers.get("Authorization")).toMatch(/^Bearer /);
  });
});
