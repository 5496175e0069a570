/** The task screens' model (custom-pages/workspaces/taskModel.ts): bodies, filters and events. */
import { describe, expect, it } from "vitest";
import {
  assigneeOf,
  dueEvents,
  isOverdue,
  NO_FILTERS,
  taskBody,
  taskFormValues,
  taskSearch,
} from "../../../custom-pages/workspaces/taskModel";
import { card, WORKSPACE_ID } from "../../support/taskRows";

describe("the task model", () => {
  it("turns the form into POST /tasks's body: labels a list, nothing chosen null", () => {
    const task = card(1, "blocked", {
      labels: ["a", "b"],
      dueDate: "2026-03-02",
    });
    const values = taskFormValues(WORKSPACE_ID, task);
    expect(values).toMatchObject({ taskId: task.taskId, labels: "a, b" });
    expect(
      taskBody({
        ...values,
        labels: " a, ,c ",
        description: "  ",
        assigneeId: "",
      }),
    ).toEqual({
      taskId: task.taskId,
      workspaceId: WORKSPACE_ID,
      title: "Task 1",
      description: null,
      status: "blocked",
      assigneeId: null,
      dueDate: "2026-03-02",
      priority: "normal",
      labels: ["a", "c"],
    });
    expect(taskFormValues(WORKSPACE_ID, undefined, "done").status).toBe("done");
  });

  it("asks for open tasks as the three statuses, and includes the last due day", () => {
    expect(taskSearch(WORKSPACE_ID, NO_FILTERS)).toEqual({
      filter: { workspaceId: WORKSPACE_ID },
      body: {},
    });
    expect(
      taskSearch(WORKSPACE_ID, {
        ...NO_FILTERS,
        status: "open",
        search: " bed ",
        dueFrom: "2026-03-01",
        dueTo: "2026-03-31",
      }),
    ).toEqual({
      filter: { workspaceId: WORKSPACE_ID, q: "bed" },
      body: {
        additionalArrayFilters: {
          statuses: ["todo", "in-progress", "blocked"],
        },
        dateFilterRequest: { fromDate: "2026-03-01", toDate: "2026-04-01" },
      },
    });
    expect(
      taskSearch(WORKSPACE_ID, { ...NO_FILTERS, status: "done" }).body,
    ).toEqual({ additionalArrayFilters: { statuses: ["done"] } });
  });

  it("calls a task overdue past its day unless done, and names its assignee", () => {
    const late = card(1, "todo", { dueDate: "2026-03-01" });
    expect(isOverdue(late, "2026-03-02")).toBe(true);
    expect(isOverdue(late, "2026-03-01")).toBe(false);
    expect(isOverdue({ ...late, status: "done" }, "2026-03-02")).toBe(false);
    expect(
      assigneeOf({ assigneeId: "u1", assigneeName: "Ana de Souza" }, []),
    ).toEqual({ firstName: "Ana", lastName: "de Souza" });
    expect(assigneeOf({ assigneeId: null, assigneeName: null }, [])).toBeNull();
  });

  it("puts a task on its due day as an all-day event, and leaves undated ones out", () => {
    const [event, ...rest] = dueEvents([
      card(1, "todo", { dueDate: "2026-03-02" }),
      card(2, "todo"),
    ]);
    expect(rest).toEqual([]);
    expect(event.start).toEqual(new Date(2026, 2, 2));
    // Ends within its day (the agenda would mark one ending at the next midnight as continuing).
    expect(event.end).toEqual(new Date(2026, 2, 2, 23, 59, 59, 999));
    expect(event.allDay).toBe(true);
  });
});
