/**
 * /workspace/tasks/board/:workspaceId/:statusFilter? (issue 24) through the app: columns from
 * POST /tasks/search, keyboard moves saved with the card's new neighbours, a refused move put back
 * with the server's reason, a viewer's board without handles, and another member's change arriving
 * live.
 */
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { positionBetween } from "../../../custom-pages/workspaces/boardModel";
import type {
  TaskMove,
  WorkspaceRole,
} from "../../../domain/schemas/workspace";
import { deliverForTest } from "../../../src/realtime/connection";
import { renderApp } from "../../support/AppWrapper";
import { layOutBoard } from "../../support/boardLayout";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import type { TaskServer } from "../../support/taskPages";
import { OTHER_MEMBER, serveWorkspace } from "../../support/taskPages";
import { card, taskIdOf as id, WORKSPACE_ID } from "../../support/taskRows";

const SLOW = { timeout: 8000 };
const { fake, server, start } = setupFakeServer();
const state: TaskServer = { tasks: [], searches: [] };
const moves: { taskId: string; body: unknown }[] = [];

beforeEach(() => {
  state.tasks = [
    card(1, "todo", {
      assigneeId: OTHER_MEMBER.userId,
      assigneeName: "Nora Quinn",
      dueDate: "2020-01-02",
      priority: "urgent",
      labels: ["discharge"],
    }),
    card(2, "todo"),
    card(3, "todo"),
    card(5, "blocked"),
    card(4, "done", { dueDate: "2020-01-03" }),
  ];
  state.searches = [];
  moves.length = 0;
});
afterEach(() => vi.restoreAllMocks());

function open(role: WorkspaceRole, statusFilter = "") {
  const user = signInAs(fake.api, "nurse");
  enableAllFeatures(fake.api);
  start();
  serveWorkspace(server, user, role, state);
  server.use(
    http.post("/api/tasks/:taskId/move", async ({ params, request }) => {
      const body = (await request.json()) as TaskMove;
      moves.push({ taskId: String(params.taskId), body });
      // As the server: the midpoint of the new neighbours.
      const at = (taskId?: string | null) =>
        state.tasks.find((t) => t.taskId === taskId)?.position;
      const moved = {
        ...state.tasks.find((t) => t.taskId === params.taskId)!,
        status: body.status,
        position: positionBetween(at(body.afterTaskId), at(body.beforeTaskId)),
      };
      state.tasks = state.tasks.map((t) =>
        t.taskId === moved.taskId ? moved : t,
      );
      return HttpResponse.json({
        code: 200,
        message: "Task moved.",
        data: moved,
      });
    }),
  );
  layOutBoard();
  renderApp(
    `/workspace/tasks/board/${WORKSPACE_ID}${statusFilter ? `/${statusFilter}` : ""}`,
  );
}

const column = (name: RegExp) => screen.findByRole("region", { name }, SLOW);
const titlesIn = (region: HTMLElement) =>
  within(region)
    .queryAllByRole("button", { name: /^Open / })
    .map((b) => b.textContent);

async function keyboardMove(title: string, keys: string) {
  const user = userEvent.setup();
  const handle = await screen.findByRole(
    "button",
    { name: `Move ${title}` },
    SLOW,
  );
  handle.focus();
  await user.keyboard("[Space]");
  // dnd-kit listens for the arrows from the next tick on.
  await act(() => new Promise((r) => setTimeout(r, 20)));
  for (const key of keys.split(" ")) {
    await user.keyboard(`[${key}]`);
    await act(() => new Promise((r) => setTimeout(r, 20)));
  }
  await user.keyboard("[Space]");
}

describe("the task board", () => {
  it("shows a column per status from /tasks/search, cards with their details", async () => {
    open("editor");
    const todo = await column(/^To do/);
    expect(todo).toHaveAccessibleName("To do");
    expect(titlesIn(todo)).toEqual(["Task 1", "Task 2", "Task 3"]);
    expect(titlesIn(await column(/^Blocked/))).toEqual(["Task 5"]);
    expect(titlesIn(await column(/^Done/))).toEqual(["Task 4"]);
    expect(
      within(await column(/^In progress/)).getByText("No tasks"),
    ).toBeInTheDocument();
    const first = screen.getByTestId(`task-card-${id(1)}`);
    expect(within(first).getByText("Urgent")).toBeInTheDocument();
    expect(within(first).getByText("discharge")).toBeInTheDocument();
    expect(
      within(first).getByRole("img", { name: /Nora Quinn/ }),
    ).toHaveTextContent("NQ");
    // Overdue unless done.
    expect(within(first).getByText(/Due 2020-01-02 · Overdue/)).toBeVisible();
    expect(
      within(screen.getByTestId(`task-card-${id(4)}`)).queryByText(/Overdue/),
    ).toBeNull();
    expect(state.searches[0]).toMatchObject({
      workspaceId: WORKSPACE_ID,
      sortBy: "position",
      additionalArrayFilters: {
        statuses: ["todo", "in-progress", "blocked", "done"],
      },
    });
  });

  it("shows the open columns only for /open", async () => {
    open("editor", "open");
    await column(/^To do/);
    expect(screen.queryByRole("region", { name: /^Done/ })).toBeNull();
    expect(state.searches[0]).toMatchObject({
      additionalArrayFilters: { statuses: ["todo", "in-progress", "blocked"] },
    });
  });

  it("moves a card down its column with the keyboard, naming its new neighbours", async () => {
    open("editor");
    await column(/^To do/);
    await keyboardMove("Task 1", "ArrowDown");
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({
      taskId: id(1),
      body: { status: "todo", afterTaskId: id(2), beforeTaskId: id(3) },
    });
    await waitFor(async () =>
      expect(titlesIn(await column(/^To do/))).toEqual([
        "Task 2",
        "Task 1",
        "Task 3",
      ]),
    );
  });

  it("moves a card into another column with the keyboard", async () => {
    open("editor");
    await column(/^To do/);
    await keyboardMove("Task 2", "ArrowRight");
    await waitFor(() => expect(moves).toHaveLength(1));
    expect(moves[0]).toEqual({
      taskId: id(2),
      body: { status: "in-progress" },
    });
    expect(titlesIn(await column(/^In progress/))).toEqual(["Task 2"]);
  });

  it("shows the drop at once, before the server answers", async () => {
    open("editor");
    await column(/^To do/);
    let answer: () => void = () => undefined;
    server.use(
      http.post(
        "/api/tasks/:taskId/move",
        () =>
          new Promise<Response>((resolve) => {
            answer = () =>
              resolve(
                HttpResponse.json({
                  code: 200,
                  message: "Task moved.",
                  data: { ...state.tasks[0], position: 2.5 },
                }),
              );
          }),
      ),
    );
    await keyboardMove("Task 1", "ArrowDown");
    await waitFor(async () =>
      expect(titlesIn(await column(/^To do/))).toEqual([
        "Task 2",
        "Task 1",
        "Task 3",
      ]),
    );
    answer();
  });

  it("puts a refused card back and shows the server's reason", async () => {
    open("editor");
    await column(/^To do/);
    let refused = 0;
    server.use(
      http.post("/api/tasks/:taskId/move", () => {
        refused += 1;
        return HttpResponse.json(
          {
            code: 409,
            message: "The board changed meanwhile: reload it.",
          },
          { status: 409 },
        );
      }),
    );
    await keyboardMove("Task 1", "ArrowDown");
    expect(
      await screen.findByText(
        "The board changed meanwhile: reload it.",
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    expect(refused).toBe(1);
    expect(titlesIn(await column(/^To do/))).toEqual([
      "Task 1",
      "Task 2",
      "Task 3",
    ]);
  });

  it("gives a viewer no handle to drag and no new task", async () => {
    open("viewer");
    const todo = await column(/^To do/);
    expect(titlesIn(todo)).toHaveLength(3);
    expect(screen.queryByRole("button", { name: /^Move / })).toBeNull();
    expect(screen.queryByRole("button", { name: "New task" })).toBeNull();
    expect(
      screen.getByText(/its editors and owners change them/),
    ).toBeInTheDocument();
    expect(moves).toHaveLength(0);
  });

  it("re-reads when another member moves a task", async () => {
    open("editor");
    await column(/^To do/);
    const searches = state.searches.length;
    state.tasks = state.tasks.map((t) =>
      t.taskId === id(3) ? { ...t, status: "done", position: 0 } : t,
    );
    act(() => deliverForTest({ topic: "tasks", ids: [id(3)] }));
    await waitFor(
      async () =>
        expect(titlesIn(await column(/^Done/))).toEqual(["Task 3", "Task 4"]),
      SLOW,
    );
    expect(state.searches.length).toBeGreaterThan(searches);
  });
});
