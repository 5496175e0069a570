/**
 * The support pages through the app (issue 28): filing a request from the top bar's menu (the page
 * the user was on included, a file attached after the create), the request page's staff reply and
 * the requester's "not solved", the staff's triage save, and the queue's default open statuses.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import type { SupportStore } from "./supportFake";
import {
  buildSupportReply,
  buildSupportRequest,
  createSupportStore,
  supportCalls,
  supportHandlers,
} from "./supportFake";

const LOAD = { timeout: 10_000 };

describe("support requests", () => {
  const { fake, server, start } = setupFakeServer();
  let store: SupportStore;

  const open = (role: "nurse" | "dataadmin") => {
    const me = signInAs(fake.api, role);
    enableAllFeatures(fake.api);
    start();
    store = createSupportStore();
    server.use(...supportHandlers(store));
    return me;
  };

  it("files a request with the page the user was on, then uploads its file", async () => {
    const user = userEvent.setup({ applyAccept: false });
    const me = open("nurse");
    const app = renderApp("/support/requests?page=2");
    await screen.findByText(
      "You have not filed a support request yet.",
      {},
      LOAD,
    );
    expect(
      supportCalls(store, "POST", "/support-requests/search")[0].body,
    ).toMatchObject({ requesterUserId: me.userId, sortBy: "updatedAt" });
    await user.click(screen.getByRole("button", { name: "Support" }));
    await user.click(
      await screen.findByRole("menuitem", { name: "Request Support" }),
    );
    expect(
      await screen.findByRole("textbox", { name: "Page you were on" }, LOAD),
    ).toHaveValue("/support/requests?page=2");

    // The domain schema's words before anything is sent.
    await user.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Choose a category.")).toBeInTheDocument();
    expect(supportCalls(store, "POST", "/support-requests")).toHaveLength(0);

    await user.type(
      screen.getByRole("textbox", { name: "Subject" }),
      "Cannot print the manifest",
    );
    await user.click(screen.getByRole("combobox", { name: "Category" }));
    await user.click(await screen.findByRole("option", { name: "Billing" }));
    await user.upload(screen.getByLabelText("Attach files"), [
      new File(["png bytes"], "screen.png", { type: "image/png" }),
      new File(["MZ"], "tool.exe", { type: "application/x-msdownload" }),
    ]);
    // The pre-check refuses the .exe with the server's words; it must go before sending.
    const list = screen.getByRole("list", { name: "Attachments" });
    expect(
      within(list).getByRole("listitem", { name: "tool.exe" }),
    ).toHaveTextContent(
      "Only PDF, PNG, JPEG, GIF, WebP, text, log and CSV files can be attached.",
    );
    await user.click(screen.getByRole("button", { name: "Remove tool.exe" }));
    await user.click(screen.getByRole("button", { name: "Send request" }));

    expect(
      await screen.findByText("Support request #1001 filed.", {}, LOAD),
    ).toBeInTheDocument();
    expect(supportCalls(store, "POST", "/support-requests")[0].body).toEqual({
      subject: "Cannot print the manifest",
      category: "billing",
      description: "",
      pageUrl: "/support/requests?page=2",
    });
    const created = store.requests[0];
    expect(store.uploads).toEqual([
      {
        supportRequestId: created.supportRequestId,
        fields: {},
        hasFile: true,
      },
    ]);
    await waitFor(() =>
      expect(app.location().pathname).toBe(
        `/support/request/${created.supportRequestId}`,
      ),
    );
  });

  it("shows a staff reply, and 'not solved' reopens the resolved request", async () => {
    const user = userEvent.setup();
    const me = open("nurse");
    const request = buildSupportRequest({
      requesterUserId: me.userId,
      status: "resolved",
    });
    store.requests.push(request);
    store.replies.push(
      buildSupportReply({
        supportRequestId: request.supportRequestId,
        authorName: "Dana Admin",
        body: "<p>Fixed on our side.</p>",
        fromStaff: true,
      }),
    );
    renderApp(`/support/request/${request.supportRequestId}`);
    const conversation = await screen.findByRole(
      "list",
      { name: "Conversation" },
      LOAD,
    );
    const reply = within(conversation).getByRole("listitem", {
      name: "Dana Admin",
    });
    expect(reply).toHaveTextContent("Support");
    expect(reply).toHaveTextContent("Fixed on our side.");
    expect(screen.getByText("Was your problem solved?")).toBeInTheDocument();
    // A requester sees no triage.
    expect(
      screen.queryByRole("combobox", { name: "Priority" }),
    ).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "No" }));
    expect(
      await screen.findByText(
        "The request is open again: support will follow up.",
        {},
        LOAD,
      ),
    ).toBeInTheDocument();
    expect(
      supportCalls(
        store,
        "POST",
        `/support-requests/${request.supportRequestId}/solved`,
      ).map((c) => c.body),
    ).toEqual([{ solved: false }]);
    await waitFor(() =>
      expect(
        screen.queryByText("Was your problem solved?"),
      ).not.toBeInTheDocument(),
    );
  });

  it("saves the staff's triage as the full upsert body", async () => {
    const user = userEvent.setup();
    open("dataadmin");
    const request = buildSupportRequest();
    store.requests.push(request);
    store.staff.push({
      id: "5a900000-0000-4000-8000-999999999999",
      label: "Dana Admin",
    });
    renderApp(`/support/request/${request.supportRequestId}`);
    await user.click(
      await screen.findByRole("combobox", { name: "Status" }, LOAD),
    );
    await user.click(
      await screen.findByRole("option", { name: "Waiting for requester" }),
    );
    await user.click(screen.getByRole("combobox", { name: "Assignee" }));
    await user.click(await screen.findByRole("option", { name: "Dana Admin" }));
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(
      await screen.findByText("Request updated.", {}, LOAD),
    ).toBeInTheDocument();
    expect(supportCalls(store, "POST", "/support-requests")[0].body).toEqual({
      supportRequestId: request.supportRequestId,
      subject: request.subject,
      category: request.category,
      description: request.description,
      pageUrl: request.pageUrl,
      status: "waiting-for-requester",
      priority: "normal",
      assigneeUserId: "5a900000-0000-4000-8000-999999999999",
    });
  });

  it("the queue asks for the open statuses by default, and filters the unassigned", async () => {
    const user = userEvent.setup();
    open("dataadmin");
    store.requests.push(
      buildSupportRequest({ subject: "Invoice total is wrong", number: 1007 }),
    );
    const app = renderApp("/admin/support");
    const table = await screen.findByRole(
      "table",
      { name: "Support requests" },
      LOAD,
    );
    expect(within(table).getByText("#1007")).toBeInTheDocument();
    const lastSearch = () =>
      supportCalls(store, "POST", "/support-requests/search").at(-1)?.body;
    expect(lastSearch()).toEqual({
      additionalArrayFilters: {
        statuses: ["new", "in-progress", "waiting-for-requester"],
      },
      pageNumber: 1,
      pageSize: 10,
      sortBy: "updatedAt",
      sortDescending: true,
    });
    await user.click(screen.getByRole("combobox", { name: "Assignee" }));
    await user.click(await screen.findByRole("option", { name: "Unassigned" }));
    await waitFor(() =>
      expect(lastSearch()).toMatchObject({ assigneeUserId: "none" }),
    );
    await user.click(within(table).getByText("Invoice total is wrong"));
    await waitFor(() =>
      expect(app.location().pathname).toBe(
        `/support/request/${store.requests[0].supportRequestId}`,
      ),
    );
  });
});
