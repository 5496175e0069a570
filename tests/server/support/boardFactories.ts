/**
 * Workspaces, members and tasks written straight to the database, for the board's tests (the move,
 * the audience, the workspace activity): they need a board, not the upsert calls' rules.
 */
import { randomBytes } from "node:crypto";
import { FEATURES } from "../../../domain/features";
import type { Db } from "../../../server/db/client";
import {
  features,
  tasks,
  workspaceMembers,
  workspaces,
} from "../../../server/db/schema";

const code = () => `WS${randomBytes(4).toString("hex").toUpperCase()}`;

export async function insertWorkspace(
  db: Db,
  overrides: Partial<typeof workspaces.$inferInsert> = {},
) {
  const [w] = await db
    .insert(workspaces)
    .values({ name: "Board test", code: code(), ...overrides })
    .returning();
  return w;
}

export async function insertMember(
  db: Db,
  workspaceId: string,
  userId: string,
  role: "owner" | "editor" | "viewer" = "editor",
  status: "approved" | "requested" | "rejected" = "approved",
) {
  const [m] = await db
    .insert(workspaceMembers)
    .values({ workspaceId, userId, role, status })
    .returning();
  return m;
}

/** Tasks of one column, one step (1024) apart in the given order. */
export async function insertColumn(
  db: Db,
  workspaceId: string,
  status: string,
  titles: string[],
) {
  if (titles.length === 0) return [];
  return db
    .insert(tasks)
    .values(
      titles.map((title, i) => ({
        workspaceId,
        status,
        title,
        position: (i + 1) * 1024,
      })),
    )
    .returning();
}

/** Switches feature-workspaces on (a code without a row is off, and its API answers 404). */
export async function enableWorkspaces(db: Db): Promise<void> {
  await db
    .insert(features)
    .values({ code: FEATURES.workspaces, title: "Workspaces", active: true })
    .onConflictDoUpdate({ target: features.code, set: { active: true } });
}
