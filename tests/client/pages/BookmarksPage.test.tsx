/**
 * /user/bookmarks through the app (issue 25): the §7 look-up exactly, the user's bookmarks by name,
 * each opening its record through the record registry, an unavailable one greyed, labelled and not
 * opened, and removal with the §8 toast. The record pages' toggle: tests/client/widgets/BookmarkToggle.test.tsx.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { tripsModule } from "../../../domain/modules/trips";
import { renderApp } from "../../support/AppWrapper";
import {
  bookmarkHandlers,
  bookmarksOf,
  buildBookmark,
} from "../../support/bookmarkHandlers";
import { fixClock } from "../../support/fixedClock";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const LOAD = { timeout: 10_000 };
const TRIP = "70000000-0000-4000-8000-0000000000a1";
const PATIENT = "70000000-0000-4000-8000-0000000000b1";
fixClock("2026-03-18T12:00:00");

describe("bookmarks", () => {
  const { fake, server, start } = setupFakeServer();

  const signIn = () => {
    const me = signInAs(fake.api, "nurse");
    enableAllFeatures(fake.api);
    start();
    server.use(...bookmarkHandlers(fake.api));
    return me;
  };

  const searches = () =>
    fake.api.requests.filter((r) => r.path === "/bookmarks/search");

  it("lists mine by name, opens each through its record's page, greys an unavailable one", async () => {
    const me = signIn();
    bookmarksOf(fake.api).push(
      buildBookmark(me.userId, {
        name: "Zed trip",
        modelType: "trip",
        modelId: TRIP,
      }),
      buildBookmark(me.userId, {
        name: "Alpha patient",
        modelType: "patient",
        modelId: PATIENT,
        available: false,
      }),
      buildBookmark("someone-else", { name: "Not mine" }),
    );
    renderApp("/user/bookmarks");
    const list = await screen.findByRole(
      "list",
      { name: "My bookmarks" },
      LOAD,
    );
    const items = within(list).getAllByRole("listitem");
    expect(items.map((i) => i.getAttribute("aria-label"))).toEqual([
      "Alpha patient",
      "Zed trip",
    ]);
    expect(
      within(items[1]).getByRole("link", { name: "Zed trip" }),
    ).toHaveAttribute("href", tripsModule.paths.show(TRIP));
    expect(within(items[0]).queryByRole("link")).toBeNull();
    expect(within(items[0]).getByText("No longer available")).toBeVisible();
    expect(screen.queryByText("Not mine")).toBeNull();
    expect(searches()[0].body).toEqual({
      pageNumber: 1,
      pageSize: 1000,
      sortBy: "name",
      sortDescending: false,
    });
  });

  it("removes one with 'Bookmark removed.'", async () => {
    const me = signIn();
    bookmarksOf(fake.api).push(
      buildBookmark(me.userId, { name: "Old trip", modelId: TRIP }),
    );
    renderApp("/user/bookmarks");
    await userEvent.click(
      await screen.findByRole(
        "button",
        { name: "Remove bookmark Old trip" },
        LOAD,
      ),
    );
    expect(
      await screen.findByText("Bookmark removed.", {}, LOAD),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText("Old trip")).toBeNull());
    expect(bookmarksOf(fake.api)).toEqual([]);
    expect(
      await screen.findByText(/No bookmarks yet/, {}, LOAD),
    ).toBeInTheDocument();
  });

  it("says so when there are none", async () => {
    signIn();
    renderApp("/user/bookmarks");
    expect(
      await screen.findByText(/No bookmarks yet/, {}, LOAD),
    ).toBeInTheDocument();
  });
});
