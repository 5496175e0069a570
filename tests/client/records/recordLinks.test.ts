/**
 * The client's record registry (issue 24, src/records/recordLinks.ts): every kind of
 * domain/records.ts opens somewhere under a label, the paths are the declarations', and a task or a
 * membership opens its workspace's page.
 */
import { describe, expect, it } from "vitest";
import { pagePath } from "../../../domain/modules/defineModule";
import { MODULE_PAGES } from "../../../domain/modules/registry";
import { tripsModule } from "../../../domain/modules/trips";
import { workspacesModule } from "../../../domain/modules/workspaces";
import { MODEL_TYPES } from "../../../domain/records";
import { i18nProvider } from "../../../src/i18n/i18nProvider";
import {
  RECORD_PAGES,
  recordLabelKey,
  recordPath,
} from "../../../src/records/recordLinks";

const ID = "2f1c3a4e-0000-4000-8000-00000000abcd";
const WORKSPACE = { modelType: "workspace", modelId: "7b" };

describe("record links", () => {
  it("cover every model type, each with a translated label", () => {
    expect(Object.keys(RECORD_PAGES).sort()).toEqual([...MODEL_TYPES].sort());
    for (const type of MODEL_TYPES) {
      const key = recordLabelKey(type);
      expect(i18nProvider.translate(key), type).not.toBe(key);
    }
  });

  it("open a record at its module's page", () => {
    expect(recordPath("trip", ID)).toBe(tripsModule.paths.show(ID));
    expect(recordPath("trip", ID)).toBe(`/trip/${ID}`);
    expect(recordPath("vehicle", "v1")).toBe("/admin/transport/vehicle/v1");
    expect(recordPath("standing-order", "s1")).toBe(
      "/standing-order/upsert/s1",
    );
    expect(recordPath("workspace", "7b")).toBe("/workspace/7b");
  });

  it("open a task and a membership in their workspace, and nowhere without it", () => {
    expect(recordPath("task", ID, WORKSPACE)).toBe(
      pagePath(workspacesModule.pages.tasks.path, { workspaceId: "7b" }),
    );
    expect(recordPath("task", ID, WORKSPACE)).toBe("/workspace/tasks/7b");
    expect(recordPath("workspace-member", ID, WORKSPACE)).toBe(
      "/workspace/members/7b",
    );
    expect(recordPath("task", ID)).toBeUndefined();
    expect(
      recordPath("task", ID, { modelType: "trip", modelId: "x" }),
    ).toBeUndefined();
  });

  it("lead only to pages that exist", () => {
    const pages = MODULE_PAGES.map((p) => p.path);
    for (const page of ["overview", "tasks", "members"] as const)
      expect(pages).toContain(workspacesModule.pages[page].path);
  });

  it("know no page for a kind nobody declared", () => {
    expect(recordPath("spaceship", ID)).toBeUndefined();
    expect(
      i18nProvider.translate(recordLabelKey("spaceship"), { _: "spaceship" }),
    ).toBe("spaceship");
  });
});
