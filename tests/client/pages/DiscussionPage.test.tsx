/**
 * One thread through the app (issue 25): posts oldest first with replies under their parent, a reply
 * sent with the editor's HTML, editing one's own posts only, "Post deleted", the read mark, live
 * posts and the refusal of a thread the reader may not see.
 */
import {
  act,
  fireEvent,
  screen,
  waitFor,
  within,
} from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";
import { deliverForTest } from "../../../src/realtime/connection";
import { renderApp } from "../../support/AppWrapper";
import type { DiscussionStore } from "../../support/discussionFakes";
import {
  buildDiscussion,
  buildPost,
  createDiscussionStore,
  discussionHandlers,
  lastCallTo,
} from "../../support/discussionFakes";
import { setupFakeServer } from "../../support/mswServer";
import { stubEditorLayout, typeInEditor } from "../../support/richTextJsdom";
import { enableAllFeatures, signInAs } from "../../support/signedIn";

const LOAD = { timeout: 10_000 };
const TRIP = "7a1e0000-0000-4000-8000-000000000001";

beforeAll(stubEditorLayout);

describe("a discussion thread", () => {
  const { fake, server, start } = setupFakeServer();
  let store: DiscussionStore;

  const open = (build: (me: string) => void, status?: number) => {
    const me = signInAs(fake.api, "nurse", {
      firstName: "Nina",
      lastName: "Nurse",
    });
    enableAllFeatures(fake.api);
    start();
    store = createDiscussionStore({ userId: me.userId, name: "Nina Nurse" });
    server.use(...discussionHandlers(store));
    const thread = buildDiscussion({
      title: "Room change",
      modelType: "trip",
      modelId: TRIP,
      unread: true,
    });
    store.discussions.push(thread);
    build(me.userId);
    const id = thread.discussionId;
    if (status) store.refuse.set(`GET /discussions/${id}`, [status]);
    renderApp(`/discussion/trip/${id}/${TRIP}`);
    return id;
  };

  const posts = async () =>
    within(await screen.findByRole("list", { name: "Posts" }, LOAD));

  it("shows the posts oldest first with replies under their parent, and marks the thread read", async () => {
    const id = open((me) => {
      const thread = store.discussions[0];
      const a = buildPost(thread.discussionId, {
        authorName: "Dan Driver",
        body: "<p>Which room?</p>",
        createdAt: "2026-03-18T10:00:00.000Z",
      });
      store.posts.push(
        a,
        buildPost(thread.discussionId, {
          authorName: "Fay Facility",
          body: "<p>Lobby at noon</p>",
          createdAt: "2026-03-18T11:00:00.000Z",
        }),
        buildPost(thread.discussionId, {
          authorId: me,
          authorName: "Nina Nurse",
          parentPostId: a.discussionPostId,
          body: "<p>Room 412</p>",
          createdAt: "2026-03-18T11:30:00.000Z",
        }),
      );
    });
    const list = await posts();
    await list.findByText("Which room?");
    const items = list.getAllByRole("listitem");
    expect(items.map((i) => i.getAttribute("aria-label"))).toEqual([
      "Dan Driver",
      "Nina Nurse",
      "Fay Facility",
    ]);
    expect(items[1]).toHaveTextContent("Room 412");
    expect(screen.getByRole("link", { name: "Open the Trip" })).toHaveAttribute(
      "href",
      `/trip/${TRIP}`,
    );
    await waitFor(() =>
      expect(lastCallTo(store, "POST", `/discussions/${id}/read`)).toBeTruthy(),
    );
  });

  it("sends a reply with the editor's HTML and its parent", async () => {
    const user = userEvent.setup();
    let parent = "";
    const id = open(() => {
      const p = buildPost(store.discussions[0].discussionId, {
        authorName: "Dan Driver",
        body: "<p>Which room?</p>",
      });
      parent = p.discussionPostId;
      store.posts.push(p);
    });
    const list = await posts();
    await user.click(await list.findByRole("button", { name: "Reply" }));
    expect(screen.getByText("Replying to Dan Driver")).toBeInTheDocument();
    const box = await screen.findByRole("textbox", { name: "Message" }, LOAD);
    typeInEditor(box, "Room 412");
    await user.click(screen.getByRole("button", { name: "Post" }));
    await waitFor(() =>
      expect(lastCallTo(store, "POST", "/discussion-posts")?.body).toEqual({
        discussionId: id,
        parentPostId: parent,
        body: "<p>Room 412</p>",
      }),
    );
    expect(await list.findByText("Room 412", {}, LOAD)).toBeInTheDocument();
  });

  it("offers the thread's mentionable people after @ and posts the mention", async () => {
    const user = userEvent.setup();
    const dan = {
      kind: "user" as const,
      id: "0b6f1a9e-6f0c-4f7e-9a55-0d3f2b1c8e11",
      label: "Dan Driver",
    };
    const id = open(() => {
      store.mentionable = [dan];
    });
    const box = await screen.findByRole("textbox", { name: "Message" }, LOAD);
    await user.click(box);
    typeInEditor(box, "Hi @da");
    const menu = await screen.findByRole(
      "listbox",
      { name: "People and workspaces to mention" },
      LOAD,
    );
    expect(
      lastCallTo(store, "POST", "/discussions/mentionable")?.body,
    ).toMatchObject({ discussionId: id, searchTerm: "da" });
    fireEvent.mouseDown(
      within(menu).getByRole("option", { name: "Dan Driver" }),
    );
    await user.click(screen.getByRole("button", { name: "Post" }));
    await waitFor(() =>
      expect(
        lastCallTo(store, "POST", "/discussion-posts")?.body,
      ).toMatchObject({
        discussionId: id,
        body: expect.stringContaining(`data-id="${dan.id}"`),
      }),
    );
  });

  it("lets the author edit their own post, not others', and marks it edited", async () => {
    const user = userEvent.setup();
    open((me) => {
      const d = store.discussions[0].discussionId;
      store.posts.push(
        buildPost(d, { authorName: "Dan Driver", body: "<p>Theirs</p>" }),
        buildPost(d, {
          authorId: me,
          authorName: "Nina Nurse",
          body: "<p>Mine</p>",
        }),
      );
    });
    const list = await posts();
    const theirs = await list.findByRole("listitem", { name: "Dan Driver" });
    const mine = list.getByRole("listitem", { name: "Nina Nurse" });
    expect(within(theirs).queryByRole("button", { name: "Edit" })).toBeNull();
    expect(within(theirs).queryByRole("button", { name: "Delete" })).toBeNull();
    await user.click(within(mine).getByRole("button", { name: "Edit" }));
    const box = await within(mine).findByRole(
      "textbox",
      { name: "Message" },
      LOAD,
    );
    typeInEditor(box, " and more");
    await user.click(within(mine).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(
        lastCallTo(store, "POST", "/discussion-posts")?.body,
      ).toMatchObject({ body: expect.stringContaining("and more") }),
    );
    expect(
      await within(mine).findByText(/edited/, {}, LOAD),
    ).toBeInTheDocument();
  });

  it("shows a deleted post as “Post deleted”, and deletes one's own", async () => {
    const user = userEvent.setup();
    open((me) => {
      const d = store.discussions[0].discussionId;
      store.posts.push(
        buildPost(d, { body: "", deleted: true, authorName: "Dan Driver" }),
        buildPost(d, {
          authorId: me,
          authorName: "Nina Nurse",
          body: "<p>Oops</p>",
        }),
      );
    });
    const list = await posts();
    const gone = await list.findByRole("listitem", { name: "Dan Driver" });
    expect(gone).toHaveTextContent("Post deleted");
    expect(within(gone).queryByRole("button", { name: "Reply" })).toBeNull();
    const mine = list.getByRole("listitem", { name: "Nina Nurse" });
    await user.click(within(mine).getByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(within(mine).getByText("Post deleted")).toBeInTheDocument(),
    );
  });

  it("shows a post made elsewhere without a reload", async () => {
    open(() => undefined);
    expect(
      await screen.findByText("No posts yet: write the first one.", {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Posts" })).toBeNull();
    const fresh = buildPost(store.discussions[0].discussionId, {
      body: "<p>Arrived live</p>",
    });
    store.posts.push(fresh);
    act(() =>
      deliverForTest({
        topic: "discussion-posts",
        ids: [fresh.discussionPostId],
      }),
    );
    expect(
      await screen.findByText("Arrived live", {}, LOAD),
    ).toBeInTheDocument();
  });

  it("refuses a thread the reader may not see", async () => {
    open(() => undefined, 403);
    expect(
      await screen.findByText("You may not read this discussion.", {}, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Message" })).toBeNull();
  });
});
