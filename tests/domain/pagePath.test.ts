/** pagePath (domain/modules/defineModule.ts): a page's path with its parameters filled in. */
import { describe, expect, it } from "vitest";
import { pagePath } from "../../domain/modules/defineModule";
import { workspacesModule } from "../../domain/modules/workspaces";

const BOARD = workspacesModule.pages.board.path;

describe("pagePath", () => {
  it("fills every parameter, encoded", () => {
    expect(pagePath("/checkout/:paymentId", { paymentId: "a/b c" })).toBe(
      "/checkout/a%2Fb%20c",
    );
    expect(pagePath(BOARD, { workspaceId: "w1", statusFilter: "open" })).toBe(
      "/workspace/tasks/board/w1/open",
    );
  });

  it("drops the segment of an optional parameter left out", () => {
    expect(pagePath(BOARD, { workspaceId: "w1" })).toBe(
      "/workspace/tasks/board/w1",
    );
    expect(
      pagePath(workspacesModule.pages.overview.path, { workspaceId: 7 }),
    ).toBe("/workspace/7");
    expect(pagePath(BOARD, { workspaceId: "w1", statusFilter: "" })).toBe(
      "/workspace/tasks/board/w1",
    );
  });

  it("refuses a required parameter left out", () => {
    // @ts-expect-error workspaceId is required
    expect(() => pagePath(BOARD, {})).toThrow(/workspaceId/);
  });

  it("types the parameters from the path", () => {
    // @ts-expect-error no such parameter
    pagePath("/checkout/:paymentId", { paymentId: 1, other: 2 });
    // @ts-expect-error statusFilter is a parameter, "statusFilter?" is not
    pagePath(BOARD, { workspaceId: 1, "statusFilter?": "open" });
  });
});
