/**
 * /discussions through the app (issue 25): my threads, unread first then by last post, and a new
 * free-standing thread with its participants and first post in one call.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { renderApp } from "../../support/AppWrapper";
import type { DiscussionStore } from "../../support/discussionFakes";
import {
  buildDiscussion,
  createDiscussionStore,
  discussionHandlers,
  discussionUuid,
  lastCallTo,
} from "../../support/discussionFakes";
import { setupFakeServer } from "../../support/mswServer";
import { stubEditorLayout, typeInEditor } from "../../support/richTextJsdom";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const LOAD = { timeout: 10_000 };

beforeAll(stubEditorLayout);

describe("the discussions page", () => {
  const { fake, server, start } = setupFakeServer();
  let store: DiscussionStore;

  const open = (url = "/discussions") => {
    const me = signInAs(fake.api, "nurse");
    enableAllFeatures(fake.api);
    start();
    store = createDiscussionStore({ userId: me.userId, name: "Nina Nurse" });
    server.use(...discussionHandlers(store));
    return () => renderApp(url);
  };

  it("lists my threads unread first, each newest first", async () => {
    const render = open();
    store.discussions.push(
      buildDiscussion({
        title: "Old read",
        lastPostAt: "2026-03-10T10:00:00.000Z",
      }),
      buildDiscussion({
        title: "New read",
        lastPostAt: "2026-03-18T10:00:00.000Z",
      }),
      buildDiscussion({
        title: "Old unread",
        unread: true,
        lastPostAt: "2026-03-11T10:00:00.000Z",
      }),
    );
    render();
    const list = await screen.findByRole("list", { name: "Discussions" }, LOAD);
    const titles = within(list)
      .getAllByRole("link")
      .map((a) => a.textContent ?? "");
    expect(titles[0]).toMatch(/^Old unread/);
    expect(titles[1]).toMatch(/^New read/);
    expect(titles[2]).toMatch(/^Old read/);
    expect(within(list).getAllByText("Unread")).toHaveLength(1);
    expect(
      lastCallTo(store, "POST", "/discussions/search")?.body,
    ).toMatchObject({
      sortBy: "lastPostAt",
      sortDescending: true,
      // "Mine": the server's participantId filter, with the signed-in user.
      participantId: store.author.userId,
    });
  });

  it("starts a free-standing discussion with participants and a first post", async () => {
    const user = userEvent.setup();
    const render = open();
    const dan = {
      kind: "user" as const,
      id: discussionUuid(),
      label: "Dan Driver",
    };
    store.mentionable = [dan];
    render();
    await user.click(
      await screen.findByRole("button", { name: "New discussion" }, LOAD),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "New discussion",
    });
    await user.type(
      within(dialog).getByRole("textbox", { name: /Title/ }),
      "Pharmacy run",
    );
    await user.type(
      within(dialog).getByRole("combobox", { name: "Participants" }),
      "Dan",
    );
    await user.click(
      await screen.findByRole("option", { name: "Dan Driver" }, LOAD),
    );
    const box = await within(dialog).findByRole(
      "textbox",
      { name: "First post" },
      LOAD,
    );
    typeInEditor(box, "Can you pick it up?");
    await user.click(within(dialog).getByRole("button", { name: "Start" }));
    await waitFor(() =>
      expect(lastCallTo(store, "POST", "/discussions")?.body).toEqual({
        title: "Pharmacy run",
        participantIds: [dan.id],
        firstPost: "<p>Can you pick it up?</p>",
      }),
    );
    expect(
      await screen.findByRole(
        "heading",
        { name: "Pharmacy run", level: 1 },
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Can you pick it up?", {}, LOAD),
    ).toBeInTheDocument();
  });

  it("lists the threads on one kind of record", async () => {
    const render = open("/discussions/trip");
    store.discussions.push(
      buildDiscussion({
        title: "On a trip",
        modelType: "trip",
        modelId: discussionUuid(),
      }),
    );
    render();
    expect(await screen.findByText("On a trip", {}, LOAD)).toBeInTheDocument();
    expect(
      lastCallTo(store, "POST", "/discussions/search")?.body,
    ).toMatchObject({
      modelType: "trip",
    });
  });
});
