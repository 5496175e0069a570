/**
 * The kill -9 test's stream of writes and its ledger: every write sent and every one answered 2xx, and
 * the check, after a restart, that each acknowledged write is in the database.
 *
 * Each client owns the facilities it created and updates them one call at a time, so a facility has
 * at most one write in flight when the server dies. Its stored address must then be the last
 * acknowledged value or a later one that was sent (the write in flight may or may not have landed);
 * anything else is a lost or an invented write.
 */
import { randomBytes } from "node:crypto";
import { facilityBody, tripBody } from "./bodies";
import { call, searchAll } from "./api";

const PREFIX = `K9 ${randomBytes(3).toString("hex")}`;

interface FacilityLedger {
  id: string;
  name: string;
  /** The addressLine1 values sent, in order; the first is the create's. */
  sent: string[];
  /** Index into `sent` of the last acknowledged value. */
  acked: number;
}

export interface Verdict {
  lost: string[];
}

export class WriteLedger {
  /** Writes answered 2xx, over every trial. */
  acknowledged = 0;
  private facilities: FacilityLedger[][] = [];
  private sentNames = new Set<string>();
  private trips = new Set<string>();
  private seq = 0;

  constructor(
    private readonly clients: number,
    private readonly patientId: string,
  ) {
    for (let c = 0; c < clients; c++) this.facilities.push([]);
  }

  /**
   * Runs `clients` loops of writes against `url` until `stopped()` says so. A failed connection
   * (the server was killed) ends a loop; any answer other than 2xx fails the test.
   */
  async stream(url: string, token: string, stopped: () => boolean) {
    await Promise.all(
      Array.from({ length: this.clients }, (_, c) =>
        this.client(c, url, token, stopped),
      ),
    );
  }

  private async client(
    c: number,
    url: string,
    token: string,
    stopped: () => boolean,
  ) {
    const own = this.facilities[c];
    while (!stopped()) {
      const dice = Math.random();
      try {
        if (dice < 0.35 || own.length === 0)
          await this.createFacility(c, url, token);
        else if (dice < 0.7)
          await this.updateFacility(
            own[Math.floor(Math.random() * own.length)],
            url,
            token,
          );
        else await this.createTrip(url, token);
      } catch (e) {
        if (e instanceof UnexpectedAnswer) throw e;
        return; // the connection failed: the server is gone
      }
    }
  }

  private nextValue() {
    this.seq += 1;
    return `${this.seq} Elm St`;
  }

  private async createFacility(c: number, url: string, token: string) {
    const name = `${PREFIX} ${this.nextValue()}`;
    const value = this.nextValue();
    this.sentNames.add(name);
    const answer = await call(
      url,
      token,
      "POST",
      "/facilities",
      facilityBody(name, value),
    );
    expectStatus(answer.status, 201, "facility create");
    this.acknowledged += 1;
    this.facilities[c].push({
      id: String(answer.body.data.facilityId),
      name,
      sent: [value],
      acked: 0,
    });
  }

  private async updateFacility(f: FacilityLedger, url: string, token: string) {
    const value = this.nextValue();
    f.sent.push(value);
    const index = f.sent.length - 1;
    const answer = await call(url, token, "POST", "/facilities", {
      facilityId: f.id,
      ...facilityBody(f.name, value),
    });
    expectStatus(answer.status, 200, "facility update");
    this.acknowledged += 1;
    f.acked = index;
  }

  private async createTrip(url: string, token: string) {
    const answer = await call(
      url,
      token,
      "POST",
      "/trips",
      tripBody(this.patientId, 7),
    );
    expectStatus(answer.status, 201, "trip create");
    this.acknowledged += 1;
    this.trips.add(String(answer.body.data.tripId));
  }

  /**
   * Compares the database (read through the API after a restart) with the ledger, then takes the
   * stored values as the new baseline: they are committed, so a later crash must keep them too.
   */
  async verify(url: string, token: string): Promise<Verdict> {
    const lost: string[] = [];
    const stored = new Map<string, Record<string, unknown>>();
    for (const row of await searchAll(url, token, "/facilities/search")) {
      const name = String(row.facilityName);
      if (!name.startsWith(PREFIX)) continue;
      stored.set(String(row.facilityId), row);
      if (!this.sentNames.has(name))
        lost.push(`facility ${name} was never sent`);
    }
    for (const f of this.facilities.flat()) {
      const row = stored.get(f.id);
      if (!row) {
        lost.push(`acknowledged facility ${f.id} is missing`);
        continue;
      }
      const value = String(row.addressLine1);
      const at = f.sent.indexOf(value);
      if (at < f.acked)
        lost.push(
          `facility ${f.id}: ${at < 0 ? "unsent" : "older"} value ${value}, last acknowledged ${f.sent[f.acked]}`,
        );
      f.sent = [value];
      f.acked = 0;
    }
    const tripIds = new Set(
      (await searchAll(url, token, "/trips/search")).map((r) =>
        String(r.tripId),
      ),
    );
    for (const id of this.trips)
      if (!tripIds.has(id)) lost.push(`acknowledged trip ${id} is missing`);
    const created = new Set(
      (
        await searchAll(url, token, "/activities/search", {
          modelType: "trip",
          action: "created",
        })
      ).map((r) => String(r.modelId)),
    );
    for (const id of tripIds)
      if (!created.has(id)) lost.push(`trip ${id} has no creation activity`);
    for (const id of created)
      if (!tripIds.has(id))
        lost.push(`creation activity of a missing trip ${id}`);
    return { lost };
  }
}

class UnexpectedAnswer extends Error {}

function expectStatus(status: number, expected: number, what: string) {
  if (status !== expected)
    throw new UnexpectedAnswer(`${what} answered ${status}, not ${expected}`);
}
