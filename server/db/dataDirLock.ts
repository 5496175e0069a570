/**
 * One process per data directory (PGlite is single-writer; a second one would corrupt it), with a
 * lock that a killed owner does not keep: proper-lockfile only calls a lock stale once its mtime is
 * `stale` old, so after a kill -9 a restart was refused for up to 30 s. The owner's pid and host are
 * written next to the lock; a lock whose owner is gone from this host is taken over at once.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  constructor(dir: string) {
    super(
      `The data directory ${dir} is in use by another process. Stop that process or set DATA_DIR to another directory.`,
    );
  }
}

interface LockOwner {
  pid: number;
  host: string;
  /** The lock directory's inode when this owner made it: a leftover file of an older lock never matches. */
  lockIno: number;
}

const lockPathOf = (dataDir: string) => path.join(dataDir, "portal.lock");
const ownerPathOf = (dataDir: string) => `${lockPathOf(dataDir)}.pid`;

const isLocked = (e: unknown) => (e as { code?: string }).code === "ELOCKED";

function acquire(dataDir: string) {
  return lockfile.lock(dataDir, {
    lockfilePath: lockPathOf(dataDir),
    // Still the fallback for an owner on another host, whose pid cannot be checked from here.
    stale: 30_000,
    update: 10_000,
  });
}

function readOwner(dataDir: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(
      fs.readFileSync(ownerPathOf(dataDir), "utf8"),
    ) as Partial<LockOwner>;
    return typeof owner.pid === "number" &&
      typeof owner.host === "string" &&
      typeof owner.lockIno === "number"
      ? (owner as LockOwner)
      : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    // EPERM: the process exists but belongs to another user.
    return (e as { code?: string }).code !== "ESRCH";
  }
}

/**
 * True when the current lock was made by a process of this host that no longer runs. Without an
 * owner file (the owner is between taking the lock and writing it) the owner counts as alive.
 */
function ownerIsGone(dataDir: string): boolean {
  const owner = readOwner(dataDir);
  if (!owner || owner.host !== os.hostname()) return false;
  let lockIno: number;
  try {
    lockIno = fs.statSync(lockPathOf(dataDir)).ino;
  } catch {
    return false;
  }
  return owner.lockIno === lockIno && !isAlive(owner.pid);
}

function removeDeadLock(dataDir: string) {
  fs.rmSync(ownerPathOf(dataDir), { force: true });
  fs.rmSync(lockPathOf(dataDir), { recursive: true, force: true });
}

/** Locks `dataDir` for this process; the returned function releases it. */
export async function lockDataDir(
  dataDir: string,
): Promise<() => Promise<void>> {
  let release: () => Promise<void>;
  try {
    release = await acquire(dataDir);
  } catch (e) {
    if (!isLocked(e)) throw e;
    if (!ownerIsGone(dataDir)) throw new DataDirLockedError(dataDir);
    removeDeadLock(dataDir);
    // Once: if another process took it meanwhile, that one is alive and wins.
    try {
      release = await acquire(dataDir);
    } catch (again) {
      if (isLocked(again)) throw new DataDirLockedError(dataDir);
      throw again;
    }
  }
  const owner: LockOwner = {
    pid: process.pid,
    host: os.hostname(),
    lockIno: fs.statSync(lockPathOf(dataDir)).ino,
  };
  fs.writeFileSync(ownerPathOf(dataDir), JSON.stringify(owner));
  return async () => {
    fs.rmSync(ownerPathOf(dataDir), { force: true });
    await release();
  };
}
