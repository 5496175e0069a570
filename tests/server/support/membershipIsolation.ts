/**
 * The membership category of the isolation test (issue 24), for one entity declaring `membership`,
 * in the world of buildMembershipWorld. For every caller:
 * - by id, exactly the records of its approved workspaces (and those about itself) answer 200, every
 *   other existing record 403 with the §8 text, an unknown id 404;
 * - a search naming no workspace answers exactly the records readable by id;
 * - a search naming a workspace (top level, additionalStringFilters, additionalArrayFilters) answers
 *   403 unless the caller is an approved member, 404 for an unknown workspace;
 * - an upsert (update, and create when the body names the workspace) and a delete of a record of a
 *   workspace the caller is not a member of answer 403; a delete of an unknown id 404.
 * System administrators read everything. Nothing is changed: every write attempted is refused.
 */
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import { MAX_PAGE_SIZE } from "../../../domain/constants";
import type { AnyEntity } from "../../../server/entities/registry";
import { catalogue, del, expectError, get, post } from "./api";
import type { MembershipCaller, MembershipWorld } from "./isolationWorld";
import type { TestApp } from "./testApp";

interface Placed {
  id: string;
  workspaceId: string;
  self: string | null;
}

async function searchIds(
  t: TestApp,
  e: AnyEntity,
  caller: MembershipCaller,
  filters: Record<string, unknown>,
) {
  return post(
    t,
    `/api${e.prefix}/search`,
    { pageSize: MAX_PAGE_SIZE, ...filters },
    caller.headers,
  );
}

const idsOf = (e: AnyEntity, body: { data: Record<string, unknown>[] }) =>
  body.data.map((row) => String(row[e.idField])).sort();

/** Runs the category's checks; answers how many calls it made. */
export async function membershipCategory(
  t: TestApp,
  e: AnyEntity,
  world: MembershipWorld,
): Promise<number> {
  const guard = e.membership!;
  const filter = guard.filterField ?? "workspaceId";
  const records = (await t.db
    .select({
      id: e.idColumn,
      workspaceId: guard.workspaceColumn,
      self: guard.selfColumn ?? sql<null>`null`,
    })
    .from(e.table)) as Placed[];
  expect(records.length, e.prefix).toBeGreaterThan(1);
  const universe = new Set(records.map((r) => r.id));
  const admin = world.callers.find((c) => c.readsAll)!;
  const forbidden = catalogue(403);
  const unknown = crypto.randomUUID();
  let calls = 0;

  // The records as a system administrator reads them: the bodies of the refused writes.
  const rows = new Map<string, Record<string, unknown>>();
  for (const r of records) {
    const res = await get(t, `/api${e.prefix}/${r.id}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    rows.set(r.id, res.json().data as Record<string, unknown>);
  }

  for (const caller of world.callers) {
    const member = (workspaceId: string) =>
      caller.readsAll || caller.approvedIn.has(workspaceId);
    const label = `${e.prefix} as ${caller.name}`;
    const expected = records
      .filter((r) => member(r.workspaceId) || r.self === caller.userId)
      .map((r) => r.id)
      .sort();

    const readable: string[] = [];
    for (const r of records) {
      const res = await get(t, `/api${e.prefix}/${r.id}`, caller.headers);
      calls++;
      if (res.statusCode === 200) readable.push(r.id);
      else expectError(res, 403, forbidden);
    }
    expect(readable.sort(), label).toEqual(expected);
    expect(
      (await get(t, `/api${e.prefix}/${unknown}`, caller.headers)).statusCode,
      label,
    ).toBe(404);

    const all = await searchIds(t, e, caller, {});
    expect(all.statusCode, all.body).toBe(200);
    const found = idsOf(e, all.json()).filter((id) => universe.has(id));
    expect(found, `${label}: search without a workspace`).toEqual(expected);

    for (const workspaceId of world.workspaceIds) {
      for (const filters of [
        { [filter]: workspaceId },
        { additionalStringFilters: { [filter]: workspaceId } },
        { additionalArrayFilters: { [filter]: [workspaceId] } },
      ]) {
        const res = await searchIds(t, e, caller, filters);
        calls++;
        const what = `${label} ${JSON.stringify(filters)}`;
        if (!member(workspaceId)) {
          expect(res.statusCode, what).toBe(403);
          continue;
        }
        expect(res.statusCode, what).toBe(200);
        const ids = idsOf(e, res.json());
        expect(
          ids.filter((id) => !expected.includes(id)),
          what,
        ).toEqual([]);
      }
    }
    expect(
      (await searchIds(t, e, caller, { [filter]: unknown })).statusCode,
      label,
    ).toBe(404);

    for (const r of records) {
      if (member(r.workspaceId)) continue;
      const row = rows.get(r.id)!;
      const update = await post(t, `/api${e.prefix}`, row, caller.headers);
      expectError(update, 403, forbidden);
      if (guard.bodyField) {
        const { [e.bodyIdField ?? e.idField]: _id, ...body } = row;
        expectError(
          await post(t, `/api${e.prefix}`, body, caller.headers),
          403,
          forbidden,
        );
      }
      // A member may remove their own membership: not a refusal to check here.
      if (r.self !== caller.userId)
        expectError(
          await del(t, `/api${e.prefix}/${r.id}`, caller.headers),
          403,
          forbidden,
        );
      calls += 3;
    }
    expect(
      (await del(t, `/api${e.prefix}/${unknown}`, caller.headers)).statusCode,
      label,
    ).toBe(404);
  }
  return calls;
}
