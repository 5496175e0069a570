/**
 * A workspace's documents tab (issue 26): the library filtered to the workspace inside its frame,
 * uploads going into the workspace for editors, and no upload for viewers.
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
  workspaceHandlers,
  WS,
} from "../../support/workspaceFakes";
import type { DocumentStore } from "./documentsFake";
import {
  buildDocument,
  createDocumentStore,
  documentCalls,
  documentHandlers,
} from "./documentsFake";

const LOAD = { timeout: 10_000 };

describe("a workspace's documents", () => {
  const { fake, server, start } = setupFakeServer();
  let workspaces: WorkspaceStore;
  let store: DocumentStore;

  const open = (role: "editor" | "viewer") => {
    const me = signInAs(fake.api, "nurse");
    enableAllFeatures(fake.api);
    start();
    workspaces = createWorkspaceStore();
    store = createDocumentStore();
    server.use(...workspaceHandlers(workspaces), ...documentHandlers(store));
    workspaces.workspaces = [buildWorkspace({ workspaceId: WS })];
    workspaces.members = [buildMember(me, { workspaceRole: role })];
    store.documents.push(
      buildDocument({
        title: "Discharge checklist",
        modelType: "workspace",
        modelId: WS,
      }),
    );
    renderApp(`/workspace/documents/${WS}`);
  };

  it("lists the workspace's documents and uploads into it", async () => {
    const user = userEvent.setup();
    open("editor");
    expect(
      await screen.findByRole("link", { name: "Discharge checklist" }, LOAD),
    ).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Documents" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    expect(
      documentCalls(store, "POST", "/documents/search").at(-1)?.body,
    ).toMatchObject({
      modelType: "workspace",
      modelId: WS,
    });
    // The record filter makes no sense inside one record.
    expect(
      screen.queryByRole("combobox", { name: "Record" }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Upload" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Upload documents here",
    });
    await user.upload(within(dialog).getByLabelText("Choose files"), [
      new File(["%PDF-1.7"], "rota.pdf", { type: "application/pdf" }),
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await waitFor(() =>
      expect(store.uploads.map((u) => u.fields)).toEqual([
        { title: "rota", modelType: "workspace", modelId: WS },
      ]),
    );
    // Every file went in: the dialog closes and the toast says so.
    expect(
      await screen.findByText("1 document uploaded.", {}, LOAD),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument(),
    );
  });

  it("offers no upload to a viewer", async () => {
    open("viewer");
    expect(
      await screen.findByRole("link", { name: "Discharge checklist" }, LOAD),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole("button", { name: "Upload" }),
    ).not.toBeInTheDocument();
  });
});
