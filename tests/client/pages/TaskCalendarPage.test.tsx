/**
 * /workspace/tasks/calendar/:workspaceId/:statusFilter? (issue 24) through the app: the tasks due in
 * the range shown, on their due days, month and week; a task opens in the task dialog.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../support/AppWrapper";
import { setupFakeServer } from "../../support/mswServer";
import { enableAllFeatures, signInAs } from "../../support/signedIn";
import type { TaskServer } from "../../support/taskPages";
import { serveWorkspace } from "../../support/taskPages";
import { card, WORKSPACE_ID } from "../../support/taskRows";

const SLOW = { timeout: 8000 };
/** Wednesday 12 March 2025, noon (local): the calendar shows the browser's days. */
const TODAY = new Date(2025, 2, 12, 12, 0);
const { fake, server, start } = setupFakeServer();
const state: TaskServer = { tasks: [], searches: [] };

beforeEach(() => {
  // Only the clock's date: timers stay real for react-admin and the user events.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(TODAY);
  state.tasks = [
    card(1, "todo", { title: "Call the care home", dueDate: "2025-03-14" }),
    card(2, "done", {
      title: "Send the discharge letter",
      dueDate: "2025-03-03",
    }),
  ];
  state.searches = [];
});
afterEach(() => vi.useRealTimers());

function open(statusFilter = "") {
  const user = signInAs(fake.api, "nurse");
  enableAllFeatures(fake.api);
  start();
  serveWorkspace(server, user, "editor", state);
  renderApp(
    `/workspace/tasks/calendar/${WORKSPACE_ID}${statusFilter ? `/${statusFilter}` : ""}`,
  );
}

const dayCell = (button: HTMLElement) =>
  button.closest<HTMLElement>(".rbc-row-segment, .rbc-event");

describe("the task calendar", () => {
  it("shows the month's tasks on their due days, asking for the weeks shown only", async () => {
    open();
    const call = await screen.findByRole(
      "button",
      { name: "Call the care home" },
      SLOW,
    );
    expect(dayCell(call)).not.toBeNull();
    expect(
      screen.getByRole("button", { name: "Send the discharge letter" }),
    ).toHaveAttribute("title", "Send the discharge letter · Done · Normal");
    // March 2025 shows Sunday 23 February to Saturday 5 April.
    expect(state.searches[0]).toMatchObject({
      workspaceId: WORKSPACE_ID,
      sortBy: "dueDate",
      dateFilterRequest: { fromDate: "2025-02-23", toDate: "2025-04-06" },
      additionalArrayFilters: {
        statuses: ["todo", "in-progress", "blocked", "done"],
      },
    });
  });

  it("asks for the open tasks of the week in the week view", async () => {
    open("open");
    await screen.findByRole("button", { name: "Call the care home" }, SLOW);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Week" }));
    await waitFor(() =>
      expect(state.searches.at(-1)).toMatchObject({
        dateFilterRequest: { fromDate: "2025-03-09", toDate: "2025-03-16" },
        additionalArrayFilters: {
          statuses: ["todo", "in-progress", "blocked"],
        },
      }),
    );
  });

  it("opens a task in the task dialog", async () => {
    open();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole("button", { name: "Call the care home" }, SLOW),
    );
    const dialog = await screen.findByRole("dialog", { name: "Edit task" });
    expect(within(dialog).getByRole("textbox", { name: /^Title/ })).toHaveValue(
      "Call the care home",
    );
  });
});
