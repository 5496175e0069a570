/**
 * Workspace members (issue 24, §7): the generic four under /workspace-members behind the membership
 * guard (approved members read, owners manage; a member reads and removes their own membership),
 * plus /workspace-members/remove and /workspace-members/request (server/workspaces/memberRoutes.ts).
 * An upsert without its id is keyed by workspace and member: an existing pair is an update.
 */
import { and, eq } from "drizzle-orm";
import { SUCCESS_MESSAGES } from "../../domain/errors";
import { workspaceMembersApiModule } from "../../domain/modules/workspaces";
import {
  WORKSPACE_MESSAGES,
  workspaceMemberRowSchema,
  workspaceMemberUpsertSchema,
} from "../../domain/schemas/workspace";
import { defineEntity } from "../crud/entity";
import { users, workspaceMembers } from "../db/schema";
import { unprocessable } from "../errors";
import { APPROVED } from "../workspaces/membership";
import type { MemberConfig } from "../workspaces/memberRoutes";
import {
  MEMBER_GUARD,
  memberRemoved,
  memberRoutes,
  recordMemberChange,
} from "../workspaces/memberRoutes";
import { assertOwnerRemains } from "../workspaces/owners";
import type { MemberRelations } from "../workspaces/rows";
import { loadMemberRelations, memberToRow } from "../workspaces/rows";

const memberError = (message: string) =>
  unprocessable(message, [{ field: "memberId", message }]);

export const workspaceMemberEntity: MemberConfig = defineEntity({
  entity: workspaceMembersApiModule.api.entity,
  prefix: workspaceMembersApiModule.api.prefix,
  table: workspaceMembers,
  idColumn: workspaceMembers.id,
  idField: workspaceMembersApiModule.api.idField,
  rowSchema: workspaceMemberRowSchema,
  bodySchema: workspaceMemberUpsertSchema,
  toRow: (record, row?: { user: never; relations: MemberRelations }) =>
    memberToRow(record, row),
  loadRelations: (records, { app }) => loadMemberRelations(app.db, records),
  toValues: (body) => ({
    workspaceId: body.workspaceId,
    userId: body.memberId,
    role: body.workspaceRole,
    // Absent: an update keeps the status; a create's is approved (prepareValues).
    status: body.membershipStatus,
  }),
  sortable: {
    workspaceId: workspaceMembers.workspaceId,
    createdAt: workspaceMembers.createdAt,
    workspaceRole: workspaceMembers.role,
    membershipStatus: workspaceMembers.status,
  },
  defaultSort: "createdAt",
  filters: {
    workspaceId: { kind: "uuid", column: workspaceMembers.workspaceId },
    memberId: { kind: "uuid", column: workspaceMembers.userId },
    membershipStatus: { kind: "string", column: workspaceMembers.status },
    workspaceRole: { kind: "string", column: workspaceMembers.role },
  },
  dateColumn: workspaceMembers.createdAt,
  access: workspaceMembersApiModule.access,
  membership: MEMBER_GUARD,
  createdMessage: SUCCESS_MESSAGES.memberCreated,
  existingIdOf: async (body, { app }) => {
    const [found] = await app.db
      .select({ id: workspaceMembers.id })
      .from(workspaceMembers)
      .where(
        and(
          eq(workspaceMembers.workspaceId, body.workspaceId),
          eq(workspaceMembers.userId, body.memberId),
        ),
      )
      .limit(1);
    return found?.id ?? null;
  },
  beforeWrite: async (body, existing, { app }) => {
    if (existing) {
      if (body.memberId !== existing.userId)
        throw memberError(WORKSPACE_MESSAGES.otherMember);
      return;
    }
    const [person] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, body.memberId))
      .limit(1);
    if (!person) throw memberError(WORKSPACE_MESSAGES.unknownUser);
  },
  // Whom an owner adds is in at once, unless the owner says otherwise.
  prepareValues: async (body, _values, existing) => ({
    values: existing ? {} : { status: body.membershipStatus ?? APPROVED },
  }),
  onCreated: async (record, _body, { user, tx }) => {
    await recordMemberChange(tx, user, "created", null, record);
  },
  onUpdated: async (updated, existing, _body, { user, tx }) => {
    await assertOwnerRemains(tx, updated.workspaceId);
    await recordMemberChange(tx, user, "updated", existing, updated);
  },
  onDeleted: (record, { user, tx }) => memberRemoved(tx, user, record),
  routes: (app) => memberRoutes(app, workspaceMemberEntity),
});
