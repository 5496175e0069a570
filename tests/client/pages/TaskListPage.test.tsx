/**
 * /workspace/tasks/:workspaceId (issue 24) through the app: the list's search body and filters, a
 * task created in the dialog, the server's 422 on the assignee shown on its field, deletion asked
 * first, and a viewer without write actions.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import type { WorkspaceRole } from "../../../domain/schemas/workspace";
import { WORKSPACE_MESSAGES } from "../../../domain/schemas/workspace";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import type { TaskServer } from "../../support/taskPages";
import { OTHER_MEMBER, serveWorkspace } from "../../support/taskPages";
import { card, taskIdOf as id, WORKSPACE_ID } from "../../support/taskRows";

const SLOW = { timeout: 8000 };
const { fake, server, start } = setupFakeServer();
const state: TaskServer = { tasks: [], searches: [] };
const upserts: Record<string, unknown>[] = [];
const deletes: string[] = [];

beforeEach(() => {
  state.tasks = [
    card(1, "todo", { dueDate: "2020-01-02", labels: ["discharge"] }),
    card(2, "blocked", {
      assigneeId: OTHER_MEMBER.userId,
      assigneeName: "Nora Quinn",
    }),
  ];
  state.searches = [];
  upserts.length = 0;
  deletes.length = 0;
});

/** POST /tasks answers 422 on the assignee when `refuseAssignee`, else 201 with the new row. */
function open(role: WorkspaceRole, refuseAssignee = false) {
  const user = signInAs(fake.api, "nurse");
  enableAllFeatures(fake.api);
  start();
  serveWorkspace(server, user, role, state);
  server.use(
    http.post("/api/tasks", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      upserts.push(body);
      if (refuseAssignee)
        return HttpResponse.json(
          {
            code: 422,
            message: "The submitted data is not valid.",
            errors: [
              { field: "assigneeId", message: WORKSPACE_MESSAGES.assignee },
            ],
          },
          { status: 422 },
        );
      const row = card(9, String(body.status), { title: String(body.title) });
      return HttpResponse.json(
        { code: 201, message: "New Task added.", data: row },
        { status: 201 },
      );
    }),
    http.delete("/api/tasks/:taskId", ({ params }) => {
      deletes.push(String(params.taskId));
      return HttpResponse.json({
        code: 200,
        message: "Task deleted.",
        data: null,
      });
    }),
  );
  renderApp(`/workspace/tasks/${WORKSPACE_ID}`);
  return screen.findByRole("table", { name: "Tasks" }, SLOW);
}

async function fillNewTask(title: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole("button", { name: "New task" }));
  const dialog = await screen.findByRole("dialog", { name: "New task" });
  await user.type(
    within(dialog).getByRole("textbox", { name: /^Title/ }),
    title,
  );
  await user.click(within(dialog).getByRole("combobox", { name: "Assignee" }));
  await user.click(await screen.findByRole("option", { name: "Nora Quinn" }));
  await user.type(
    within(dialog).getByRole("textbox", { name: "Labels" }),
    "transport, urgent-bed",
  );
  await user.click(within(dialog).getByRole("button", { name: "Save" }));
  return dialog;
}

describe("the task list", () => {
  it("lists the workspace's tasks in board order, with their details", async () => {
    const table = await open("editor");
    const rows = within(table).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Task 1");
    expect(rows[1]).toHaveTextContent("To do");
    expect(rows[1]).toHaveTextContent("2020-01-02 · Overdue");
    expect(rows[1]).toHaveTextContent("discharge");
    expect(rows[2]).toHaveTextContent("Nora Quinn");
    expect(state.searches[0]).toMatchObject({
      workspaceId: WORKSPACE_ID,
      sortBy: "position",
      sortDescending: false,
      pageNumber: 1,
      pageSize: 10,
    });
  });

  it("filters by open status, assignee and search term", async () => {
    await open("editor");
    const user = userEvent.setup();
    await user.click(screen.getByRole("combobox", { name: "Status" }));
    await user.click(await screen.findByRole("option", { name: "Open" }));
    await waitFor(() =>
      expect(state.searches.at(-1)).toMatchObject({
        additionalArrayFilters: {
          statuses: ["todo", "in-progress", "blocked"],
        },
      }),
    );
    await user.click(screen.getByRole("combobox", { name: "Assignee" }));
    await user.click(await screen.findByRole("option", { name: "Nora Quinn" }));
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "bed");
    await waitFor(() =>
      expect(state.searches.at(-1)).toMatchObject({
        assigneeId: OTHER_MEMBER.userId,
        searchTerm: "bed",
        additionalArrayFilters: {
          statuses: ["todo", "in-progress", "blocked"],
        },
      }),
    );
  });

  it("creates a task in the dialog", async () => {
    await open("editor");
    const dialog = await fillNewTask("Book the transport");
    expect(
      await screen.findByText("New Task added.", {}, SLOW),
    ).toBeInTheDocument();
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(upserts[0]).toEqual({
      workspaceId: WORKSPACE_ID,
      title: "Book the transport",
      description: null,
      status: "todo",
      assigneeId: OTHER_MEMBER.userId,
      dueDate: null,
      priority: "normal",
      labels: ["transport", "urgent-bed"],
    });
  });

  it("shows the server's 422 on the assignee field and keeps the dialog open", async () => {
    await open("editor", true);
    const dialog = await fillNewTask("Book the transport");
    expect(
      await within(dialog).findByText(WORKSPACE_MESSAGES.assignee, {}, SLOW),
    ).toBeInTheDocument();
    expect(upserts).toHaveLength(1);
    expect(dialog).toBeInTheDocument();
  });

  it("asks before deleting a task", async () => {
    await open("editor");
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Delete Task 1" }));
    const confirm = await screen.findByRole("dialog", {
      name: "Delete this task?",
    });
    expect(confirm).toHaveTextContent("“Task 1” is deleted for every member.");
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(deletes).toEqual([id(1)]));
    expect(await screen.findByText("Task deleted.")).toBeInTheDocument();
  });

  it("gives a viewer no write actions, and a read-only dialog", async () => {
    await open("viewer");
    expect(screen.queryByRole("button", { name: "New task" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^Delete / })).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Task 1" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit task" });
    expect(
      within(dialog).getByRole("textbox", { name: /^Title/ }),
    ).toBeDisabled();
    expect(within(dialog).queryByRole("button", { name: "Save" })).toBeNull();
  });
});
