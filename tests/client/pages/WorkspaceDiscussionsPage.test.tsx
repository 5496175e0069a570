/**
 * A workspace's discussions tab (issue 25): its threads inside the workspace frame, each opening on
 * the workspace's thread page, and the refusal of non-members before any thread is asked for.
 */
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
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
import { stubEditorLayout } from "../../support/richTextJsdom";
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

beforeAll(stubEditorLayout);

describe("a workspace's discussions", () => {
  const { fake, server, start } = setupFakeServer();
  let workspaces: WorkspaceStore;
  let store: DiscussionStore;

  const open = (url: (id: string) => string, member = true) => {
    const me = signInAs(fake.api, "nurse");
    enableAllFeatures(fake.api);
    start();
    workspaces = createWorkspaceStore();
    store = createDiscussionStore({ userId: me.userId, name: "Nina Nurse" });
    server.use(...workspaceHandlers(workspaces), ...discussionHandlers(store));
    workspaces.workspaces = [buildWorkspace({ workspaceId: WS })];
    workspaces.members = member ? [buildMember(me)] : [];
    const d = buildDiscussion({
      title: "Night handover",
      modelType: "workspace",
      modelId: WS,
    });
    store.discussions.push(d);
    store.posts.push(buildPost(d.discussionId, { body: "<p>All quiet</p>" }));
    renderApp(url(d.discussionId));
    return d.discussionId;
  };

  it("lists the workspace's threads, each opening inside the workspace", async () => {
    const id = open(() => `/workspace/discussions/${WS}`);
    const list = await screen.findByRole("list", { name: "Discussions" }, LOAD);
    expect(
      within(list).getByRole("link", { name: /Night handover/ }),
    ).toHaveAttribute("href", `/workspace/discussion/${WS}/${id}`);
    expect(
      lastCallTo(store, "POST", "/discussions/search")?.body,
    ).toMatchObject({
      modelType: "workspace",
      modelId: WS,
    });
  });

  it("shows a workspace thread in the frame", async () => {
    open((id) => `/workspace/discussion/${WS}/${id}`);
    expect(await screen.findByText("All quiet", {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Discussions" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  it("refuses non-members before asking for threads", async () => {
    open(() => `/workspace/discussions/${WS}`, false);
    expect(
      await screen.findByRole(
        "heading",
        { name: "You are not a member of this workspace", level: 1 },
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(lastCallTo(store, "POST", "/discussions/search")).toBeUndefined();
  });
});
