/**
 * A workspace always keeps at least one approved owner (issue 24). Checked inside the write's
 * transaction after the change, with the workspace row locked first: two owners demoting or removing
 * each other at once are serialised on that lock, and the second sees the first's change and is
 * refused (409) instead of leaving the workspace without an owner.
 */
import { and, count, eq } from "drizzle-orm";
import { WORKSPACE_MESSAGES } from "../../domain/schemas/workspace";
import type { Db } from "../db/client";
import { workspaceMembers, workspaces } from "../db/schema";
import { conflict } from "../errors";
import { APPROVED } from "./membership";

export async function assertOwnerRemains(
  tx: Db,
  workspaceId: string,
): Promise<void> {
  const [locked] = await tx
    .select({ id: workspaces.id })
    .from(workspaces)
    .where(eq(workspaces.id, workspaceId))
    .for("no key update");
  // The workspace itself is going (its memberships with it): nothing to keep.
  if (!locked) return;
  const [{ n }] = await tx
    .select({ n: count() })
    .from(workspaceMembers)
    .where(
      and(
        eq(workspaceMembers.workspaceId, workspaceId),
        eq(workspaceMembers.status, APPROVED),
        eq(workspaceMembers.role, "owner"),
      ),
    );
  if (Number(n) === 0) throw conflict(WORKSPACE_MESSAGES.lastOwner);
}
