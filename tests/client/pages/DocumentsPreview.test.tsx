/**
 * /documents/preview/:documentId through the app (issue 26): a CSV drawn as a table, the versions
 * each downloadable as it was, the owner's buttons only when the server says canEdit, and the
 * server's refusal for a workspace document a non-member opens.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import {
  buildWorkspace,
  createWorkspaceStore,
  workspaceHandlers,
  WS,
} from "../../support/workspaceFakes";
import type { DocumentStore } from "./documentsFake";
import {
  buildDocument,
  buildVersion,
  createDocumentStore,
  documentCalls,
  documentHandlers,
} from "./documentsFake";

const LOAD = { timeout: 10_000 };

describe("a document's preview page", () => {
  const { fake, server, start } = setupFakeServer();
  let store: DocumentStore;

  const open = () => {
    signInAs(fake.api, "nurse");
    // The discussion panel has tests of its own.
    enableAllFeatures(fake.api, ["feature-discussions"]);
    start();
    store = createDocumentStore();
    server.use(...documentHandlers(store));
  };

  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("shows a CSV as a table and downloads an earlier version", async () => {
    const user = userEvent.setup();
    open();
    const doc = buildDocument({
      title: "Bed census",
      contentType: "text/csv",
      fileName: "census.csv",
      version: 2,
    });
    store.documents.push(doc);
    store.content[doc.documentId] = {
      text: "ward,beds\nA,12\nB,9\n",
      type: "text/csv",
    };
    store.versions[doc.documentId] = [buildVersion(2), buildVersion(1)];
    const saved: Blob[] = [];
    URL.createObjectURL = vi.fn((blob: Blob) => {
      saved.push(blob);
      return "blob:http://localhost/v1";
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(
      () => undefined,
    );
    renderApp(`/documents/preview/${doc.documentId}`);

    const table = await screen.findByRole(
      "table",
      { name: "Preview of Bed census" },
      LOAD,
    );
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["ward", "beds"]);
    expect(within(table).getAllByRole("row").at(-1)).toHaveTextContent("B9");
    expect(
      screen.getByRole("heading", { name: "Bed census", level: 1 }),
    ).toBeInTheDocument();
    for (const name of ["Upload new version", "Edit details", "Delete"])
      expect(screen.getByRole("button", { name })).toBeInTheDocument();

    const versions = await screen.findByRole(
      "table",
      { name: "Versions" },
      LOAD,
    );
    expect(within(versions).getAllByRole("row")).toHaveLength(3);
    await user.click(
      within(versions).getByRole("button", { name: "Download version 1" }),
    );
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(
      documentCalls(
        store,
        "GET",
        `/documents/${doc.documentId}/content?version=1&download=true`,
      ),
    ).toHaveLength(1);
  });

  it("hides the owner's buttons without canEdit and offers a download for other types", async () => {
    open();
    const doc = buildDocument({
      title: "Rota",
      contentType:
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      fileName: "rota.xlsx",
      canEdit: false,
    });
    store.documents.push(doc);
    renderApp(`/documents/preview/${doc.documentId}`);
    expect(
      await screen.findByText("No preview for this type.", {}, LOAD),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole("button", { name: "Download" }).length,
    ).toBeGreaterThan(0);
    for (const name of ["Upload new version", "Edit details", "Delete"])
      expect(screen.queryByRole("button", { name })).not.toBeInTheDocument();
    // Nothing was fetched to preview a type the page cannot show.
    expect(
      store.calls.some((c) =>
        c.path.startsWith(`/documents/${doc.documentId}/content`),
      ),
    ).toBe(false);
  });

  it("shows the server's refusal of a workspace document to a non-member", async () => {
    open();
    const doc = buildDocument({ title: "Secret minutes" });
    store.refuse.set(`GET /documents/${doc.documentId}`, [
      403,
      "You are not a member of this workspace",
    ]);
    renderApp(`/documents/preview/${doc.documentId}`);
    expect(
      await screen.findByRole(
        "heading",
        { name: "You may not read this document", level: 1 },
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent(
      "You are not a member of this workspace",
    );
    expect(screen.queryByText("Secret minutes")).not.toBeInTheDocument();
  });

  it("edits a free-standing document's details and its workspaces", async () => {
    const user = userEvent.setup();
    open();
    const workspaces = createWorkspaceStore();
    workspaces.workspaces = [
      buildWorkspace({ workspaceId: WS, workspaceName: "Ward A" }),
    ];
    server.use(...workspaceHandlers(workspaces));
    const doc = buildDocument({
      title: "Rota",
      contentType: "application/zip",
      tags: ["old"],
    });
    store.documents.push(doc);
    renderApp(`/documents/preview/${doc.documentId}`);
    await user.click(
      await screen.findByRole("button", { name: "Edit details" }, LOAD),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit details" });
    const title = within(dialog).getByRole("textbox", { name: /Title/ });
    await user.clear(title);
    await user.type(title, "Night rota");
    await user.type(
      within(dialog).getByRole("combobox", { name: "Tags" }),
      "Nights{Enter}",
    );
    await user.click(
      within(dialog).getByRole("combobox", { name: "Workspaces" }),
    );
    await user.click(
      await screen.findByRole("option", { name: "Ward A" }, LOAD),
    );
    await user.click(within(dialog).getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(documentCalls(store, "POST", "/documents").at(-1)?.body).toEqual({
        documentId: doc.documentId,
        title: "Night rota",
        description: "",
        tags: ["old", "nights"],
        sharedUserIds: [],
        sharedWorkspaceIds: [WS],
      }),
    );
    expect(
      await screen.findByRole(
        "heading",
        { name: "Night rota", level: 1 },
        LOAD,
      ),
    ).toBeInTheDocument();
  });
});
