/**
 * Workspaces (issue 24, §7): the generic four under /workspaces behind the membership guard (approved
 * members read, owners change and delete, system administrators do all), plus /workspaces/user and
 * /workspaces/get-workspace-by-code (server/workspaces/workspaceRoutes.ts). Whoever creates a
 * workspace becomes its approved owner in the same transaction.
 */
import { eq, sql } from "drizzle-orm";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { workspacesModule } from "../../domain/modules/workspaces";
import {
  WORKSPACE_MESSAGES,
  workspaceRowSchema,
  workspaceUpsertSchema,
} from "../../domain/schemas/workspace";
import { defineEntity } from "../crud/entity";
import { likePattern } from "../crud/search";
import { workspaceMembers, workspaces } from "../db/schema";
import { registerUniqueConstraint, unprocessable } from "../errors";
import { recordWorkspaceChange } from "../workspaces/changes";
import { APPROVED, membershipOf } from "../workspaces/membership";
import type { WorkspaceRelations } from "../workspaces/rows";
import { loadWorkspaceRelations, workspaceToRow } from "../workspaces/rows";
import type { WorkspaceConfig } from "../workspaces/workspaceRoutes";
import { workspaceRoutes } from "../workspaces/workspaceRoutes";

registerUniqueConstraint("workspaces_code_key", {
  field: "workspaceCode",
  message: WORKSPACE_MESSAGES.codeTaken,
});

/** Who was a member before the delete cascaded the memberships away: they hear of it. */
const audienceOfDeleted = new WeakMap<object, string[]>();

export const workspaceEntity: WorkspaceConfig = defineEntity({
  entity: workspacesModule.api.entity,
  prefix: workspacesModule.api.prefix,
  table: workspaces,
  idColumn: workspaces.id,
  idField: workspacesModule.api.idField,
  rowSchema: workspaceRowSchema,
  bodySchema: workspaceUpsertSchema,
  toRow: (record, row?: { user: never; relations: WorkspaceRelations }) =>
    workspaceToRow(record, row),
  loadRelations: (records, { app, user }) =>
    loadWorkspaceRelations(app.db, records, user),
  valueFields: (body) => ({
    name: body.workspaceName,
    code: body.workspaceCode,
    description: body.workspaceDescription ?? null,
    // Absent or null: the owner stays (an update); a create's owner is its creator (prepareValues).
    ownerId: body.workspaceOwnerId ?? undefined,
  }),
  sortable: {
    workspaceName: workspaces.name,
    createdAt: workspaces.createdAt,
    updatedAt: workspaces.updatedAt,
  },
  defaultSort: "workspaceName",
  filters: {
    workspaceCode: { kind: "string", column: workspaces.code },
    // What the list's name box types: contained, any case (string filters are otherwise exact).
    workspaceName: {
      kind: "string",
      build: (v) =>
        sql`lower(${workspaces.name}) like ${likePattern(String(v))}`,
    },
    workspaceOwnerId: { kind: "uuid", column: workspaces.ownerId },
  },
  searchColumn: workspaces.searchText,
  dateColumn: workspaces.createdAt,
  access: workspacesModule.access,
  membership: { workspaceColumn: workspaces.id, write: "owner" },
  createdMessage: SUCCESS_MESSAGES.workspaceCreated,
  // Only to an approved member: a workspace is never handed to a stranger.
  beforeWrite: async (body, existing, { app }) => {
    const to = body.workspaceOwnerId;
    if (!existing || !to || to === existing.ownerId) return;
    const membership = await membershipOf(app.db, existing.id, to);
    if (membership?.status !== APPROVED)
      throw unprocessable(WORKSPACE_MESSAGES.newOwner, [
        { field: "workspaceOwnerId", message: WORKSPACE_MESSAGES.newOwner },
      ]);
  },
  // The client's workspaceOwnerId is ignored on a create: the creator owns it.
  prepareValues: async (_body, _values, existing, { user }) => ({
    values: existing ? {} : { ownerId: user.userId },
  }),
  onCreated: async (record, _body, { user, tx }) => {
    const [member] = await tx
      .insert(workspaceMembers)
      .values({
        workspaceId: record.id,
        userId: user.userId,
        status: APPROVED,
        role: "owner",
      })
      .returning();
    await recordWorkspaceChange(tx, user, {
      modelType: "workspace",
      action: "created",
      workspaceId: record.id,
      before: null,
      after: record,
    });
    await recordWorkspaceChange(tx, user, {
      modelType: "workspace-member",
      action: "created",
      workspaceId: record.id,
      before: null,
      after: member,
    });
  },
  onUpdated: async (updated, existing, _body, { user, tx }) => {
    await recordWorkspaceChange(tx, user, {
      modelType: "workspace",
      action: "updated",
      workspaceId: updated.id,
      before: existing,
      after: updated,
    });
  },
  beforeDelete: async (existing, { app }) => {
    const members = await app.db
      .select({ userId: workspaceMembers.userId })
      .from(workspaceMembers)
      .where(eq(workspaceMembers.workspaceId, existing.id));
    audienceOfDeleted.set(
      existing,
      members.map((m) => m.userId),
    );
  },
  onDeleted: async (record, { user, tx }) => {
    await recordWorkspaceChange(tx, user, {
      modelType: "workspace",
      action: "deleted",
      workspaceId: record.id,
      before: record,
      after: null,
      alsoTell: audienceOfDeleted.get(record) ?? [],
    });
  },
  routes: (app) => workspaceRoutes(app, workspaceEntity),
});
