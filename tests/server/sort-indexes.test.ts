/**
 * Every column a list can be sorted by has an index that serves the search's order, `column, id`
 * (issue 13): without one, each page of a million-row table sorts every matching row. Reads the query
 * plan of the real page statement of every sortable column of every entity, both directions, with
 * sorting priced out of the planner's choices: a plan that still sorts has no index to read instead.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthUser } from "../../server/auth/authUser";
import { searchRequestSchema } from "../../domain/schemas/search";
import { pageQuery } from "../../server/crud/search";
import { searchPlanOf } from "../../server/crud/searchPlan";
import { ENTITIES } from "../../server/entities/registry";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";

const admin: AuthUser = {
  userId: "00000000-0000-4000-8000-000000000001",
  email: "admin@example.test",
  firstName: "A",
  lastName: "Admin",
  roles: [{ roleCode: "systemadmin" }],
  facilityId: null,
  requirePasswordReset: false,
  sessionId: "00000000-0000-4000-8000-000000000002",
};

interface PlanNode {
  "Node Type": string;
  Plans?: PlanNode[];
}

const nodeTypes = (node: PlanNode): string[] => [
  node["Node Type"],
  ...(node.Plans ?? []).flatMap(nodeTypes),
];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const cases = ENTITIES.flatMap((entity) =>
  Object.keys(entity.sortable).flatMap((sortBy) =>
    [false, true].map((sortDescending) => ({
      entity,
      sortBy,
      sortDescending,
      name: `${entity.prefix} by ${sortBy}${sortDescending ? " desc" : ""}`,
    })),
  ),
);

describe("sort indexes", () => {
  it("covers every sortable column of every entity", () => {
    console.warn(`query plans read: ${cases.length}`);
    expect(cases.length).toBeGreaterThan(60);
  });

  it.each(cases)(
    "$name reads an index in order",
    async ({ entity, sortBy, sortDescending }) => {
      const request = searchRequestSchema.parse({
        pageNumber: 3,
        pageSize: 25,
        sortBy,
        sortDescending,
      });
      const plan = searchPlanOf(entity, admin);
      const { query } = pageQuery(t.db, plan, request);
      const types = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_sort = off`);
        await tx.execute(sql`set local enable_seqscan = off`);
        const result = await tx.execute(sql`explain (format json) ${query}`);
        const row = (result as unknown as { rows: Record<string, unknown>[] })
          .rows[0];
        const raw = row["QUERY PLAN"];
        const plan = (typeof raw === "string" ? JSON.parse(raw) : raw) as {
          Plan: PlanNode;
        }[];
        return nodeTypes(plan[0].Plan);
      });
      const path = types.join(" > ");
      expect(path, path).not.toMatch(/Sort/);
    },
  );
});
