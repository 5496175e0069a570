/**
 * A workspace's frame and members page through the app (issue 24): the §7 membership look-up body,
 * exactly; the refusal shown to non-members (not among the approved members, or a 403); an owner's
 * actions on members (approve, change role, remove) with the §7 toasts; the last owner's 409.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import type { WorkspaceStore } from "../../support/workspaceFakes";
import {
  buildMember,
  buildWorkspace,
  createWorkspaceStore,
  lastCall,
  person,
  workspaceHandlers,
  WS,
} from "../../support/workspaceFakes";

const LOAD = { timeout: 10_000 };
const MEMBERS = `/workspace/members/${WS}`;

describe("a workspace's frame and members", () => {
  const { fake, server, start } = setupFakeServer();
  let store: WorkspaceStore;

  const signIn = (role: "nurse" | "systemadmin" = "nurse") => {
    const me = signInAs(fake.api, role);
    enableAllFeatures(fake.api);
    start();
    store = createWorkspaceStore();
    server.use(...workspaceHandlers(store));
    store.workspaces = [buildWorkspace({ workspaceId: WS })];
    return me;
  };

  it("checks membership with the §7 look-up body, exactly", async () => {
    const me = signIn();
    store.members = [buildMember(me, { workspaceRole: "viewer" })];
    renderApp(`/workspace/${WS}`);
    expect(
      await screen.findByRole(
        "heading",
        { name: "Discharge planning", level: 1 },
        LOAD,
      ),
    ).toBeInTheDocument();
    const lookup = store.calls.find(
      (c) => c.path === "/workspace-members/search",
    );
    expect(JSON.stringify(lookup?.body)).toBe(
      JSON.stringify({
        pageNumber: 1,
        pageSize: 1000,
        sortBy: "workspaceId",
        sortDescending: false,
        workspaceId: WS,
        membershipStatus: "approved",
      }),
    );
    expect(screen.getByRole("tab", { name: "Board" })).toHaveAttribute(
      "href",
      `/workspace/tasks/board/${WS}`,
    );
    expect(document.title).toBe("Discharge planning · NEMT Portal");
  });

  it("refuses a signed-in user who is not an approved member", async () => {
    signIn();
    store.members = [
      buildMember(person("Olive", "Owner"), { workspaceRole: "owner" }),
    ];
    renderApp(`/workspace/${WS}`);
    expect(
      await screen.findByRole(
        "heading",
        { name: "You are not a member of this workspace", level: 1 },
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: /Back to my workspaces/ }),
    ).toHaveAttribute("href", "/workspaces");
    expect(store.calls.some((c) => c.path === `/workspaces/${WS}`)).toBe(false);
  });

  it("refuses when the server answers 403 to the look-up", async () => {
    signIn();
    store.refuse.set("POST /workspace-members/search", [403]);
    renderApp(MEMBERS);
    expect(
      await screen.findByRole(
        "heading",
        { name: "You are not a member of this workspace", level: 1 },
        LOAD,
      ),
    ).toBeInTheDocument();
  });

  it("lets a system administrator read a workspace they are no member of", async () => {
    signIn("systemadmin");
    store.members = [
      buildMember(person("Olive", "Owner"), { workspaceRole: "owner" }),
    ];
    renderApp(MEMBERS);
    expect(
      await screen.findByRole("listitem", { name: "Olive Owner" }, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add member" })).toBeNull();
  });

  /** Me as the owner, an editor and a request to join. */
  const ownerWithTeam = () => {
    const me = signIn();
    const asking = buildMember(person("Rita", "Request"), {
      membershipStatus: "requested",
    });
    const editor = buildMember(person("Ed", "Itor"), {
      workspaceRole: "editor",
    });
    store.members = [
      buildMember(me, { workspaceRole: "owner" }),
      editor,
      asking,
    ];
    return { asking, editor };
  };

  it("lets an owner approve a request: 'Member updated.'", async () => {
    const { asking } = ownerWithTeam();
    const user = userEvent.setup();
    renderApp(MEMBERS);
    const requests = await screen.findByRole(
      "region",
      { name: "Requests to join" },
      LOAD,
    );
    await user.click(within(requests).getByRole("button", { name: "Approve" }));
    expect(await screen.findByText("Member updated.")).toBeInTheDocument();
    expect(lastCall(store, "POST", "/workspace-members")?.body).toEqual({
      workspaceMemberId: asking.workspaceMemberId,
      workspaceId: WS,
      memberId: asking.memberId,
      membershipStatus: "approved",
      workspaceRole: "viewer",
    });
  });

  it("lets an owner change a member's role", async () => {
    const { editor } = ownerWithTeam();
    const user = userEvent.setup();
    renderApp(MEMBERS);
    const ed = await screen.findByRole("listitem", { name: "Ed Itor" }, LOAD);
    await user.click(
      within(ed).getByRole("combobox", { name: "Role of Ed Itor" }),
    );
    await user.click(await screen.findByRole("option", { name: "Viewer" }));
    expect(await screen.findByText("Member updated.")).toBeInTheDocument();
    expect(lastCall(store, "POST", "/workspace-members")?.body).toEqual({
      workspaceMemberId: editor.workspaceMemberId,
      workspaceId: WS,
      memberId: editor.memberId,
      membershipStatus: "approved",
      workspaceRole: "viewer",
    });
  });

  it("lets an owner add someone found by name: 'New Member created.'", async () => {
    ownerWithTeam();
    const nina = person("Nina", "Nurse");
    store.candidates = [nina];
    const user = userEvent.setup();
    renderApp(MEMBERS);
    await user.click(
      await screen.findByRole("button", { name: "Add member" }, LOAD),
    );
    const dialog = await screen.findByRole("dialog", { name: "Add a member" });
    await user.type(
      within(dialog).getByRole("combobox", { name: /User/ }),
      "nin",
    );
    await user.click(
      await screen.findByRole("option", { name: /Nina Nurse/ }, LOAD),
    );
    await user.click(within(dialog).getByRole("button", { name: "Add" }));
    expect(await screen.findByText("New Member created.")).toBeInTheDocument();
    expect(
      lastCall(store, "POST", "/workspace-members/candidates")?.body,
    ).toEqual({ workspaceId: WS, searchTerm: "nin" });
    expect(lastCall(store, "POST", "/workspace-members")?.body).toEqual({
      workspaceId: WS,
      memberId: nina.userId,
      membershipStatus: "approved",
      workspaceRole: "editor",
    });
  });

  it("lets an owner remove a member: 'Workspace Member removed.'", async () => {
    const { editor } = ownerWithTeam();
    const user = userEvent.setup();
    renderApp(MEMBERS);
    const ed = await screen.findByRole("listitem", { name: "Ed Itor" }, LOAD);
    await user.click(within(ed).getByRole("button", { name: "Remove" }));
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByText("Workspace Member removed."),
    ).toBeInTheDocument();
    expect(lastCall(store, "POST", "/workspace-members/remove")?.body).toEqual({
      workspaceId: WS,
      memberId: editor.memberId,
    });
    await waitFor(() =>
      expect(screen.queryByRole("listitem", { name: "Ed Itor" })).toBeNull(),
    );
  });

  it("shows the last owner's refusal to leave with the server's message", async () => {
    const me = signIn();
    store.members = [buildMember(me, { workspaceRole: "owner" })];
    store.refuse.set("POST /workspace-members/remove", [
      409,
      "A workspace must keep at least one approved owner.",
    ]);
    const user = userEvent.setup();
    renderApp(MEMBERS);
    await user.click(
      await screen.findByRole("button", { name: "Leave workspace" }, LOAD),
    );
    await user.click(await screen.findByRole("button", { name: "Confirm" }));
    expect(
      await screen.findByText(
        "Failed to remove the submitted Member: A workspace must keep at least one approved owner.",
      ),
    ).toBeInTheDocument();
  });

  it("hides the owners' actions from a viewer, who may still leave", async () => {
    const me = signIn();
    store.members = [
      buildMember(person("Olive", "Owner"), { workspaceRole: "owner" }),
      buildMember(me, { workspaceRole: "viewer" }),
    ];
    renderApp(MEMBERS);
    expect(
      await screen.findByRole("button", { name: "Leave workspace" }, LOAD),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Add member" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Remove" })).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
  });
});
