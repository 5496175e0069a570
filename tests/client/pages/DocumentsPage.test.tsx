/**
 * /documents through the app (issue 26): the library's rows with a search snippet drawn with
 * <mark>, the filters' search body, and the upload dialog: several files, a refused one showing the
 * server's words on its row while the other goes in, and a cancel that aborts the upload.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { SNIPPET_MARK } from "../../../domain/textSearch";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import type { DocumentStore } from "./documentsFake";
import {
  buildDocument,
  createDocumentStore,
  documentCalls,
  documentHandlers,
} from "./documentsFake";

const LOAD = { timeout: 10_000 };
const { start: S, end: E } = SNIPPET_MARK;

const file = (name: string, type: string, text = "some bytes") =>
  new File([text], name, { type });

describe("the document library", () => {
  const { fake, server, start } = setupFakeServer();
  let store: DocumentStore;

  const open = () => {
    const me = signInAs(fake.api, "nurse");
    enableAllFeatures(fake.api);
    start();
    store = createDocumentStore();
    server.use(...documentHandlers(store));
    return me;
  };
  const lastSearch = () =>
    documentCalls(store, "POST", "/documents/search").at(-1)?.body;

  it("lists documents, searches as one types with snippets, and filters", async () => {
    const user = userEvent.setup();
    const me = open();
    store.documents.push(
      buildDocument({
        title: "Fire safety policy",
        tags: ["policy"],
        snippet: `exits must stay ${S}clear${E} at night`,
      }),
    );
    renderApp("/documents");
    const table = await screen.findByRole("table", { name: "Documents" }, LOAD);
    expect(
      within(table).getByRole("link", { name: "Fire safety policy" }),
    ).toHaveAttribute(
      "href",
      `/documents/preview/${store.documents[0].documentId}`,
    );
    const mark = within(table).getByText("clear");
    expect(mark.tagName).toBe("MARK");
    expect(mark.parentElement).toHaveTextContent(
      "exits must stay clear at night",
    );
    expect(lastSearch()).toMatchObject({
      sortBy: "createdAt",
      sortDescending: true,
    });

    await user.type(screen.getByRole("searchbox", { name: "Search" }), "clear");
    // Searching is ranked: no sortBy, so the server orders by relevance.
    await waitFor(
      () => expect(lastSearch()).toMatchObject({ searchTerm: "clear" }),
      LOAD,
    );
    expect(lastSearch()).not.toHaveProperty("sortBy");

    await user.click(screen.getByRole("combobox", { name: "Record" }));
    await user.click(screen.getByRole("option", { name: "No record" }));
    await user.click(screen.getByRole("combobox", { name: "Owner" }));
    await user.click(screen.getByRole("option", { name: "Mine" }));
    await user.click(screen.getByRole("combobox", { name: "Type" }));
    await user.click(screen.getByRole("option", { name: "PDF" }));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({
        searchTerm: "clear",
        modelType: "none",
        ownerUserId: me.userId,
        typeGroup: "pdf",
        pageNumber: 1,
      }),
    );
  });

  it("uploads several files, a refused one keeping the server's words on its row", async () => {
    // As a drop would: the picker's accept list is a hint, the pre-check decides.
    const user = userEvent.setup({ applyAccept: false });
    open();
    store.refuse.set("POST /documents/upload big", [
      413,
      "The file is larger than the 25 MB limit.",
    ]);
    renderApp("/documents");
    await screen.findByText("No documents yet.", {}, LOAD);
    const searches = documentCalls(store, "POST", "/documents/search").length;
    await user.click(screen.getByRole("button", { name: "Upload" }));
    const dialog = await screen.findByRole("dialog", {
      name: "Upload documents",
    });
    await user.upload(within(dialog).getByLabelText("Choose files"), [
      file("Handover notes.txt", "text/plain"),
      file("big.pdf", "application/pdf"),
      file("virus.exe", "application/x-msdownload"),
    ]);
    // The pre-check refuses the .exe before anything is sent.
    expect(
      within(dialog).getByRole("listitem", { name: "virus.exe" }),
    ).toHaveTextContent(
      "Only PDF, image, text, CSV, Word, Excel, PowerPoint and OpenDocument files can be uploaded.",
    );
    const title = within(dialog).getByRole("textbox", {
      name: "Title of Handover notes.txt",
    });
    expect(title).toHaveValue("Handover notes");
    await user.clear(title);
    await user.type(title, "Night handover");
    await user.type(
      within(dialog).getByRole("combobox", { name: "Tags" }),
      "Ward A{Enter}",
    );
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));

    const big = within(dialog).getByRole("listitem", { name: "big.pdf" });
    expect(await within(big).findByRole("alert", {}, LOAD)).toHaveTextContent(
      "The file is larger than the 25 MB limit.",
    );
    expect(
      within(dialog).getByRole("listitem", { name: "Handover notes.txt" }),
    ).toHaveTextContent("Uploaded");
    expect(
      await screen.findByText("1 uploaded, 1 not uploaded.", {}, LOAD),
    ).toBeInTheDocument();
    expect(
      store.uploads
        .map((u) => u.fields)
        .sort((a, b) => a.title.localeCompare(b.title)),
    ).toEqual([
      { title: "big", tags: "ward a" },
      { title: "Night handover", tags: "ward a" },
    ]);
    expect(store.uploads.every((u) => u.hasFile)).toBe(true);
    // The dialog stays to show the refusal; behind it, the list re-reads and shows the new document.
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() =>
      expect(
        documentCalls(store, "POST", "/documents/search").length,
      ).toBeGreaterThan(searches),
    );
    expect(
      await screen.findByRole("link", { name: "Night handover" }, LOAD),
    ).toBeInTheDocument();
  });

  it("shows a file's progress while it uploads and aborts it on cancel", async () => {
    const user = userEvent.setup();
    open();
    store.hold.add("slow");
    renderApp("/documents");
    await user.click(
      await screen.findByRole("button", { name: "Upload" }, LOAD),
    );
    const dialog = await screen.findByRole("dialog", {
      name: "Upload documents",
    });
    await user.upload(within(dialog).getByLabelText("Choose files"), [
      file("slow.pdf", "application/pdf"),
    ]);
    await user.click(within(dialog).getByRole("button", { name: "Upload" }));
    await within(dialog).findByRole(
      "progressbar",
      { name: "Upload of slow.pdf" },
      LOAD,
    );
    await waitFor(() => expect(store.uploads).toHaveLength(1));
    await user.click(
      within(dialog).getByRole("button", { name: "Cancel slow.pdf" }),
    );
    await waitFor(() =>
      expect(
        within(dialog).getByRole("listitem", { name: "slow.pdf" }),
      ).toHaveTextContent("Cancelled"),
    );
    expect(within(dialog).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(store.documents).toHaveLength(0);
  });
});
