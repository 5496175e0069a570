/**
 * The record pages' bookmark toggle (issue 25), through the app on a workspace's header: created
 * and removed with the §8 toasts, named after the record, the ids read once within the hour (§9)
 * and read again after a change.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../support/AppWrapper";
import {
  bookmarkHandlers,
  bookmarksOf,
  buildBookmark,
} from "../../support/bookmarkHandlers";
import { fixClock } from "../../support/fixedClock";
import { driverStatusHandlers } from "../../support/driverStatusHandlers";
import { setupFakeServer } from "../../support/mswServer";
import { tripHandlers } from "../../support/tripHandlers";
import { TRIP, trip } from "../../support/tripShow";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import type { WorkspaceStore } from "../../support/workspaceFakes";
import {
  buildMember,
  buildWorkspace,
  createWorkspaceStore,
  workspaceHandlers,
  WS,
} from "../../support/workspaceFakes";

const LOAD = { timeout: 10_000 };
fixClock("2026-03-18T12:00:00");

describe("the bookmark toggle", () => {
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

  describe("the toggle on a record page", () => {
    let store: WorkspaceStore;
    const onWorkspace = () => {
      const me = signIn();
      store = createWorkspaceStore();
      server.use(...workspaceHandlers(store));
      store.workspaces = [
        buildWorkspace({ workspaceId: WS, workspaceName: "Discharge team" }),
      ];
      store.members = [buildMember(me, { workspaceRole: "viewer" })];
      return me;
    };

    it("bookmarks the workspace under its name, then removes it, with the §8 toasts", async () => {
      onWorkspace();
      renderApp(`/workspace/${WS}`);
      const add = await screen.findByRole(
        "button",
        { name: "Bookmark this record" },
        LOAD,
      );
      await waitFor(() => expect(add).toBeEnabled());
      expect(add).toHaveAttribute("aria-pressed", "false");
      await userEvent.click(add);
      expect(
        await screen.findByText("Bookmark created.", {}, LOAD),
      ).toBeInTheDocument();
      expect(bookmarksOf(fake.api)).toEqual([
        expect.objectContaining({
          name: "Discharge team",
          modelType: "workspace",
          modelId: WS,
        }),
      ]);
      const remove = await screen.findByRole(
        "button",
        { name: "Remove this bookmark" },
        LOAD,
      );
      expect(remove).toHaveAttribute("aria-pressed", "true");
      // Refreshed after the change: the ids were read again.
      expect(searches().length).toBeGreaterThanOrEqual(2);
      await waitFor(() => expect(remove).toBeEnabled());
      await userEvent.click(remove);
      expect(
        await screen.findByText("Bookmark removed.", {}, LOAD),
      ).toBeInTheDocument();
      expect(bookmarksOf(fake.api)).toEqual([]);
      expect(
        await screen.findByRole(
          "button",
          { name: "Bookmark this record" },
          LOAD,
        ),
      ).toBeInTheDocument();
    });

    it("shows an existing bookmark as set, reading the ids once within the hour", async () => {
      const me = onWorkspace();
      bookmarksOf(fake.api).push(
        buildBookmark(me.userId, { modelType: "workspace", modelId: WS }),
      );
      const first = renderApp(`/workspace/${WS}`);
      expect(
        await screen.findByRole(
          "button",
          { name: "Remove this bookmark" },
          LOAD,
        ),
      ).toBeInTheDocument();
      expect(searches()).toHaveLength(1);
      first.unmount();
      // A new page load within the hour: the ids come from the browser, no call.
      renderApp(`/workspace/${WS}`);
      expect(
        await screen.findByRole(
          "button",
          { name: "Remove this bookmark" },
          LOAD,
        ),
      ).toBeInTheDocument();
      expect(searches()).toHaveLength(1);
    });

    it("says 'Failed to create Bookmark: ' with the server's words when the create fails", async () => {
      onWorkspace();
      fake.api.failures.set("/bookmarks", 409);
      renderApp(`/workspace/${WS}`);
      const add = await screen.findByRole(
        "button",
        { name: "Bookmark this record" },
        LOAD,
      );
      await waitFor(() => expect(add).toBeEnabled());
      await userEvent.click(add);
      expect(
        await screen.findByText(/^Failed to create Bookmark: /, {}, LOAD),
      ).toBeInTheDocument();
      expect(bookmarksOf(fake.api)).toEqual([]);
    });
  });

  it("on a trip's page, names the bookmark after the trip (its patient and pick-up)", async () => {
    signIn();
    server.use(
      ...tripHandlers(fake.api, { trips: [trip], activities: [] }),
      ...driverStatusHandlers(fake.api, { online: [] }),
    );
    renderApp(`/trip/${TRIP}`);
    const add = await screen.findByRole(
      "button",
      { name: "Bookmark this record" },
      LOAD,
    );
    await waitFor(() => expect(add).toBeEnabled());
    await userEvent.click(add);
    expect(
      await screen.findByText("Bookmark created.", {}, LOAD),
    ).toBeInTheDocument();
    expect(bookmarksOf(fake.api)).toEqual([
      expect.objectContaining({
        name: expect.stringMatching(
          /^Rosa Parks · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/,
        ),
        modelType: "trip",
        modelId: TRIP,
      }),
    ]);
  });
});
