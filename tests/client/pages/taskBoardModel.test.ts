/** The task board's model (custom-pages/workspaces/boardModel.ts): columns, drops and the move body. */
import { describe, expect, it } from "vitest";
import type { BoardColumn } from "../../../custom-pages/workspaces/boardModel";
import {
  applyMove,
  columnDropId,
  columnsOf,
  dropPlace,
  moveCard,
  moveOf,
  positionBetween,
  sameMove,
} from "../../../custom-pages/workspaces/boardModel";
import { statusesOf } from "../../../domain/schemas/workspace";
import { card, taskIdOf as id } from "../../support/taskRows";

const tasks = [
  card(3, "todo"),
  card(1, "todo"),
  card(2, "todo"),
  card(4, "done"),
  card(5, "blocked"),
];
const board = (): BoardColumn[] => columnsOf(tasks, statusesOf(undefined));
const titles = (columns: BoardColumn[]) =>
  columns.map((c) => c.tasks.map((t) => t.title.replace("Task ", "")));

describe("the task board's columns", () => {
  it("makes one column per shown status, each in position order", () => {
    expect(board().map((c) => c.status)).toEqual([
      "todo",
      "in-progress",
      "blocked",
      "done",
    ]);
    expect(titles(board())).toEqual([["1", "2", "3"], [], ["5"], ["4"]]);
    const open = columnsOf(tasks, statusesOf("open"));
    expect(open.map((c) => c.status)).toEqual([
      "todo",
      "in-progress",
      "blocked",
    ]);
    expect(columnsOf(tasks, statusesOf("done"))[0].tasks).toHaveLength(1);
  });

  it("breaks a tie in position by id, as the server does", () => {
    const [a, b] = [card(8, "todo"), card(7, "todo")];
    const columns = columnsOf(
      [
        { ...a, position: 1 },
        { ...b, position: 1 },
      ],
      ["todo"],
    );
    expect(columns[0].tasks.map((t) => t.taskId)).toEqual([id(7), id(8)]);
  });
});

describe("a drop's neighbours", () => {
  it("names the card above (after) and below (before) within a column", () => {
    // Task 3 dragged onto task 1: it takes 1's place, at the top.
    const to = dropPlace(board(), id(3), id(1))!;
    expect(to).toEqual({ column: 0, index: 0 });
    const moved = moveCard(board(), id(3), to);
    expect(titles(moved)[0]).toEqual(["3", "1", "2"]);
    expect(moveOf(moved, id(3))).toEqual({
      status: "todo",
      beforeTaskId: id(1),
    });
    // Task 1 dragged down onto task 2: between 2 and 3.
    const down = moveCard(board(), id(1), dropPlace(board(), id(1), id(2))!);
    expect(moveOf(down, id(1))).toEqual({
      status: "todo",
      afterTaskId: id(2),
      beforeTaskId: id(3),
    });
  });

  it("moves into another column above the card it is over, or at the end of the column", () => {
    const onDone = moveCard(board(), id(2), dropPlace(board(), id(2), id(4))!);
    expect(titles(onDone)).toEqual([["1", "3"], [], ["5"], ["2", "4"]]);
    expect(onDone[3].tasks[0].status).toBe("done");
    expect(moveOf(onDone, id(2))).toEqual({
      status: "done",
      beforeTaskId: id(4),
    });
    const atEnd = dropPlace(board(), id(2), columnDropId("blocked"))!;
    expect(moveOf(moveCard(board(), id(2), atEnd), id(2))).toEqual({
      status: "blocked",
      afterTaskId: id(5),
    });
    const empty = dropPlace(board(), id(2), columnDropId("in-progress"))!;
    expect(moveOf(moveCard(board(), id(2), empty), id(2))).toEqual({
      status: "in-progress",
    });
  });

  it("finds nothing to do when the card stays where it was or the target is unknown", () => {
    expect(dropPlace(board(), id(1), id(1))).toBeNull();
    expect(dropPlace(board(), id(3), columnDropId("todo"))).toBeNull();
    expect(dropPlace(board(), id(99), id(1))).toBeNull();
    expect(dropPlace(board(), id(1), "somewhere")).toBeNull();
    const open = columnsOf(tasks, statusesOf("open"));
    expect(dropPlace(open, id(1), columnDropId("done"))).toBeNull();
    expect(
      sameMove(moveOf(board(), id(2)), {
        status: "todo",
        afterTaskId: id(1),
        beforeTaskId: id(3),
      }),
    ).toBe(true);
    expect(
      sameMove(moveOf(board(), id(2)), { status: "todo", afterTaskId: id(1) }),
    ).toBe(false);
  });
});

describe("the optimistic board", () => {
  it("puts a position between the neighbours, so the board sorts as the server will", () => {
    expect(positionBetween(1, 2)).toBe(1.5);
    expect(positionBetween(4, undefined)).toBe(5);
    expect(positionBetween(undefined, 4)).toBe(3);
    expect(positionBetween(undefined, undefined)).toBe(1);
    const moved = moveCard(board(), id(3), { column: 0, index: 0 });
    const after = applyMove(tasks, moved, id(3));
    expect(after.find((t) => t.taskId === id(3))).toMatchObject({
      status: "todo",
      position: 0,
    });
    expect(titles(columnsOf(after, statusesOf(undefined)))[0]).toEqual([
      "3",
      "1",
      "2",
    ]);
    const toDone = moveCard(board(), id(1), { column: 3, index: 1 });
    expect(
      applyMove(tasks, toDone, id(1)).find((t) => t.taskId === id(1)),
    ).toMatchObject({ status: "done", position: 5 });
  });
});
