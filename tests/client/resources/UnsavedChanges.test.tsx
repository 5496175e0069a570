/**
 * Create and edit forms (ResourceForm) ask before a navigation drops unsaved changes (issue 8), in
 * the real app shell (its data router, its menu) over msw.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../support/AppWrapper";
import { buildFeature } from "../../support/factories";
// Not a React hook despite its name: aliased so react-hooks/rules-of-hooks leaves it alone.
import { useFakeServer as setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const { fake, start } = setupFakeServer();
const LOAD = { timeout: 10_000 };

afterEach(() => {
  vi.restoreAllMocks();
});

/** The app's side menu, where a user leaves a form. */
const menuLink = (name: string) =>
  within(screen.getByRole("navigation", { name: "Main menu" })).getByRole(
    "menuitem",
    { name },
  );

function openFeature() {
  signInAs(fake.api, "systemadmin");
  enableAllFeatures(fake.api);
  const feature = buildFeature({
    featureCode: "feature-documents",
    featureTitle: "Documents",
  });
  fake.api.features = [feature];
  start();
  return renderApp(`/admin/features/upsert/${feature.featureId}`);
}

describe("unsaved changes", () => {
  it("asks before leaving an edited form; cancelling keeps the form and its changes", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const app = openFeature();
    const title = await screen.findByRole("textbox", { name: "Title" }, LOAD);
    const user = userEvent.setup();
    await user.type(title, " and more");
    await user.click(menuLink("Calendar"));
    await waitFor(() =>
      expect(confirm).toHaveBeenCalledWith(
        "Some of your changes weren't saved. Are you sure you want to ignore them?",
      ),
    );
    expect(app.location().pathname).toMatch(/^\/admin\/features\/upsert\//);
    expect(screen.getByRole("textbox", { name: "Title" })).toHaveValue(
      "Documents and more",
    );
  });

  it("leaves an unchanged form without asking", async () => {
    const confirm = vi.spyOn(window, "confirm");
    const app = openFeature();
    await screen.findByRole("textbox", { name: "Title" }, LOAD);
    await userEvent.setup().click(menuLink("Calendar"));
    await waitFor(() => expect(app.location().pathname).toBe("/calendar"));
    expect(confirm).not.toHaveBeenCalled();
  });
});
