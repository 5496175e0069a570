/**
 * The app's one real-time channel (issue 10), publishing side. A change is announced inside the
 * write's transaction with PostgreSQL's NOTIFY (PGlite's too), so it is delivered only once the write
 * commits and by every API process listening on the same database (server/realtime/plugin.ts). It
 * carries ids and the rooms allowed to hear of it, never record contents: clients re-read through the
 * permission-checked API. Notifications (a later module) publish through the same call.
 */
import { sql } from "drizzle-orm";
import type { RealtimeTopic } from "../../domain/realtime";
import type { Db } from "../db/client";
import type { TripRecord } from "../trips/rows";
import { tripRooms } from "./rooms";

/** The NOTIFY channel every API process listens on. */
export const REALTIME_CHANNEL = "realtime";

export interface RealtimeChange {
  topic: RealtimeTopic;
  ids: string[];
  /** Who may hear of it (server/realtime/rooms.ts). */
  rooms: string[];
}

/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: big changes go in several, with room to
 * spare for the JSON around the lists.
 */
export const MAX_PAYLOAD_BYTES = 7000;

const bytesOf = (text: string): number => Buffer.byteLength(text, "utf8");

/**
 * The change as one or more NOTIFY payloads, each under the limit: split by ids (a batch of many
 * rows) and by rooms (a workspace of hundreds of members), halving the longer list until each part
 * fits. Every part keeps the topic; together the parts announce every id to every room.
 */
export function payloads(change: RealtimeChange): string[] {
  const whole = JSON.stringify(change);
  if (bytesOf(whole) <= MAX_PAYLOAD_BYTES) return [whole];
  const idBytes = bytesOf(JSON.stringify(change.ids));
  const roomBytes = bytesOf(JSON.stringify(change.rooms));
  const splitRooms =
    change.rooms.length > 1 && (roomBytes >= idBytes || change.ids.length <= 1);
  if (splitRooms) {
    const half = Math.ceil(change.rooms.length / 2);
    return [
      ...payloads({ ...change, rooms: change.rooms.slice(0, half) }),
      ...payloads({ ...change, rooms: change.rooms.slice(half) }),
    ];
  }
  // One id and one room that still do not fit cannot be split further (ids and rooms are short).
  if (change.ids.length <= 1) return [whole];
  const half = Math.ceil(change.ids.length / 2);
  return [
    ...payloads({ ...change, ids: change.ids.slice(0, half) }),
    ...payloads({ ...change, ids: change.ids.slice(half) }),
  ];
}

/** Announces a change; delivered to the rooms' sockets on every API process once `tx` commits. */
export async function notifyChange(
  tx: Db,
  change: RealtimeChange,
): Promise<void> {
  if (change.ids.length === 0 || change.rooms.length === 0) return;
  for (const payload of payloads(change))
    await tx.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}

type MaybeTrip = TripRecord | null | undefined;

/**
 * Announces a change on a trip topic. Each trip goes to its own audience, the union of its states'
 * (several records of one id are its before and after states): a batch or a no-show's two legs never
 * tell one trip's audience about another trip. Trips with the same audience share a notification.
 */
export async function notifyTripTopic(
  tx: Db,
  topic: RealtimeTopic,
  ...records: MaybeTrip[]
): Promise<void> {
  const roomsById = new Map<string, Set<string>>();
  for (const record of records) {
    if (!record) continue;
    const rooms = roomsById.get(record.id) ?? new Set<string>();
    for (const room of tripRooms(record)) rooms.add(room);
    roomsById.set(record.id, rooms);
  }
  const byAudience = new Map<string, RealtimeChange>();
  for (const [id, set] of roomsById) {
    const rooms = [...set].sort();
    const key = rooms.join("\n");
    const change = byAudience.get(key) ?? { topic, ids: [], rooms };
    change.ids.push(id);
    byAudience.set(key, change);
  }
  for (const change of byAudience.values()) await notifyChange(tx, change);
}

/**
 * Announces a change to trips: before and after states (either may be null), so a trip moved away
 * from a driver or facility reaches its former audience too.
 */
export const notifyTripChange = (tx: Db, ...records: MaybeTrip[]) =>
  notifyTripTopic(tx, "trips", ...records);
