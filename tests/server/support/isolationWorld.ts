/**
 * The world of the object-level isolation test (tests/server/isolation.test.ts): two facilities with
 * an admin and a nurse each, two drivers, two customers, dispatch and an administrator, and records of
 * every scoped entity spread across them (patients, trips, their documents and activity, drivers'
 * status records, facility users).
 */
import { randomBytes } from "node:crypto";
import type { RoleCode } from "../../../domain/privileges";
import { activities, tripDocuments } from "../../../server/db/schema";
import type { Headers } from "./api";
import { as } from "./api";
import {
  buildDriver,
  buildInfluenceStatusRecord,
  buildOnlineStatusRecord,
} from "./driverFactories";
import { buildFacility } from "./factories";
import { buildPatient } from "./patientFactories";
import type { TestApp } from "./testApp";
import { insertTrip } from "./tripFactories";

export interface Caller {
  name: string;
  role: RoleCode;
  headers: Headers;
}

export interface IsolationWorld {
  callers: Caller[];
  /** Callers of one role in two scopes, whose reach must not overlap. */
  pairs: [Caller, Caller][];
  /** What each scoped caller must see at least, by caller name: patient and trip ids. */
  own: Map<string, { patients: string[]; trips: string[] }>;
}

async function tripWithRecords(
  t: TestApp,
  trip: Parameters<typeof insertTrip>[1],
) {
  const row = await insertTrip(t.db, trip);
  await t.db.insert(tripDocuments).values({
    tripId: row.id,
    documentType: "receipt",
    fileName: "receipt.pdf",
    contentType: "application/pdf",
    sizeBytes: 10,
    sha256: "0".repeat(64),
    storageKey: randomBytes(16).toString("hex"),
  });
  await t.db.insert(activities).values({
    modelType: "trip",
    modelId: row.id,
    action: "created",
    actorName: "Isolation Test",
  });
  return row;
}

export async function buildIsolationWorld(t: TestApp): Promise<IsolationWorld> {
  const callers: Caller[] = [];
  const own = new Map<string, { patients: string[]; trips: string[] }>();
  const add = async (
    name: string,
    role: RoleCode,
    overrides: Parameters<typeof as>[2] = {},
  ) => {
    const { user, headers } = await as(t, role, overrides);
    const caller = { name, role, headers };
    callers.push(caller);
    own.set(name, { patients: [], trips: [] });
    return { user, caller };
  };

  const facilities = [await buildFacility(t.db), await buildFacility(t.db)];
  const drivers = [];
  for (const n of [1, 2]) {
    const { user, caller } = await add(`driver ${n}`, "driver");
    const driver = await buildDriver(t.db, { userId: user.id });
    await buildOnlineStatusRecord(t.db, { driverId: driver.id });
    await buildInfluenceStatusRecord(t.db, { driverId: driver.id });
    drivers.push({ driver, caller });
  }
  const customers = [];
  for (const n of [1, 2])
    customers.push(await add(`customer ${n}`, "customer"));

  for (const [i, facility] of facilities.entries()) {
    const admin = await add(`facility admin ${i + 1}`, "facilityadmin", {
      facilityId: facility.id,
    });
    const nurse = await add(`nurse ${i + 1}`, "nurse", {
      facilityId: facility.id,
    });
    for (const _ of [1, 2]) {
      const patient = await buildPatient(t.db, { facilityId: facility.id });
      for (const { driver, caller } of drivers) {
        const trip = await tripWithRecords(t, {
          facilityId: facility.id,
          patientId: patient.id,
          driverId: driver.id,
        });
        for (const c of [admin.caller, nurse.caller]) {
          own.get(c.name)!.trips.push(trip.id);
        }
        own.get(caller.name)!.trips.push(trip.id);
      }
      for (const c of [admin.caller, nurse.caller])
        own.get(c.name)!.patients.push(patient.id);
    }
  }
  for (const { user, caller } of customers) {
    const trip = await tripWithRecords(t, { bookingUserId: user.id });
    own.get(caller.name)!.trips.push(trip.id);
  }
  // Nobody's but the office's: no facility, driver or booking customer.
  await tripWithRecords(t, {});
  await buildPatient(t.db, { facilityId: null });

  await add("dispatch", "dataadmin");
  await add("administrator", "systemadmin");

  const named = (name: string) => callers.find((c) => c.name === name)!;
  const pairs: [Caller, Caller][] = [
    "facility admin",
    "nurse",
    "driver",
    "customer",
  ].map((base) => [named(`${base} 1`), named(`${base} 2`)]);
  return { callers, pairs, own };
}
