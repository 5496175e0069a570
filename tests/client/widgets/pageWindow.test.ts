import { describe, expect, it } from "vitest";
import { pageWindow } from "../../../src/widgets/pageWindow";

describe("pageWindow (at most 5 page buttons)", () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [1, 5, [1, 2, 3, 4, 5]],
    [1, 20, [1, 2, 3, 4, 5]],
    [2, 20, [1, 2, 3, 4, 5]],
    [3, 20, [1, 2, 3, 4, 5]],
    [4, 20, [2, 3, 4, 5, 6]],
    [10, 20, [8, 9, 10, 11, 12]],
    [19, 20, [16, 17, 18, 19, 20]],
    [20, 20, [16, 17, 18, 19, 20]],
    [7, 6, [2, 3, 4, 5, 6]], // a page past the end clamps to the last
    [0, 6, [1, 2, 3, 4, 5]],
  ])("page %i of %i → %j", (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it("has no buttons without pages, and honours another window size", () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
  });
});
