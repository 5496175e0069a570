/**
 * A workspace's overview and activity pages, and the home page's tasks panel, through the app
 * (issue 24): open tasks counted by status (each leading to the board filtered by it), the activity
 * search of the workspace, and the user's open tasks due soon, hidden while the module is off.
 */
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../support/AppWrapper";
import { fixClock } from "../../support/fixedClock";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import type { WorkspaceStore } from "../../support/workspaceFakes";
import {
  buildActivity,
  buildMember,
  buildTask,
  buildWorkspace,
  createWorkspaceStore,
  lastCall,
  person,
  workspaceHandlers,
  WS,
} from "../../support/workspaceFakes";

const LOAD = { timeout: 10_000 };
fixClock("2026-03-18T12:00:00");

describe("a workspace's overview, its activity and the home panel", () => {
  const { fake, server, start } = setupFakeServer();
  let store: WorkspaceStore;

  const signIn = (workspacesOn = true) => {
    const me = signInAs(fake.api, "nurse");
    enableAllFeatures(fake.api, workspacesOn ? [] : ["feature-workspaces"]);
    start();
    store = createWorkspaceStore();
    server.use(...workspaceHandlers(store));
    store.workspaces = [buildWorkspace({ workspaceId: WS })];
    store.members = [buildMember(me, { workspaceRole: "editor" })];
    return me;
  };

  it("counts open tasks by status, each leading to the board filtered by it", async () => {
    signIn();
    store.tasks = [
      buildTask({ status: "todo", title: "Call the family" }),
      buildTask({ status: "todo", title: "Book transport" }),
      buildTask({ status: "blocked", title: "Wait for pharmacy" }),
      buildTask({ status: "done", title: "Discharge letter" }),
    ];
    store.activities = [
      buildActivity({
        action: "updated",
        changes: [{ field: "title", before: "Call", after: "Call the family" }],
      }),
    ];
    renderApp(`/workspace/${WS}`);
    const counts = await screen.findByRole(
      "region",
      { name: "Open tasks by status" },
      LOAD,
    );
    const todo = await within(counts).findByRole("link", { name: /^2 To do$/ });
    expect(todo).toHaveAttribute("href", `/workspace/tasks/board/${WS}/todo`);
    expect(
      await within(counts).findByRole("link", { name: /^1 Blocked$/ }),
    ).toHaveAttribute("href", `/workspace/tasks/board/${WS}/blocked`);
    const open = screen.getByRole("region", { name: "Open tasks" });
    expect(
      await within(open).findByText("Call the family"),
    ).toBeInTheDocument();
    expect(within(open).queryByText("Discharge letter")).toBeNull();
    const activity = screen.getByRole("region", { name: "Recent activity" });
    expect(
      await within(activity).findByText("Changed the task “Call the family”"),
    ).toBeInTheDocument();
    expect(lastCall(store, "POST", "/activities/search")?.body).toMatchObject({
      modelType: "workspace",
      modelId: WS,
      pageNumber: 1,
      pageSize: 5,
      sortBy: "createdAt",
      sortDescending: true,
    });
  });

  it("pages the workspace's activity, newest first, naming tasks and members", async () => {
    signIn();
    const task = buildTask({ title: "Book transport" });
    const rita = buildMember(person("Rita", "Request"), {
      membershipStatus: "requested",
    });
    store.tasks = [task];
    store.members.push(rita);
    store.activities = [
      buildActivity({
        action: "moved",
        modelId: task.taskId,
        changes: [{ field: "status", before: "todo", after: "done" }],
      }),
      buildActivity({
        action: "requested",
        modelType: "workspace-member",
        modelId: rita.workspaceMemberId,
      }),
      ...Array.from({ length: 10 }, (_, i) =>
        buildActivity({ action: "updated", actorName: `Person ${i}` }),
      ),
    ];
    renderApp(`/workspace/activities/${WS}`);
    await waitFor(
      () => expect(screen.getAllByTestId("activity-entry")).toHaveLength(10),
      LOAD,
    );
    expect(
      await screen.findByText("Moved the task “Book transport”"),
    ).toBeInTheDocument();
    expect(screen.getByText("Status: To do → Done")).toBeInTheDocument();
    expect(
      await screen.findByText("Rita Request asked to join"),
    ).toBeInTheDocument();
    expect(lastCall(store, "POST", "/activities/search")?.body).toMatchObject({
      modelType: "workspace",
      modelId: WS,
      sortBy: "createdAt",
      sortDescending: true,
    });
  });

  it("shows my open tasks due soon on the home page", async () => {
    const me = signIn();
    store.tasks = [
      buildTask({
        title: "Overdue one",
        dueDate: "2026-03-16",
        assigneeId: me.userId,
      }),
      buildTask({
        title: "Due today",
        dueDate: "2026-03-18",
        assigneeId: me.userId,
      }),
    ];
    renderApp("/");
    const panel = await screen.findByRole(
      "region",
      { name: "My tasks due soon" },
      LOAD,
    );
    expect(await within(panel).findByText("Overdue one")).toBeInTheDocument();
    expect(within(panel).getByText("Overdue · 2026-03-16")).toBeInTheDocument();
    expect(within(panel).getByText("Today · 2026-03-18")).toBeInTheDocument();
    expect(lastCall(store, "POST", "/tasks/search")?.body).toMatchObject({
      assigneeId: me.userId,
      additionalArrayFilters: { statuses: ["todo", "in-progress", "blocked"] },
      dateFilterRequest: { toDate: "2026-03-19" },
    });
  });

  it("leaves the panel out while workspaces are switched off", async () => {
    signIn(false);
    renderApp("/");
    expect(
      await screen.findByRole("heading", { name: "Home", level: 1 }, LOAD),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("region", { name: "My tasks due soon" }),
    ).toBeNull();
    expect(store.calls.some((c) => c.path === "/tasks/search")).toBe(false);
  });
});
