/**
 * Object-level isolation (issue 11, API1, ASVS V8): for every entity the server scopes (read from the
 * entity registry, so a new scoped entity is covered without touching this file), and for every caller
 * of a world with two facilities, two drivers and two customers:
 * - the ids the caller can read one by one are exactly the ids its search returns;
 * - an id outside them answers 404, never 403 or the record;
 * - no filter the client sends (each id filter with every value in the table, alone or as an array)
 *   widens the search beyond them; an entity whose search must name a filter (a thread's posts,
 *   `requiredSearchFilter`) answers 422 without it and is searched with every value of it;
 * - two callers of one role in different scopes (facility, driver, customer) never share a record.
 * Entities inside a workspace (declaring `membership`, issue 24) are the deliberate exception to "never
 * 403": a record that exists answers 403 to a signed-in non-member, so they form their own category,
 * checked in a world of two workspaces with different members (see "membership isolation" below).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "../../domain/constants";
import type { AnyEntity } from "../../server/entities/registry";
import { ENTITIES } from "../../server/entities/registry";
import { get, post } from "./support/api";
import type {
  Caller,
  IsolationWorld,
  MembershipWorld,
} from "./support/isolationWorld";
import { buildIsolationWorld } from "./support/isolationWorld";
import { membershipCategory } from "./support/membershipIsolation";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { priceAllBookingTypes } from "./support/tripFactories";

const SCOPED = ENTITIES.filter(
  (e) => e.scope !== undefined && e.membership === undefined,
);
const MEMBERSHIP = ENTITIES.filter((e) => e.membership !== undefined);

let t: TestApp;
let world: IsolationWorld;
let members: MembershipWorld;
/** entity prefix → caller name → the ids it can read by id (null: the entity is refused, 403). */
const readable = new Map<string, Map<string, Set<string> | null>>();
const allIds = new Map<string, string[]>();
let checks = 0;

async function searchIds(
  e: AnyEntity,
  caller: Caller,
  filters: Record<string, unknown> = {},
): Promise<string[] | null> {
  const res = await post(
    t,
    `/api${e.prefix}/search`,
    { pageSize: MAX_PAGE_SIZE, ...filters },
    caller.headers,
  );
  if (res.statusCode === 403) return null;
  expect(res.statusCode, `${e.prefix} as ${caller.name}: ${res.body}`).toBe(
    200,
  );
  const body = res.json() as { data: Record<string, unknown>[]; total: number };
  expect(body.total).toBeLessThan(MAX_PAGE_SIZE);
  return body.data.map((row) => String(row[e.idField])).sort();
}

/** Every value of one of the entity's filters in its table (its filter column's distinct values). */
async function filterValues(e: AnyEntity, name: string): Promise<string[]> {
  const column = e.filters[name]?.column;
  expect(column, `${e.prefix} filter ${name} has a column`).toBeDefined();
  const rows = (await t.db.selectDistinct({ v: column! }).from(e.table)) as {
    v: string | null;
  }[];
  return rows.map((r) => r.v).filter((v): v is string => v !== null);
}

/**
 * What a search of this entity must name (EntityConfig.requiredSearchFilter, a thread's posts): every
 * value its table holds, so the search still spans every record; nothing for the other entities.
 */
async function requiredFilters(e: AnyEntity): Promise<Record<string, unknown>> {
  const field = e.requiredSearchFilter?.field;
  return field ? { [field]: await filterValues(e, field) } : {};
}

async function readById(
  e: AnyEntity,
  caller: Caller,
): Promise<Set<string> | null> {
  const found = new Set<string>();
  let refused = 0;
  for (const id of allIds.get(e.prefix)!) {
    const res = await get(t, `/api${e.prefix}/${id}`, caller.headers);
    checks++;
    if (res.statusCode === 200) found.add(id);
    else if (res.statusCode === 403) refused++;
    else
      expect(res.statusCode, `${e.prefix}/${id} as ${caller.name}`).toBe(404);
  }
  if (refused === 0) return found;
  // A refusal is for the whole entity (the privilege table), never for some of its records.
  expect(refused, `${e.prefix} as ${caller.name}`).toBe(
    allIds.get(e.prefix)!.length,
  );
  return null;
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: "100000" });
  await priceAllBookingTypes(t.db);
  world = await buildIsolationWorld(t);
  members = world.membership;
  for (const e of SCOPED) {
    const rows = (await t.db.select({ id: e.idColumn }).from(e.table)) as {
      id: string;
    }[];
    allIds.set(e.prefix, rows.map((r) => r.id).sort());
    const byCaller = new Map<string, Set<string> | null>();
    for (const caller of world.callers)
      byCaller.set(caller.name, await readById(e, caller));
    readable.set(e.prefix, byCaller);
  }
}, 300_000);
afterAll(() => {
  console.warn(
    `isolation: ${SCOPED.length} scoped entities × ${world.callers.length} callers, ${checks} record reads checked, ${world.pairs.length} scope pairs`,
  );
  return t.close();
});

describe("object-level isolation", () => {
  it("covers every scoped entity, each with records in the world", () => {
    expect(SCOPED.map((e) => e.prefix)).toEqual(
      expect.arrayContaining([
        "/patients",
        "/trips",
        "/facility-users",
        "/trips/documents",
      ]),
    );
    for (const e of SCOPED)
      expect(allIds.get(e.prefix)!.length, e.prefix).toBeGreaterThan(1);
  });

  it.each(SCOPED.map((e) => [e.prefix, e] as const))(
    "%s: a search returns exactly what can be read by id, whatever the filters",
    async (_prefix, e) => {
      const idFilters = Object.entries(e.filters).filter(
        ([, spec]) => spec.kind === "uuid" && spec.column,
      );
      const required = await requiredFilters(e);
      const field = e.requiredSearchFilter?.field;
      for (const caller of world.callers) {
        const reach = readable.get(e.prefix)!.get(caller.name)!;
        // A search that must name a filter answers 422 without it, before anything is read.
        if (field && reach !== null)
          expect(
            (await post(t, `/api${e.prefix}/search`, {}, caller.headers))
              .statusCode,
            `${e.prefix} without ${field} as ${caller.name}`,
          ).toBe(422);
        const searched = await searchIds(e, caller, required);
        if (reach === null) {
          expect(searched, `${e.prefix} as ${caller.name}`).toBeNull();
          continue;
        }
        // Within the records that existed when the reads began: reading records adds rows to the
        // access record (issue 11), which the activities search then also finds.
        const universe = new Set(allIds.get(e.prefix));
        const found = searched!.filter((id) => universe.has(id));
        expect(found, `${e.prefix} as ${caller.name}`).toEqual(
          [...reach].sort(),
        );
        for (const [name] of idFilters) {
          const values = await filterValues(e, name);
          const attempts: Record<string, unknown>[] = [
            ...values.map((v) => ({ [name]: v })),
            { additionalArrayFilters: { [name]: values } },
            { additionalStringFilters: { [name]: values[0] ?? "" } },
          ];
          for (const attempt of attempts) {
            // An attempt on another filter still names the required one, with every value.
            const filters =
              field && name !== field ? { ...required, ...attempt } : attempt;
            const ids = (await searchIds(e, caller, filters)) ?? [];
            const outside = ids.filter(
              (id) => universe.has(id) && !reach.has(id),
            );
            expect(
              outside,
              `${e.prefix} ${JSON.stringify(filters)} as ${caller.name}`,
            ).toEqual([]);
          }
        }
      }
    },
    120_000,
  );

  it("never lets two callers of one role in different scopes share a record", () => {
    const shared: string[] = [];
    for (const e of SCOPED) {
      for (const [a, b] of world.pairs) {
        const ra = readable.get(e.prefix)!.get(a.name);
        const rb = readable.get(e.prefix)!.get(b.name);
        if (!ra || !rb) continue;
        const both = [...ra].filter((id) => rb.has(id));
        if (both.length)
          shared.push(
            `${e.prefix}: ${a.name} and ${b.name} share ${both.length}`,
          );
      }
    }
    expect(shared).toEqual([]);
  });

  it("gives each scoped caller its own patients and trips", () => {
    for (const caller of world.callers) {
      const mine = world.own.get(caller.name)!;
      const trips = readable.get("/trips")!.get(caller.name);
      if (mine.trips.length)
        expect(trips && [...trips].sort()).toEqual([...mine.trips].sort());
      const patients = readable.get("/patients")!.get(caller.name);
      if (mine.patients.length)
        expect(patients && [...patients].sort()).toEqual(
          [...mine.patients].sort(),
        );
    }
  });
});

describe("membership isolation (issue 24)", () => {
  it("covers every entity inside a workspace", () => {
    expect(MEMBERSHIP.map((e) => e.prefix).sort()).toEqual(
      expect.arrayContaining(["/tasks", "/workspace-members", "/workspaces"]),
    );
  });

  it.each(MEMBERSHIP.map((e) => [e.prefix, e] as const))(
    "%s: 403 for non-members on every call, 404 for unknown ids, searches exactly the readable records",
    async (_prefix, e) => {
      checks += await membershipCategory(t, e, members);
    },
    120_000,
  );
});
