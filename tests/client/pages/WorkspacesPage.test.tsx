/**
 * /workspaces, /workspaces/create and /workspaces/upsert/:id through the app (issue 24): my
 * workspaces and my requests, joining by code, the §7 create body and toasts, a taken code.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import type { WorkspaceStore } from "../../support/workspaceFakes";
import {
  buildMember,
  buildWorkspace,
  createWorkspaceStore,
  lastCall,
  OTHER_WS,
  workspaceHandlers,
  WS,
} from "../../support/workspaceFakes";

const LOAD = { timeout: 10_000 };

describe("the workspace list and forms", () => {
  const { fake, server, start } = setupFakeServer();
  let store: WorkspaceStore;

  const signIn = () => {
    const me = signInAs(fake.api, "nurse");
    enableAllFeatures(fake.api);
    start();
    store = createWorkspaceStore();
    server.use(...workspaceHandlers(store));
    return me;
  };

  it("lists my workspaces and those I asked to join", async () => {
    signIn();
    store.workspaces = [
      buildWorkspace({ workspaceId: WS, workspaceName: "Discharge planning" }),
      buildWorkspace({
        workspaceId: OTHER_WS,
        workspaceName: "Standing orders",
        workspaceCode: "STANDING",
        myMembershipStatus: "requested",
        myWorkspaceRole: "viewer",
      }),
    ];
    renderApp("/workspaces");
    const mine = await screen.findByRole(
      "listitem",
      { name: "Discharge planning" },
      LOAD,
    );
    expect(
      within(mine).getByRole("link", { name: "Discharge planning" }),
    ).toHaveAttribute("href", `/workspace/${WS}`);
    expect(within(mine).getByText("Owner")).toBeInTheDocument();
    const asked = screen.getByRole("listitem", { name: "Standing orders" });
    expect(within(asked).getByText("Requested")).toBeInTheDocument();
    expect(within(asked).queryByRole("link")).toBeNull();
    expect(lastCall(store, "POST", "/workspaces/user")?.body).toMatchObject({
      pageNumber: 1,
      pageSize: 10,
    });
  });

  it("filters by name on the server, once typing pauses", async () => {
    signIn();
    store.workspaces = [buildWorkspace({ workspaceId: WS })];
    const user = userEvent.setup();
    renderApp("/workspaces");
    await user.type(
      await screen.findByRole("searchbox", { name: "Filter by name" }, LOAD),
      "disch",
    );
    await waitFor(() =>
      expect(lastCall(store, "POST", "/workspaces/user")?.body).toEqual({
        pageNumber: 1,
        pageSize: 10,
        sortBy: "workspaceName",
        sortDescending: false,
        additionalStringFilters: { workspaceName: "disch" },
      }),
    );
  });

  it("joins by code: the request goes out, the list shows it; an unknown code is named", async () => {
    signIn();
    store.workspaces = [
      buildWorkspace({
        workspaceId: OTHER_WS,
        workspaceName: "Incidents",
        workspaceCode: "INCIDENTS",
        myMembershipStatus: null,
        myWorkspaceRole: null,
      }),
    ];
    const user = userEvent.setup();
    renderApp("/workspaces");
    await user.click(
      await screen.findByRole("button", { name: "Join by code" }, LOAD),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Join a workspace",
    });
    const code = within(dialog).getByRole("textbox", {
      name: /Workspace code/,
    });
    await user.type(code, "nope9");
    expect(code).toHaveValue("NOPE9");
    await user.click(
      within(dialog).getByRole("button", { name: "Ask to join" }),
    );
    expect(
      await within(dialog).findByText("No workspace has this code."),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, "incidents");
    await user.click(
      within(dialog).getByRole("button", { name: "Ask to join" }),
    );
    expect(
      await screen.findByText(
        "You asked to join Incidents. An owner will approve it.",
      ),
    ).toBeInTheDocument();
    expect(lastCall(store, "POST", "/workspace-members/request")?.body).toEqual(
      {
        workspaceCode: "INCIDENTS",
      },
    );
    const asked = await screen.findByRole("listitem", { name: "Incidents" });
    expect(await within(asked).findByText("Requested")).toBeInTheDocument();
  });

  it("creates a workspace: §7 body without an empty description, 'New Workspace created.'", async () => {
    signIn();
    const user = userEvent.setup();
    const app = renderApp("/workspaces/create");
    await user.type(
      await screen.findByRole("textbox", { name: /Name/ }, LOAD),
      "Night shift",
    );
    const code = screen.getByRole("textbox", { name: /Code/ });
    await user.type(code, "night 7");
    expect(code).toHaveValue("NIGHT7");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("New Workspace created.", {}, LOAD),
    ).toBeInTheDocument();
    expect(lastCall(store, "POST", "/workspaces")?.body).toEqual({
      workspaceName: "Night shift",
      workspaceCode: "NIGHT7",
    });
    await waitFor(() =>
      expect(app.location().pathname).toMatch(/^\/workspace\//),
    );
  });

  it("asks before leaving the form with unsaved changes", async () => {
    signIn();
    const confirm = vi.spyOn(window, "confirm").mockReturnValue(false);
    const user = userEvent.setup();
    const app = renderApp("/workspaces/create");
    await user.type(
      await screen.findByRole("textbox", { name: /Name/ }, LOAD),
      "Half done",
    );
    await user.click(screen.getByRole("menuitem", { name: "Workspaces" }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(app.location().pathname).toBe("/workspaces/create");
    confirm.mockRestore();
  });

  it("shows a taken code under its field (409)", async () => {
    signIn();
    store.refuse.set("POST /workspaces", [
      409,
      "This workspace code is already in use.",
      [
        {
          field: "workspaceCode",
          message: "This workspace code is already in use.",
        },
      ],
    ]);
    const user = userEvent.setup();
    renderApp("/workspaces/create");
    await user.type(
      await screen.findByRole("textbox", { name: /Name/ }, LOAD),
      "Dup",
    );
    await user.type(screen.getByRole("textbox", { name: /Code/ }), "TAKEN");
    await user.click(screen.getByRole("button", { name: "Save" }));
    const code = screen.getByRole("textbox", { name: /Code/ });
    await waitFor(() =>
      expect(code).toHaveAccessibleDescription(/already in use/),
    );
  });

  it("edits a workspace as its owner: 'Workspace updated.'", async () => {
    const me = signIn();
    store.workspaces = [
      buildWorkspace({ workspaceId: WS, workspaceDescription: "Old" }),
    ];
    store.members = [buildMember(me, { workspaceRole: "owner" })];
    const user = userEvent.setup();
    renderApp(`/workspaces/upsert/${WS}`);
    const name = await screen.findByRole("textbox", { name: /Name/ }, LOAD);
    await waitFor(() => expect(name).toHaveValue("Discharge planning"));
    await user.clear(name);
    await user.type(name, "Discharges");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Workspace updated.", {}, LOAD),
    ).toBeInTheDocument();
    expect(lastCall(store, "POST", "/workspaces")?.body).toEqual({
      workspaceId: WS,
      workspaceName: "Discharges",
      workspaceCode: "DISCHARGE1",
      workspaceDescription: "Old",
    });
  });

  it("deletes a workspace after its owner confirms", async () => {
    const me = signIn();
    store.workspaces = [buildWorkspace({ workspaceId: WS })];
    store.members = [buildMember(me, { workspaceRole: "owner" })];
    const user = userEvent.setup();
    const app = renderApp(`/workspaces/upsert/${WS}`);
    await user.click(
      await screen.findByRole("button", { name: "Delete workspace" }, LOAD),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Delete Discharge planning?",
    });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(
      await screen.findByText("Workspace deleted.", {}, LOAD),
    ).toBeInTheDocument();
    expect(lastCall(store, "DELETE", `/workspaces/${WS}`)).toBeDefined();
    await waitFor(() => expect(app.location().pathname).toBe("/workspaces"));
  });

  it("shows a viewer the settings read-only", async () => {
    const me = signIn();
    store.workspaces = [buildWorkspace({ workspaceId: WS })];
    store.members = [buildMember(me, { workspaceRole: "viewer" })];
    renderApp(`/workspaces/upsert/${WS}`);
    expect(
      await screen.findByText(
        "Only the workspace's owners can change its settings.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Save" })).toBeNull();
  });
});
