/**
 * Object-property level authorization (issue 11, API3, ASVS V8): for every writable entity (read from
 * the entity registry) and every role its write rule admits, a valid body (./support/writeBodies.ts)
 * is sent again with one hostile field at a time. Each answer is either a refusal (4xx) or a record
 * that does not carry the hostile value: server-owned fields (timestamps, hashes) for everyone, and
 * for the scoped roles (facility staff, drivers, customers) also privileges, other facilities' and
 * drivers' ids, a trip's assignment, status, fare and office notes, and ids of records outside their
 * reach. No answer ever carries a password or token hash, or a storage key.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RoleCode } from "../../domain/privileges";
import { ENTITIES } from "../../server/entities/registry";
import { allKeys, get, post } from "./support/api";
import type { Res } from "./support/api";
import { expectedAnswer } from "./support/accessMatrix";
import type { Elsewhere, WriteCaller, WriteWorld } from "./support/writeBodies";
import { buildWriteWorld, WRITE_BODIES } from "./support/writeBodies";
import type { TestApp } from "./support/testApp";
import { buildTestApp } from "./support/testApp";
import { priceAllBookingTypes } from "./support/tripFactories";

const WRITABLE = ENTITIES.filter((e) => !e.readOnly);
const SEES_ALL: ReadonlySet<RoleCode> = new Set(["systemadmin", "dataadmin"]);
const FORBIDDEN_KEYS = [
  "passwordHash",
  "tokenHash",
  "password",
  "storageKey",
  "secret",
];
const LONG_AGO = "2001-01-01T00:00:00.000Z";

/** Fields nobody sets: the server owns them. */
const SERVER_OWNED: Record<string, unknown> = {
  createdAt: LONG_AGO,
  updatedAt: LONG_AGO,
  passwordHash: "hash",
  tokenHash: "hash",
  searchText: "hostile",
};

/** What a scoped role may not set, with a value outside its reach. */
const scopedHostile = (e: Elsewhere): Record<string, unknown> => ({
  roles: [{ roleCode: "systemadmin" }],
  roleCode: "systemadmin",
  facilityId: e.facilityId,
  facilityUserDetail: { facilityId: e.facilityId },
  driverId: e.driverId,
  vehicleId: e.vehicleId,
  bookingUserId: e.userId,
  userId: e.userId,
  tripStatus: "Completed",
  fareId: "00000000-0000-4000-8000-000000000001",
  fare: { totalCents: 1 },
  dispatcherNotes: "hostile note",
  outcomeCode: "completed",
  workspaceOwnerId: e.userId,
  membershipStatus: "owner",
});

/**
 * Where a hostile value is the role's to set after all (the fields each role may set beyond its
 * body): none today. A role given such a field names it here, by entity and role.
 */
const MAY_SET: Readonly<
  Record<string, Partial<Record<RoleCode, readonly string[]>>>
> = {};

/** A record of each entity outside every scoped caller's reach. */
const foreignId = (prefix: string, e: Elsewhere): string | undefined =>
  ({
    "/patients": e.patientId,
    "/trips": e.tripId,
    "/facility-users": e.userId,
    "/trips/documents": e.tripDocumentId,
  })[prefix];

/** The hostile value is in the answer: equal, or (objects) every hostile key equal. */
function carries(actual: unknown, hostile: unknown): boolean {
  if (hostile && typeof hostile === "object" && !Array.isArray(hostile)) {
    if (!actual || typeof actual !== "object") return false;
    return Object.entries(hostile).every(([k, v]) =>
      carries((actual as Record<string, unknown>)[k], v),
    );
  }
  return JSON.stringify(actual) === JSON.stringify(hostile);
}

let t: TestApp;
let world: WriteWorld;
let writes = 0;
let refused = 0;
const accepted: string[] = [];
const leaks: string[] = [];

function checkKeys(res: Res, what: string) {
  if (!res.body) return;
  const keys = allKeys(res.json());
  for (const k of FORBIDDEN_KEYS) if (keys.has(k)) leaks.push(`${what}: ${k}`);
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_LIMIT_MAX: "100000" });
  await priceAllBookingTypes(t.db);
  world = await buildWriteWorld(t);
}, 120_000);
afterAll(() => {
  console.warn(
    `property level: ${writes} writes with a hostile field: ${refused} refused, ${writes - refused - accepted.length} ignored, ${accepted.length} carried it`,
  );
  return t.close();
});

const writers = (access: Parameters<typeof expectedAnswer>[0]) =>
  world.callers.filter((c) => expectedAnswer(access, c.role) === "allowed");

async function attempt(
  prefix: string,
  caller: WriteCaller,
  field: string,
  value: unknown,
) {
  const body = {
    ...WRITE_BODIES[prefix](caller, world.elsewhere),
    [field]: value,
  };
  const res = await post(t, `/api${prefix}`, body, caller.headers);
  writes++;
  const what = `${prefix} ${field} as ${caller.role}`;
  expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(500);
  checkKeys(res, what);
  if (res.statusCode >= 400) {
    refused++;
    return;
  }
  const row = (res.json() as { data: Record<string, unknown> }).data;
  if (field in row && carries(row[field], value))
    accepted.push(`${what}: ${JSON.stringify(row[field])}`);
}

describe("object-property level", () => {
  it("has a valid body for every writable entity, accepted as is", async () => {
    expect(
      WRITABLE.map((e) => e.prefix).filter((p) => !WRITE_BODIES[p]),
    ).toEqual([]);
    for (const e of WRITABLE)
      for (const caller of writers(e.access.write)) {
        const res = await post(
          t,
          `/api${e.prefix}`,
          WRITE_BODIES[e.prefix](caller, world.elsewhere),
          caller.headers,
        );
        expect(
          res.statusCode,
          `${e.prefix} as ${caller.role}: ${res.body}`,
        ).toBeLessThan(300);
        checkKeys(res, `${e.prefix} as ${caller.role}`);
      }
  });

  it.each(WRITABLE.map((e) => [e.prefix, e] as const))(
    "%s: hostile fields are refused or ignored",
    async (prefix, e) => {
      for (const caller of writers(e.access.write)) {
        const hostile = SEES_ALL.has(caller.role)
          ? SERVER_OWNED
          : { ...SERVER_OWNED, ...scopedHostile(world.elsewhere) };
        const allowed = new Set(MAY_SET[prefix]?.[caller.role] ?? []);
        for (const [field, value] of Object.entries(hostile))
          if (!allowed.has(field)) await attempt(prefix, caller, field, value);
      }
      expect(accepted).toEqual([]);
    },
    120_000,
  );

  it("refuses a scoped caller's write to a record outside its reach, and changes nothing", async () => {
    const admin = world.callers.find((c) => c.role === "systemadmin")!;
    for (const e of WRITABLE) {
      const id = foreignId(e.prefix, world.elsewhere);
      if (!id) continue;
      const before = (await get(t, `/api${e.prefix}/${id}`, admin.headers))
        .body;
      for (const caller of writers(e.access.write)) {
        if (SEES_ALL.has(caller.role)) continue;
        const body = {
          ...WRITE_BODIES[e.prefix](caller, world.elsewhere),
          [e.idField]: id,
        };
        const res = await post(t, `/api${e.prefix}`, body, caller.headers);
        expect(
          [403, 404],
          `${e.prefix} as ${caller.role}: ${res.body}`,
        ).toContain(res.statusCode);
      }
      expect((await get(t, `/api${e.prefix}/${id}`, admin.headers)).body).toBe(
        before,
      );
    }
  });

  it("never answers with a password or token hash or a storage key", async () => {
    for (const caller of world.callers)
      for (const e of ENTITIES) {
        const res = await post(t, `/api${e.prefix}/search`, {}, caller.headers);
        checkKeys(res, `${e.prefix}/search as ${caller.role}`);
      }
    expect(leaks).toEqual([]);
  });
});
