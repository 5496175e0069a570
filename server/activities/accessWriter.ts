/**
 * The access record's writer (issue 21): the rows of concurrent calls go to the database together.
 * The first row is written at once; rows that arrive while a write is under way wait for it to end
 * and then go together in the next statement, each caller's promise settling when its own statement
 * has committed (or failed). One caller alone pays exactly one insert, as before; ten callers pay
 * about two, not ten, and hold one pooled connection, not ten, through the commit's disk flush.
 */
import type { Db } from "../db/client";
import { activities } from "../db/schema";

type ActivityRow = typeof activities.$inferInsert;

interface Pending {
  row: ActivityRow;
  settle: (error?: unknown) => void;
}

/** Rows per statement at most: far under PostgreSQL's 65,535 parameters (8 a row). */
const MAX_BATCH = 500;

export class AccessWriter {
  private queue: Pending[] = [];
  private running = false;

  constructor(private readonly db: Db) {}

  /** Stores the row; resolves once it is committed, rejects with the statement's error. */
  write(row: ActivityRow): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.queue.push({
        row,
        settle: (error) => (error === undefined ? resolve() : reject(error)),
      });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, MAX_BATCH);
        try {
          await this.db.insert(activities).values(batch.map((p) => p.row));
          for (const p of batch) p.settle();
        } catch (e) {
          // Every caller of the failed statement fails with it: none answers unrecorded.
          for (const p of batch)
            p.settle(e ?? new Error("access record failed"));
        }
      }
    } finally {
      this.running = false;
    }
  }
}

const writers = new WeakMap<Db, AccessWriter>();

/** The writer of this database handle (one per app). */
export function accessWriterOf(db: Db): AccessWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = new AccessWriter(db);
    writers.set(db, writer);
  }
  return writer;
}
