/**
 * Opaque tokens (stored only as SHA-256 hashes) and argon2id password hashes.
 *
 * Hashing and verifying wait in a bounded queue (issue 21): argon2 runs on libuv's thread pool (4
 * threads unless UV_THREADPOOL_SIZE says otherwise), the pool that also resolves host names when the
 * database pool opens a connection. 130 concurrent sign-ins filled it with hashes, the database's name
 * could not be resolved within the connect timeout, and 34 of them were answered 503. At most
 * PASSWORD_HASH_CONCURRENCY hashes now run (fewer than the thread pool's threads, see
 * server/config.ts), PASSWORD_HASH_QUEUE more wait, and any further one is a 429 with Retry-After.
 * Hashing never holds a database connection or transaction: callers hash first, then write.
 *
 * The cost of a new hash (memory and passes) is configured (PASSWORD_HASH_MEMORY_KIB and
 * PASSWORD_HASH_PASSES, issue 23): low in tests only. A hash records its own cost, so verifying
 * follows the hash, not the setting: hashes made at another cost still verify.
 */
import { createHash, randomBytes } from "node:crypto";
import argon2 from "argon2";
import { PASSWORD_HASH_COST_DEFAULTS } from "../config/sessions";
import type { QueueLimits } from "./workQueue";
import { WorkQueue } from "./workQueue";

export const newToken = (): string => randomBytes(32).toString("base64url");
export const hashToken = (token: string): string =>
  createHash("sha256").update(token).digest("hex");

/** One queue per process, like the thread pool it protects; sized by each app built (the last wins). */
const hashing = new WorkQueue({ concurrency: 2, maxWaiting: 32 });

export function configurePasswordHashing(limits: QueueLimits): void {
  hashing.limits = limits;
}

export interface PasswordHashCost {
  /** argon2's memoryCost, in KiB. */
  memoryKib: number;
  /** argon2's timeCost. */
  passes: number;
}

/** The production cost until a configuration says otherwise. */
let cost: PasswordHashCost = {
  memoryKib: PASSWORD_HASH_COST_DEFAULTS.PASSWORD_HASH_MEMORY_KIB,
  passes: PASSWORD_HASH_COST_DEFAULTS.PASSWORD_HASH_PASSES,
};
// Verifying against a fixed hash when the account doesn't exist keeps sign-in time the same either
// way, so timing does not reveal whether an email is registered.
let dummyHash: Promise<string> | undefined;

/** Sets the cost of new hashes for the process (like the queue: the last app built wins). */
export function configurePasswordCost(next: PasswordHashCost): void {
  if (next.memoryKib === cost.memoryKib && next.passes === cost.passes) return;
  cost = next;
  // The stand-in hash for unknown accounts is remade at the new cost, so verifying against it takes
  // as long as verifying a real, newly made hash.
  dummyHash = undefined;
}

const argon2Hash = (password: string) =>
  argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: cost.memoryKib,
    timeCost: cost.passes,
  });

/** Throws the 429 now when a hash would be refused: before promising one for later (sign-up). */
export const assertHashingRoom = (): void => hashing.assertRoom();

export interface HashOptions {
  /** Wait whatever the queue's length (work already promised in an answer); never for a request's own. */
  mayWait?: boolean;
}

export const hashPassword = (
  password: string,
  options: HashOptions = {},
): Promise<string> => hashing.run(() => argon2Hash(password), options);

export async function verifyPassword(
  hash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!hash) {
    dummyHash ??= argon2Hash("not-a-real-password-" + newToken()).catch(
      (e: unknown) => {
        dummyHash = undefined;
        throw e;
      },
    );
    const dummy = await dummyHash;
    await hashing.run(() => argon2.verify(dummy, password).catch(() => false));
    return false;
  }
  return hashing.run(() => argon2.verify(hash, password).catch(() => false));
}
